import { Alert, Box } from '@mui/material';
import { List, Pagination, useGetList, useListContext, useTranslate } from 'react-admin';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { reportNamed } from '../../../domain/reports/catalogue';
import { reportTitle, type ReportDeclaration } from '../../../domain/reports/kit';
import type { ReportMeta } from '../../providers/reports';
import { useErrorText } from '../shared/errors';
import { ReportAbout, ReportActions } from './ReportActions';
import { ReportBody } from './ReportBody';
import { ReportChart } from './ReportChart';
import { QuickRanges } from './QuickRanges';
import { BackToParent } from './BackToParent';
import { defaultFilters, filtersFromUrl, filtersOf } from './filters';

const ROWS_PER_PAGE = [10, 25, 50, 100];

/**
 * A required parameter not given yet is asked for; when it is a record the caller has none to pick from (no merchant
 * whose revenue it may see), the page says so rather than asking for one.
 */
function MissingParam({ report, name }: { report: ReportDeclaration; name: string }) {
  const translate = useTranslate();
  const input = report.params[name]?.report;
  const reference = input?.input === 'reference' ? input : undefined;
  const choices = useGetList(reference?.reference ?? '', { filter: reference?.filter, pagination: { page: 1, perPage: 1 } }, { enabled: Boolean(reference) });
  const field = translate(`reports.${report.name}.params.${name}`);
  if (reference && choices.total === 0) return <Alert severity="warning">{translate('reports.kit.none_to_choose', { field })}</Alert>;
  return <Alert severity="info">{translate('reports.kit.choose', { field })}</Alert>;
}

/** A refused read (a bad parameter, a lost connection) says why instead of an empty table; a missing parameter is asked for. */
function ReportContent({ report }: { report: ReportDeclaration }) {
  const { error, meta } = useListContext();
  const errorText = useErrorText();
  const missing = (meta as ReportMeta | undefined)?.missing?.[0];
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (missing) return <MissingParam report={report} name={missing} />;
  return (
    <>
      <QuickRanges report={report} />
      <ReportChart report={report} />
      <ReportBody report={report} />
    </>
  );
}

/**
 * Any report on the kit, drawn from its declaration (domain/reports/kit.ts) as a react-admin list: its parameters
 * as filters kept in the address, what it computes on request, its chart, its table (cards on a phone) with the
 * totals of every row, paging, sorting, Excel and CSV files, and figures that open the rows behind them.
 */
export default function ReportPage({ name }: { name: string }) {
  const report = reportNamed(name)!;
  const [search] = useSearchParams();
  const routed = useParams();
  const fromUrl = filtersFromUrl(report, search, routed);
  if (fromUrl) return <Navigate replace to={`?filter=${encodeURIComponent(JSON.stringify(fromUrl))}`} />;
  return (
    <List
      resource={report.name}
      title={reportTitle(report)}
      filters={filtersOf(report)}
      filterDefaultValues={defaultFilters(report)}
      sort={report.defaultSort}
      perPage={10}
      actions={<ReportActions report={report} />}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      empty={false}
      exporter={false}
    >
      <Box sx={{ px: 1 }}>
        <BackToParent report={report} />
        <ReportAbout report={report} />
      </Box>
      <ReportContent report={report} />
    </List>
  );
}
