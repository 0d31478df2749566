/**
 * The CRUD methods of the order resources (the screens that are the order list in one of its variants, as the
 * screen registry says): the list is the admin list call (or the variant's own, ./screens), one order is
 * `addorders/order/:id/`, deletion is `DELETE orders/` with ids.
 */
import { HttpError, type CreateParams, type DataProvider, type GetListParams, type UpdateParams } from 'react-admin';
import { apiFetch, postJson, type ApiErrorBody } from '../http';
import { toFilterdata, toOrderPayload, toOrdering } from './mapping';
import { parentOf, screenNamed, STAFF_SCREENS } from '../../../domain/screens';
import { getReturnsFromShippers, getUrgentList, HURRY_PATH } from './screens';
import { getFollowUpList, getShippingRequests } from './follow-up';
import type { OrderList, OrderRecord } from './types';

/** The resources whose data is orders: the screens of their own (not pages of another) that are the order list. */
export const ORDER_RESOURCES: ReadonlySet<string> = new Set(
  STAFF_SCREENS.filter((screen) => screen.shared?.view === 'orderList' && !parentOf(screen)).map((screen) => screen.name),
);

type ListCall = (params: GetListParams) => Promise<{ data: OrderRecord[]; total?: number }>;
/** Variants whose list has a call of its own; every other order screen reads the admin list. */
const LIST_CALLS: Partial<Record<string, ListCall>> = {
  urgent: getUrgentList,
  returnsFromShippers: getReturnsFromShippers,
  followUp: getFollowUpList,
  pickupRequestsEnhanced: getShippingRequests,
};
/** The urgent orders' screen creates urgent orders. */
const URGENT = 'urgent';
const variantOf = (resource: string): string | undefined => screenNamed(resource)?.shared?.variant;

const ORDER_PATH = '/api/addorders/order/';
const orderPath = (id: unknown) => `${ORDER_PATH}${encodeURIComponent(String(id))}/`;

/** A field error whose message has arguments, in the special format that react-admin's ValidationError reads. */
const withArgs = (message: string, args: Record<string, string>) => `@@react-admin@@${JSON.stringify({ message, args })}`;

/**
 * A refused save, made to show beside its field: a duplicate customer serial (409) names the field and the
 * serial even when the server gives only the key.
 */
function fieldError(error: unknown, values: Record<string, unknown>): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as ApiErrorBody;
  const key = body.key ?? error.message;
  if (key !== 'orders.customer_serial_taken' && body.errors?.customer_serial !== 'orders.customer_serial_taken') return error;
  const errors = { ...body.errors, customer_serial: withArgs('orders.customer_serial_taken', { serial: String(values.customer_serial ?? '') }) };
  return new HttpError(error.message, error.status, { ...body, errors });
}

export async function getOrderList(params: GetListParams) {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 10;
  const body = { Filterdata: toFilterdata(params.filter ?? {}), ordering: toOrdering(params.sort) };
  const { json } = await postJson<OrderList>(`/api/orders/adminorders/?page=${page}&page_size=${perPage}`, body);
  return { data: json.results, total: json.count, meta: { count_capped: json.count_capped } };
}

export const getOrder = async (id: unknown) => (await apiFetch<OrderRecord>(orderPath(id))).json;

/** A new order; on the urgent orders' screen it is created urgent (HURRY_PATH). */
export async function createOrder(params: CreateParams, path: string = ORDER_PATH) {
  try {
    const { json } = await postJson<OrderRecord>(path, toOrderPayload(params.data, 'create'));
    return { data: json };
  } catch (error) {
    throw fieldError(error, params.data);
  }
}

export async function updateOrder(params: UpdateParams) {
  const values = { version: (params.previousData as Partial<OrderRecord> | undefined)?.version, ...params.data };
  try {
    const { json } = await apiFetch<OrderRecord>(orderPath(params.id), { method: 'PUT', body: JSON.stringify(toOrderPayload(values, 'update')) });
    return { data: json };
  } catch (error) {
    throw fieldError(error, values);
  }
}

export const deleteOrders = (ids: readonly unknown[]) =>
  apiFetch<{ deleted: number }>('/api/orders/', { method: 'DELETE', body: JSON.stringify({ ids: ids.map(Number) }) });

/** Sends the order resources' CRUD calls to the orders API and every other resource to `base`. */
export function withOrderResources<T extends DataProvider>(base: T): T {
  const isOrders = (resource: string) => ORDER_RESOURCES.has(resource);
  return {
    ...base,
    getList: (resource, params) => (isOrders(resource) ? (LIST_CALLS[variantOf(resource) ?? ''] ?? getOrderList)(params) : base.getList(resource, params)),
    getOne: async (resource, params) => (isOrders(resource) ? { data: await getOrder(params.id) } : base.getOne(resource, params)),
    getMany: async (resource, params) =>
      isOrders(resource) ? { data: await Promise.all(params.ids.map((id) => getOrder(id))) } : base.getMany(resource, params),
    create: (resource, params) =>
      isOrders(resource) ? createOrder(params, variantOf(resource) === URGENT ? HURRY_PATH : ORDER_PATH) : base.create(resource, params),
    update: (resource, params) => (isOrders(resource) ? updateOrder(params) : base.update(resource, params)),
    delete: async (resource, params) => {
      if (!isOrders(resource)) return base.delete(resource, params);
      await deleteOrders([params.id]);
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (resource, params) => {
      if (!isOrders(resource)) return base.deleteMany(resource, params);
      await deleteOrders(params.ids);
      return { data: params.ids };
    },
  } as T;
}
