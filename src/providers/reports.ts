/**
 * The reports on the kit as react-admin lists (domain/reports/kit.ts): `getList` of a report's screen reads
 * `/api/reports/<name>` in the spec's paging protocol (page and page_size in, count and results out) with the
 * list's filters as the report's parameters and its sort as `ordering`; the totals of every row and the columns
 * hidden from the caller come back in `meta`. Its files come from `/export` with the same parameters.
 */
import type { DataProvider, GetListParams } from 'react-admin';
import { reportNamed } from '../../domain/reports/catalogue';
import type { ReportPage } from '../../domain/reports/kit';
import { downloadFile, type ExportResult } from './download';
import { apiFetch } from './http';
import { queryOf } from './query';

/** What a report's list carries besides its rows: the totals of every row, the columns hidden, the days read, the required parameters not given yet. */
export interface ReportMeta {
  totals: ReportPage['totals'];
  hidden: string[];
  range?: ReportPage['range'];
  missing?: string[];
}

/** `ordering` as the server reads it: `field`, or `-field` for a descending sort. */
const orderingOf = (sort: GetListParams['sort']) => (sort ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined);

export const reportCalls = {
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

export function withReports<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getList: async (resource, params) => {
      const report = reportNamed(resource);
      if (!report) return base.getList(resource, params);
      // A report that needs a parameter (the shipper of his days) waits for it instead of asking the server.
      const missing = Object.entries(report.params).flatMap(([key, schema]) => (schema.report.required && (params.filter[key] ?? '') === '' ? [key] : []));
      if (missing.length) return { data: [], total: 0, meta: { totals: {}, hidden: [], missing } satisfies ReportMeta };
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const query = queryOf({ ...params.filter, page, page_size: perPage, ordering: orderingOf(params.sort) });
      const { json } = await apiFetch<ReportPage>(`/api/reports/${resource}${query}`, { signal: params.signal });
      const data = json.results.map((row) => ({ ...row, id: row[report.id] as string | number }));
      const meta: ReportMeta = { totals: json.totals, hidden: json.hidden, range: json.range };
      return { data, total: json.count, meta };
    },
  } as T;
}
