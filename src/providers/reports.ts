/**
 * The reports on the kit as react-admin lists (domain/reports/kit.ts): a report's screen is a paged list
 * (./pages.ts) reading `/api/reports/<name>` with the list's filters as the report's parameters; the totals of every
 * row and the columns hidden from the caller come back in `meta`. Its files come from `/export` with the same
 * parameters.
 */
import type { GetListParams } from 'react-admin';
import { REPORTS } from '../../domain/reports/catalogue';
import type { ReportPage } from '../../domain/reports/kit';
import type { CompanyStatistics } from '../../domain/reports/analytics-home';
import { downloadFile, type ExportResult } from './download';
import { apiFetch } from './http';
import type { FiguresRange } from './merchant';
import { orderingOf, type PagedLists } from './pages';
import { queryOf } from './query';

/** What a report's list carries besides its rows: the totals of every row, the columns hidden, the days read, the required parameters not given yet. */
export interface ReportMeta {
  totals: ReportPage['totals'];
  hidden: string[];
  range?: ReportPage['range'];
  missing?: string[];
  chart?: ReportPage['chart'];
}

export const reportCalls = {
  /** The staff analytics home's figures over a range of order dates (spec: GET addorders/company_saticts). */
  companyStatistics: async (range: FiguresRange) => (await apiFetch<CompanyStatistics>(`/api/addorders/company_saticts${queryOf({ ...range })}`)).json,
  exportReport: (
    name: string,
    params: { filter: Record<string, unknown>; sort?: GetListParams['sort'] },
    format: 'xlsx' | 'csv',
    lang: 'en' | 'ar',
  ): Promise<ExportResult> =>
    downloadFile(
      `/api/reports/${name}/export${queryOf({ ...params.filter, ordering: orderingOf(params.sort), format, lang })}`,
      undefined,
      `${name}.${format}`,
    ),
};

/** Each report on the kit as a paged list: its parameters are the list's filters, a required one missing keeps it empty. */
export const reportLists: PagedLists = Object.fromEntries(
  REPORTS.map((report) => [
    report.name,
    {
      path: `/api/reports/${report.name}`,
      id: report.id,
      missing: (filter) => Object.entries(report.params).flatMap(([key, schema]) => (schema.report.required && (filter[key] ?? '') === '' ? [key] : [])),
    },
  ]),
);
