/**
 * The follow-up calls (server/routes/orders/follow): the list of parcels out with shippers with its counts per
 * status group, the shipper choices, the per-shipper report and its xlsx, the review and the quick action; and
 * the search of shipping requests that the enhanced pickup requests screen reads.
 */
import type { GetListParams, GetListResult } from 'react-admin';
import type { QuickAction, ReviewOutcome } from '../../../domain/orders/follow-up';
import type { FollowPage, FollowReport } from '../../../domain/api/follow';
import type { NamedShipper, OrderPage, Updated } from '../../../domain/api/orders';
import { apiFetch, postJson } from '../http';
import { downloadFile, type ExportResult } from '../download';
import { toOrdering } from './mapping';
import type { OrderRecord } from './types';

export interface ReviewLine {
  id: number;
  status: ReviewOutcome;
  collected_amount?: string | null;
  hold_reason?: number | null;
  note?: string | null;
}

const FILTER_KEYS = ['query', 'shipper', 'followStatus', 'imageStatus', 'totalStatus'] as const;
const text = (value: unknown): string => (value == null ? '' : String(value).trim());

/** The list's filter as the follow-up's parameters (the list's order dates are its day range). */
export function followParams(filter: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  if (text(filter.order_date)) params.day_date = text(filter.order_date);
  if (text(filter.to_date)) params.to_date = text(filter.to_date);
  for (const key of FILTER_KEYS) if (text(filter[key])) params[key] = text(filter[key]);
  return params;
}

const getPage = async <T>(url: string, params: Record<string, string>) => (await apiFetch<T>(`${url}?${new URLSearchParams(params).toString()}`)).json;
const pageOf = (params: GetListParams) => ({ page: String(params.pagination?.page ?? 1), page_size: String(params.pagination?.perPage ?? 10) });

/** The follow-up list (GET addorders/getorderfollowup); the counts per status group travel in `meta`. */
export async function getFollowUpList(params: GetListParams): Promise<GetListResult<OrderRecord>> {
  const ordering = toOrdering(params.sort);
  const query = { ...pageOf(params), ...followParams(params.filter ?? {}), ...(ordering ? { ordering } : {}) };
  const json = await getPage<FollowPage>('/api/addorders/getorderfollowup', query);
  return { data: json.results, total: json.count, meta: { count_capped: json.count_capped, counts: json.counts } };
}

/** Pickup requests waiting for a shipper (GET addorders/search_orders_requst_shipping). */
export async function getShippingRequests(params: GetListParams): Promise<GetListResult<OrderRecord>> {
  const filter = params.filter ?? {};
  const query: Record<string, string> = { ...pageOf(params) };
  if (text(filter.query)) query.query = text(filter.query);
  if (text(filter.order_date)) query.FilterDate = text(filter.order_date);
  if (text(filter.order_serial)) query.serial_query = text(filter.order_serial);
  if (text(filter.customer)) query.customer = text(filter.customer);
  const json = await getPage<OrderPage>('/api/addorders/search_orders_requst_shipping', query);
  return { data: json.results, total: json.count };
}

export const followUpCalls = {
  /** One shipper's parcels of a day, up to 500 (a shipper's whole day), for the review. */
  followUpParcels: (shipper: number, day: string) =>
    getPage<FollowPage>('/api/addorders/getorderfollowup', { shipper: String(shipper), day_date: day, page_size: '500', ordering: 'id' }),
  followUpShippers: (day: string, to?: string) =>
    getPage<NamedShipper[]>('/api/addorders/getOrderFollowShipperFilter', { day_date: day, ...(to ? { to_date: to } : {}) }),
  followUpReport: async (filter: Record<string, unknown>) =>
    (await postJson<FollowReport>('/api/customization/getOrderFollowUpReport', followParams(filter))).json,
  exportFollowUpReport: (filter: Record<string, unknown>, lang: 'en' | 'ar'): Promise<ExportResult> =>
    downloadFile('/api/customization/getOrderFollowUpReport', { ...followParams(filter), export_excel: true, lang }, 'FollowUpReport.xlsx'),
  reviewOrders: async (shipper: number, orders: ReviewLine[]) => (await postJson<Updated>('/api/orders/review/', { shipper, orders })).json,
  quickAction: async (shipper: number, ids: number[], action: QuickAction, note?: string) =>
    (await postJson<Updated>('/api/orders/quick_action/', { shipper, ids, action, note })).json,
};
