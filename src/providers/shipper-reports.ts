/**
 * The shippers' money reports (server/routes/shipper-reports): the closings report and one closing's details,
 * a shipper's revenue and every shipper's, and each report's xlsx. Money travels as LE text ("125.50").
 */
import type { ClosingDetails } from './closings';
import { apiFetch } from './http';
import { downloadFile } from './download';
import { bodyOf, queryOf } from './query';

export type ReportRow = Record<string, string | number | number[] | null>;

export interface ReportAnswer {
  from_date: string;
  to_date: string;
  results: ReportRow[];
  totals: ReportRow;
}

/** The reports a screen reads, by the path of their list call (their export is `<path>export/`). */
export const REPORT_PATHS = {
  ShipperCustodyReport: '/api/ShipperCustodyReport/',
  ShipperClosingRequestReport: '/api/ShipperClosingRequestReport/',
} as const;
export type ReportName = keyof typeof REPORT_PATHS;

export const shipperReportCalls = {
  shipperReport: async (name: ReportName, params: Record<string, unknown>) => (await apiFetch<ReportAnswer>(`${REPORT_PATHS[name]}${queryOf(params)}`)).json,
  exportShipperReport: (name: ReportName, params: Record<string, unknown>, lang: 'en' | 'ar') =>
    downloadFile(`${REPORT_PATHS[name]}export/`, { ...bodyOf(params), lang }, `${name}.xlsx`),
  /** One closing by its receipt number. */
  closingRequestDetails: async (rc: string) => (await apiFetch<ClosingDetails>(`/api/ShipperClosingRequestDetails/${encodeURIComponent(rc)}`)).json,
};
