import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { parentReport } from '../../../domain/reports/catalogue';
import { reportTitle, reportUrl, type ReportDeclaration } from '../../../domain/reports/kit';

/**
 * On a page below another report (a day's orders below a merchant's days), the way back: to the page it was opened
 * from with its filters as they were, or to the report above when the page was opened on its own.
 */
export function BackToParent({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const parent = parentReport(report);
  if (!parent) return null;
  // React Router names the first page of a visit 'default': there is nothing of ours to go back to.
  const back = () => (location.key === 'default' ? navigate(reportUrl(parent)) : navigate(-1));
  return (
    <Button startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} onClick={back}>
      {translate('reports.kit.back', { title: translate(reportTitle(parent)) })}
    </Button>
  );
}
