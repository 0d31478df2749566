/**
 * The order list variants with a list call of their own (server/routes/orders/hurry.ts and today.ts): the
 * urgent orders (GET addorders/hurryorder/, which takes the approved / pending choice the admin list's
 * Filterdata does not) and the returns from shippers (GET addorders/return_shipper_orders, which keeps
 * Undelivered, Rejected and Hold at once). Both answer a DRF page; each is guarded by its own screen's grant.
 */
import type { GetListParams, GetListResult } from 'react-admin';
import { LAST_DATE } from '../../../domain/dates';
import { apiFetch } from '../http';
import { toFilterdata } from './mapping';
import type { OrderPage, OrderRecord } from './types';

/** Urgent orders are listed, created (an order body) and approved here. */
export const HURRY_PATH = '/api/addorders/hurryorder/';
/** The urgent list reads a day alone as that day only; a 'from' date with no 'to' date reaches as far as a filter may. */
const OPEN_END = LAST_DATE;

const text = (value: unknown): string => (value == null ? '' : String(value).trim());

function pageParams(params: GetListParams): URLSearchParams {
  return new URLSearchParams({ page: String(params.pagination?.page ?? 1), page_size: String(params.pagination?.perPage ?? 10) });
}

async function readPage(url: string): Promise<GetListResult<OrderRecord>> {
  const { json } = await apiFetch<OrderPage>(url);
  return { data: json.results, total: json.count };
}

/** The urgent orders: search, order dates, one order (`<screen>/:id`) and approved '1' / not yet '0'. */
export function getUrgentList(params: GetListParams): Promise<GetListResult<OrderRecord>> {
  const filter = params.filter ?? {};
  const search = pageParams(params);
  const from = text(filter.order_date);
  const to = text(filter.to_date);
  const approved = text(filter.approved);
  if (text(filter.query)) search.set('query', text(filter.query));
  if (from) search.set('day_date', from);
  if (to || from) search.set('to_date', to || OPEN_END);
  if (/^\d+$/.test(text(filter.id))) search.set('id', text(filter.id));
  if (approved === '1' || approved === '0') search.set('action', approved === '1' ? 'approved' : 'pending');
  return readPage(`${HURRY_PATH}?${search.toString()}`);
}

/** Orders waiting to come back from shippers, with the list's other filters as query parameters. */
export function getReturnsFromShippers(params: GetListParams): Promise<GetListResult<OrderRecord>> {
  const search = pageParams(params);
  for (const [key, value] of Object.entries(toFilterdata(params.filter ?? {}))) search.set(key, String(value));
  return readPage(`/api/addorders/return_shipper_orders?${search.toString()}`);
}

export const urgentOrderCalls = {
  /** Approves an urgent order as the caller (PATCH addorders/hurryorder/:id/); a stale version gets 409. */
  approveUrgentOrder: (id: number, version?: number) =>
    apiFetch<OrderRecord>(`${HURRY_PATH}${id}/`, { method: 'PATCH', body: JSON.stringify({ approved: true, version }) }).then((r) => r.json),
};
