/**
 * One shipper closing's details (server/routes/shipper-reports), and the row type of the tables drawn by hand. The
 * shippers' money reports themselves are on the report kit (./reports.ts). Money travels as LE text ("125.50").
 */
import type { ClosingDetails } from '../../domain/api/money';
import { apiFetch } from './http';

export type ReportRow = Record<string, string | number | number[] | null>;

export const shipperReportCalls = {
  /** One closing by its receipt number. */
  closingRequestDetails: async (rc: string) => (await apiFetch<ClosingDetails>(`/api/ShipperClosingRequestDetails/${encodeURIComponent(rc)}`)).json,
};
