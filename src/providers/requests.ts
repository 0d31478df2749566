/**
 * The staff request desks (server/routes/requests/staff.ts) as react-admin resources: each desk's list is its
 * spec call, one request (with its history and, for a return, its parcels) is `requests/{id}/`, and the desk
 * actions are named calls.
 */
import type { DataProvider, GetListParams } from 'react-admin';
import type { RequestKind } from '../../domain/requests/rules';
import { apiFetch, postJson } from './http';
import type { MerchantRequest, RequestHistoryEntry } from './merchant';
import type { OrderRecord } from './orders/types';

/** A request as the desks show it: the merchant's view plus its customer, shipper and who asked. */
export interface DeskRequest extends MerchantRequest {
  customer: number;
  customer_name: string;
  shipper: number | null;
  source: 'merchant' | 'staff' | 'auto';
}
export type DeskRequestDetails = DeskRequest & { history: RequestHistoryEntry[]; parcels: OrderRecord[] };

/** Each desk's resource, its kind and its list call; the pickup desk's finished requests have a call of their own. */
export const DESKS: Readonly<Record<string, { kind: RequestKind; list: (filter: Record<string, unknown>) => string; days: [string, string] }>> = {
  backup: {
    kind: 'pickup',
    list: (filter) => (filter.finished ? '/api/addorders/pickup_list_history' : '/api/addorders/backup_list'),
    days: ['FilterDate', 'to_date'],
  },
  materialrequestlist: { kind: 'material', list: () => '/api/addorders/material_requst_list', days: ['date', 'to_date'] },
  ReturnRequest: { kind: 'return', list: () => '/api/addorders/return_request_list', days: ['date', 'to_date'] },
};

/** The list filters (from, to, q, status, shippers, customer, user_type) as the desk call's query. */
function deskQuery(resource: string, params: GetListParams): string {
  const desk = DESKS[resource]!;
  const filter = params.filter ?? {};
  const query = new URLSearchParams({ page: String(params.pagination?.page ?? 1), page_size: String(params.pagination?.perPage ?? 10) });
  const given = (key: string) => filter[key] !== undefined && filter[key] !== '' && filter[key] !== null;
  if (given('from')) query.set(desk.days[0], String(filter.from));
  if (given('to')) query.set(desk.days[1], String(filter.to));
  if (given('q')) query.set('query', String(filter.q));
  for (const key of ['status', 'customer_id', 'user_type']) if (given(key)) query.set(key, String(filter[key]));
  const shippers = Array.isArray(filter.shippers) ? filter.shippers.map(Number) : [];
  if (shippers.length) query.set('shippers', JSON.stringify(shippers));
  return `${desk.list(filter)}?${query.toString()}`;
}

const send = async <T>(url: string, body: unknown) => (await postJson<T>(url, body)).json;

/** The desk actions on one or many requests (domain/requests/rules.ts says which apply). */
export const requestDeskCalls = {
  /** Assigns (or changes) the courier; null takes him back. */
  changeRequestShipper: (ids: readonly number[], shipper: number | null, note = '') =>
    send<{ changed: number }>('/api/requests/change_shipper/', { ids, shipper, note }),
  finishRequests: (ids: readonly number[], note = '') => send<{ changed: number }>('/api/requests/done/', { ids, note }),
  cancelRequests: (ids: readonly number[], note = '') => send<{ changed: number }>('/api/requests/cancel/', { ids, note }),
  /** A pickup asked for a customer by the office. */
  createPickupFor: (values: Record<string, unknown>) => send<DeskRequest>('/api/addorders/backup/', values),
};

/** Sends the desks' reads to their calls and every other resource to `base`. */
export function withRequestDesks<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getList: async (resource, params) => {
      if (!DESKS[resource]) return base.getList(resource, params);
      const { json } = await apiFetch<{ count: number; results: DeskRequest[] }>(deskQuery(resource, params));
      return { data: json.results, total: json.count };
    },
    getOne: async (resource, params) => {
      if (!DESKS[resource]) return base.getOne(resource, params);
      const { json } = await apiFetch<DeskRequestDetails>(`/api/requests/${encodeURIComponent(String(params.id))}/`);
      return { data: json };
    },
  } as T;
}
