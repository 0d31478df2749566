/**
 * The staff request desks (server/routes/requests/staff.ts) as react-admin resources: each desk's list is its
 * spec call, one request (with its history and, for a return, its parcels) is `requests/{id}/`, and the desk
 * actions are named calls.
 */
import type { DataProvider } from 'react-admin';
import type { CollectMethod } from '../../domain/requests/collect';
import type { RequestKind } from '../../domain/requests/rules';
import { apiFetch, postJson } from './http';
import type { PagedList, PagedLists } from './pages';
import type { ChangedRequests, DeskRequestDetails, RequestRecord, StoredRequest } from '../../domain/api/requests';

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

/** The list filters (from, to, q, status, shippers, customer and the desk's own) as the desk call's parameters. */
function deskParams(desk: Desk, filter: Record<string, unknown>): Record<string, unknown> {
  const shippers = Array.isArray(filter.shippers) ? filter.shippers.map(Number) : [];
  return {
    [desk.days[0]]: filter.from,
    [desk.days[1]]: filter.to,
    query: filter.q,
    [desk.status ?? 'status']: filter.status,
    ...Object.fromEntries(['customer_id', ...(desk.passed ?? [])].map((key) => [key, filter[key]])),
    shippers: shippers.length ? (desk.shippers === 'comma' ? shippers.join(',') : JSON.stringify(shippers)) : undefined,
    // The collect desk counts the orders of every request its filters match (`meta.total_orders`).
    total_orders: desk.kind === 'collect' ? 'true' : undefined,
  };
}

const deskList = (desk: Desk): PagedList => ({ path: desk.list, params: ({ filter }) => deskParams(desk, filter ?? {}) });

/** The desks as paged lists (./pages.ts). */
export const deskLists: PagedLists = Object.fromEntries(Object.entries(DESKS).map(([resource, desk]) => [resource, deskList(desk)]));

const send = async <T>(url: string, body: unknown) => (await postJson<T>(url, body)).json;

/** The desk actions on one or many requests (domain/requests/rules.ts says which apply). */
export const requestDeskCalls = {
  /** Assigns (or changes) the courier; null takes him back. */
  /** Assigns (or, with none, takes back) the courier; a material request's packaging is issued from `warehouse`. */
  changeRequestShipper: (ids: readonly number[], shipper: number | null, note = '', warehouse?: number) =>
    send<ChangedRequests>('/api/requests/change_shipper/', { ids, shipper, note, ...(warehouse ? { warehouse } : {}) }),
  finishRequests: (ids: readonly number[], note = '') => send<ChangedRequests>('/api/requests/done/', { ids, note }),
  cancelRequests: (ids: readonly number[], note = '') => send<ChangedRequests>('/api/requests/cancel/', { ids, note }),
  /** A pickup asked for a customer by the office. */
  createPickupFor: (values: Record<string, unknown>) => send<StoredRequest>('/api/addorders/backup/', values),
  /** A collect request the office opens for a merchant, of every order waiting. */
  openCollectFor: (customer_id: number, notes = '') => send<RequestRecord>('/api/addorders/collect/', { customer_id, notes }),
  /** One action on many collect requests: assign (a courier with cash, or a transfer), take the courier back, cancel. */
  collectStatus: (ids: readonly number[], action: 'assign' | 'unassign' | 'cancel', values: CollectAssignment = {}) =>
    send<ChangedRequests>('/api/addorders/collect/bulk_update-status/', { ids, action, ...values }),
  /** The hand-over: the photo of the receipt the merchant signed. */
  collectReceipt: async (id: number, file: File, note = '') => {
    const form = new FormData();
    form.append('note', note);
    form.append('file', file);
    return (await apiFetch<RequestRecord>(`/api/addorders/collect/${id}/receipt/`, { method: 'POST', body: form })).json;
  },
};

/** What assigning a collect request sends. */
export interface CollectAssignment {
  shipper?: number | null;
  payout_method?: CollectMethod;
  collect_date?: string;
  note?: string;
}

/** Reads one request of a desk, with its history and parcels; every other call goes to `base`. */
export function withRequestDesks<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getOne: async (resource, params) => {
      if (!DESKS[resource]) return base.getOne(resource, params);
      const { json } = await apiFetch<DeskRequestDetails>(`/api/requests/${encodeURIComponent(String(params.id))}/`);
      return { data: json };
    },
  } as T;
}
