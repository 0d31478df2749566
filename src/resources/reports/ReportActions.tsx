import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Alert, Collapse } from '@mui/material';
import { useState } from 'react';
import { Button, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ReportDeclaration } from '../../../domain/reports/kit';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DownloadButton } from '../shared/download';

/** The report's files with the list's filters and sort, in the interface's language: Excel and CSV. */
export function ReportActions({ report }: { report: ReportDeclaration }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const params = { filter: filterValues, sort };
  return (
    <TopToolbar>
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

/** "How is this computed?": the report's rules, written once in the catalogue, shown on request. */
export function ReportAbout({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="reports.kit.about" onClick={() => setOpen(!open)} aria-expanded={open}>
        <HelpOutlineIcon />
      </Button>
      <Collapse in={open}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`reports.${report.name}.about`)}
        </Alert>
      </Collapse>
    </>
  );
}
