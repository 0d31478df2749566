/**
 * A merchant's own orders (server/routes/merchant/orders.ts) as the resource `customer_orders` of the merchant
 * area: the list (GET addorders/get_customer_orders, the staff list's filters as query parameters), one order,
 * create and change (while it waits for pickup), and the named calls of its pages: the timeline with the
 * courier's photos, cancel and print.
 */
import type { CreateParams, DataProvider, GetListParams, UpdateParams } from 'react-admin';
import { apiFetch, postJson } from '../http';
import { toFilterdata, toOrderPayload, toOrdering } from './mapping';
import type { OrderPage, OrderRecord } from './types';
import type { MerchantTimeline } from '../../../domain/api/orders';

export const MERCHANT_ORDERS = 'customer_orders';
/** One city's orders of the report of orders by city (report/TopCReportDetails): the same rows, listed by their own call. */
export const MERCHANT_CITY_ORDERS = 'customer_city_orders';
const LIST_URLS: Record<string, string> = {
  [MERCHANT_ORDERS]: '/api/addorders/get_customer_orders/',
  [MERCHANT_CITY_ORDERS]: '/api/merchant/reports/cities/orders/',
};
const BASE = '/api/merchant/orders/';
const orderPath = (id: unknown) => `${BASE}${encodeURIComponent(String(id))}/`;

export type { MerchantTimeline } from '../../../domain/api/orders';

async function getList(resource: string, params: GetListParams) {
  const search = new URLSearchParams({ page: String(params.pagination?.page ?? 1), page_size: String(params.pagination?.perPage ?? 10) });
  for (const [key, value] of Object.entries(toFilterdata(params.filter ?? {}))) search.set(key, String(value));
  const ordering = toOrdering(params.sort);
  if (ordering) search.set('ordering', ordering);
  const { json } = await apiFetch<OrderPage>(`${LIST_URLS[resource]}?${search.toString()}`);
  return { data: json.results, total: json.count, meta: { count_capped: json.count_capped } };
}

const getOne = async (id: unknown) => (await apiFetch<OrderRecord>(orderPath(id))).json;

async function create(params: CreateParams) {
  return { data: (await postJson<OrderRecord>(BASE, toOrderPayload(params.data, 'create'))).json };
}

async function update(params: UpdateParams) {
  const values = { version: (params.previousData as Partial<OrderRecord> | undefined)?.version, ...params.data };
  const { json } = await apiFetch<OrderRecord>(orderPath(params.id), { method: 'PUT', body: JSON.stringify(toOrderPayload(values, 'update')) });
  return { data: json };
}

/** Sends the merchant order resource's CRUD calls to the merchant's routes and every other resource to `base`. */
export function withMerchantOrders<T extends DataProvider>(base: T): T {
  const mine = (resource: string) => resource === MERCHANT_ORDERS;
  return {
    ...base,
    getList: (resource, params) => (resource in LIST_URLS ? getList(resource, params) : base.getList(resource, params)),
    getOne: async (resource, params) => (mine(resource) ? { data: await getOne(params.id) } : base.getOne(resource, params)),
    getMany: async (resource, params) => (mine(resource) ? { data: await Promise.all(params.ids.map(getOne)) } : base.getMany(resource, params)),
    create: (resource, params) => (mine(resource) ? create(params) : base.create(resource, params)),
    update: (resource, params) => (mine(resource) ? update(params) : base.update(resource, params)),
  } as T;
}

const ids = (list: readonly (number | string)[]) => ({ ids: list.map(Number) });

export const merchantOrderCalls = {
  merchantOrderTimeline: async (id: number) => (await apiFetch<MerchantTimeline>(`${orderPath(id)}timeline/`)).json,
  cancelMerchantOrders: async (list: readonly (number | string)[]) => (await postJson<{ cancelled: number }>(`${BASE}cancel/`, ids(list))).json,
  printMerchantOrders: async (list: readonly (number | string)[]) => (await postJson<OrderRecord[]>(`${BASE}print/`, ids(list))).json,
};
