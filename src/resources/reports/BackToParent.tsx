import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { parentReport } from '../../../domain/reports/catalogue';
import { reportTitle, reportUrl, type ReportDeclaration } from '../../../domain/reports/kit';
import { screenUrl } from '../../../domain/screens';

/** The page a report lies below: the report above it, or the screen its users come from, else the one it belongs to (the company's position). */
function above(report: ReportDeclaration): { url: string; title: string } | undefined {
  const parent = parentReport(report);
  if (parent) return { url: reportUrl(parent), title: reportTitle(parent) };
  if (!report.below) return undefined;
  const screen = report.below.from ?? report.below.screen;
  return { url: screenUrl(screen), title: `screens.${screen}` };
}

/**
 * On a page below another report or screen (a day's orders below a merchant's days), the way back: to the page it
 * was opened from with its filters as they were, or to the page above when this one was opened on its own.
 */
export function BackToParent({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const parent = above(report);
  if (!parent) return null;
  // React Router names the first page of a visit 'default': there is nothing of ours to go back to.
  const back = () => (location.key === 'default' ? navigate(parent.url) : navigate(-1));
  return (
    <Button startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} onClick={back}>
      {translate('reports.kit.back', { title: translate(parent.title) })}
    </Button>
  );
}
