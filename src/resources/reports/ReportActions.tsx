import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Button as MuiButton, Collapse, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { reportNamed } from '../../../domain/reports/catalogue';
import { reportUrl, type ReportDeclaration } from '../../../domain/reports/kit';
import { formulaOf, type MeasureKey } from '../../../domain/reports/measures';
import type { OrderStatus } from '../../../domain/orders/status';
import { RANGE_FIELDS } from '../../../domain/reports/range';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { AppDataProvider } from '../../providers/dataProvider';
import { statusKey } from '../orders/status';
import { DownloadButton } from '../shared/download';

/** The switch to the report's other view (`twin`) with the filters both know, for whoever may open it. */
function TwinSwitch({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const { filterValues } = useListContext();
  const twin = report.twin ? reportNamed(report.twin) : undefined;
  if (!twin || !permissions?.canOpen(reportUrl(twin))) return null;
  const known = new Set<string>([...Object.keys(twin.params), ...(twin.range ? RANGE_FIELDS : [])]);
  const filter = Object.fromEntries(Object.entries(filterValues as Record<string, unknown>).filter(([key]) => known.has(key)));
  return (
    <MuiButton size="small" startIcon={<SwapHorizIcon />} component={Link} to={`${reportUrl(twin)}?filter=${encodeURIComponent(JSON.stringify(filter))}`}>
      {translate('reports.kit.twin', { title: translate(`screens.${twin.name}`) })}
    </MuiButton>
  );
}

/** The report's files with the list's filters and sort, in the interface's language: Excel and CSV. */
export function ReportActions({ report }: { report: ReportDeclaration }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const params = { filter: filterValues, sort };
  return (
    <TopToolbar>
      <TwinSwitch report={report} />
      {(['xlsx', 'csv'] as const).map((format) => (
        <DownloadButton
          key={format}
          label={`reports.kit.export_${format}`}
          download={(lang) => (total ? dataProvider.exportReport(report.name, params, format, lang) : Promise.resolve({ empty: true }))}
        />
      ))}
    </TopToolbar>
  );
}

/** The formula of each measure among `columns`, written from the measures' table (domain/reports/measures.ts). */
export function MeasureFormulas({ columns }: { columns: readonly { measure?: MeasureKey }[] }) {
  const translate = useTranslate();
  const measures = [...new Set(columns.flatMap((column) => (column.measure ? [column.measure] : [])))];
  if (measures.length === 0) return null;
  const statusLabel = (status: OrderStatus) => translate(statusKey(status));
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('reports.measures.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {measures.map((measure) => (
          <li key={measure}>{formulaOf(measure, translate, statusLabel)}</li>
        ))}
      </Box>
    </>
  );
}

/** "How is this computed?": a page's rules (`about`, a catalogue text) and its measures' formulas, shown on request. */
export function AboutButton({ about, measures = [] }: { about: string; measures?: readonly { measure?: MeasureKey }[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="reports.kit.about" onClick={() => setOpen(!open)} aria-expanded={open}>
        <HelpOutlineIcon />
      </Button>
      <Collapse in={open}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(about)}
          <MeasureFormulas columns={measures} />
        </Alert>
      </Collapse>
    </>
  );
}

/** A report's "How is this computed?": its rules, written once in the catalogue, with its measures' formulas. */
export const ReportAbout = ({ report }: { report: ReportDeclaration }) => <AboutButton about={`reports.${report.name}.about`} measures={report.columns} />;
