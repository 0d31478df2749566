/**
 * The staff request desks (server/routes/requests/staff.ts) as react-admin resources: each desk's list is its
 * spec call, one request (with its history and, for a return, its parcels) is `requests/{id}/`, and the desk
 * actions are named calls.
 */
import type { DataProvider, GetListParams } from 'react-admin';
import type { CollectMethod } from '../../domain/requests/collect';
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

interface Desk {
  kind: RequestKind;
  list: (filter: Record<string, unknown>) => string;
  days: [string, string];
  /** The call's name of the status filter (the collect desk's is `status_query`). */
  status?: string;
  /** How the call takes couriers: a JSON array (the spec's desks) or comma-separated (the collect desk). */
  shippers?: 'json' | 'comma';
  /** Filters passed as they are, besides status and customer. */
  passed?: readonly string[];
}

/** Each desk's resource, its kind and its list call; the pickup desk's finished requests have a call of their own. */
export const DESKS: Readonly<Record<string, Desk>> = {
  backup: {
    kind: 'pickup',
    list: (filter) => (filter.finished ? '/api/addorders/pickup_list_history' : '/api/addorders/backup_list'),
    days: ['FilterDate', 'to_date'],
    passed: ['user_type'],
  },
  materialrequestlist: { kind: 'material', list: () => '/api/addorders/material_requst_list', days: ['date', 'to_date'] },
  ReturnRequest: { kind: 'return', list: () => '/api/addorders/return_request_list', days: ['date', 'to_date'] },
  collectList: {
    kind: 'collect',
    list: () => '/api/addorders/collect',
    days: ['FilterDate', 'to_date'],
    status: 'status_query',
    shippers: 'comma',
    passed: ['has_return_request'],
  },
};

/** The list filters (from, to, q, status, shippers, customer and the desk's own) as the desk call's query. */
function deskQuery(resource: string, params: GetListParams): string {
  const desk = DESKS[resource]!;
  const filter = params.filter ?? {};
  const query = new URLSearchParams({ page: String(params.pagination?.page ?? 1), page_size: String(params.pagination?.perPage ?? 10) });
  const given = (key: string) => filter[key] !== undefined && filter[key] !== '' && filter[key] !== null;
  if (given('from')) query.set(desk.days[0], String(filter.from));
  if (given('to')) query.set(desk.days[1], String(filter.to));
  if (given('q')) query.set('query', String(filter.q));
  if (given('status')) query.set(desk.status ?? 'status', String(filter.status));
  for (const key of ['customer_id', ...(desk.passed ?? [])]) if (given(key)) query.set(key, String(filter[key]));
  const shippers = Array.isArray(filter.shippers) ? filter.shippers.map(Number) : [];
  if (shippers.length) query.set('shippers', desk.shippers === 'comma' ? shippers.join(',') : JSON.stringify(shippers));
  if (desk.kind === 'collect') query.set('total_orders', 'true');
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
  /** A collect request the office opens for a merchant, of every order waiting. */
  openCollectFor: (customer_id: number, notes = '') => send<DeskRequest>('/api/addorders/collect/', { customer_id, notes }),
  /** One action on many collect requests: assign (a courier with cash, or a transfer), take the courier back, cancel. */
  collectStatus: (ids: readonly number[], action: 'assign' | 'unassign' | 'cancel', values: CollectAssignment = {}) =>
    send<{ changed: number }>('/api/addorders/collect/bulk_update-status/', { ids, action, ...values }),
  /** The hand-over: the photo of the receipt the merchant signed. */
  collectReceipt: async (id: number, file: File, note = '') => {
    const form = new FormData();
    form.append('note', note);
    form.append('file', file);
    return (await apiFetch<DeskRequest>(`/api/addorders/collect/${id}/receipt/`, { method: 'POST', body: form })).json;
  },
};

/** What assigning a collect request sends. */
export interface CollectAssignment {
  shipper?: number | null;
  payout_method?: CollectMethod;
  collect_date?: string;
  note?: string;
}

/** Sends the desks' reads to their calls and every other resource to `base`. */
export function withRequestDesks<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getList: async (resource, params) => {
      if (!DESKS[resource]) return base.getList(resource, params);
      const { json } = await apiFetch<{ count: number; results: DeskRequest[]; total_orders?: number }>(deskQuery(resource, params));
      return { data: json.results, total: json.count, meta: { total_orders: json.total_orders } };
    },
    getOne: async (resource, params) => {
      if (!DESKS[resource]) return base.getOne(resource, params);
      const { json } = await apiFetch<DeskRequestDetails>(`/api/requests/${encodeURIComponent(String(params.id))}/`);
      return { data: json };
    },
  } as T;
}
