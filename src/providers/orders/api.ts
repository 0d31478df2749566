/** The orders API's calls that are not CRUD, named after what they do (shared-notes/orders-api.md). */
import { HttpError } from 'react-admin';
import type { TodayCounts } from '../../../domain/orders/counts';
import { apiFetch, postJson } from '../http';
import type { PagedLists } from '../pages';
import { readAuth } from '../storage';
import type {
  BulkStatusUpdate,
  ColumnVisibility,
  FieldPermissions,
  OrderMoveOption,
  OrderPhoto,
  OrderRecord,
  OrderReply,
  SavedFilter,
  ShipmentPriceAnswer,
  ShipperChoice,
  StatusUpdate,
  TimelineEntry,
} from './types';
import type { CallerGrants } from '../../../domain/api/permissions';

type Updated = { updated: number };

const getJson = async <T>(url: string) => (await apiFetch<T>(url)).json;
const post = async <T>(url: string, body: unknown) => (await postJson<T>(url, body)).json;
const query = (params: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value == null ? [] : [[key, String(value)]]))).toString();

/** A call the server does not offer yet (404) reads as `fallback`, so a panel shows its empty state. */
async function orMissing<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return fallback;
    throw error;
  }
}

const multipart = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

const ids = (list: readonly (number | string)[]) => list.map(Number);

export const orderMethods = {
  orderMoves: (id: number) => orMissing(getJson<OrderMoveOption[]>(`/api/orders/moves/${id}/`), []),
  updateOrderStatus: (body: StatusUpdate) => post<OrderRecord>('/api/orders/orders_status_update/', body),
  bulkUpdateStatus: (body: BulkStatusUpdate) => post<Updated>('/api/orders/OrderbulkUpdate', body),
  assignShipper: (list: readonly (number | string)[], shipper: number) => post<Updated>('/api/orders/assign_shipper/', { ids: ids(list), shipper }),
  archiveOrders: (list: readonly (number | string)[]) => post<Updated>('/api/orders/archive_orders/', { ids: ids(list) }),
  cancelOrders: (list: readonly (number | string)[]) => post<Updated>('/api/orders/cancel_orders/', { ids: ids(list) }),
  printOrders: (list: readonly (number | string)[]) => post<OrderRecord[]>('/api/orders/print/', { ids: ids(list) }),
  orderTimeline: (id: number) => orMissing(getJson<TimelineEntry[]>(`/api/addorders/update_audit_log?${query({ id })}`), []),
  orderReplies: (id: number) => orMissing(getJson<OrderReply[]>(`/api/orders/${id}/replies`), []),
  addOrderReply: (id: number, reply: string) =>
    apiFetch<OrderReply>('/api/orders/order-replies/', { method: 'POST', body: multipart({ order: String(id), reply }) }).then((r) => r.json),
  /** The order's photos; with a shipper, only those that shipper took. */
  orderPhotos: (serial: string, shipper?: number | null) =>
    orMissing(getJson<OrderPhoto[]>(`/api/orders/images?${query({ serial, shipper: shipper ?? '' })}`), []),
  uploadOrderPhoto: (serial: string, shipper: number | null, file: File) =>
    apiFetch<OrderPhoto>('/api/orders/upload_photo/', {
      method: 'POST',
      body: multipart({ serial, shipper: shipper == null ? '' : String(shipper), file }),
    }).then((r) => r.json),
  /** The caller's saved column choice, or null when none is saved or the call is not offered. */
  orderColumns: async (): Promise<ColumnVisibility | null> => {
    const answer = await orMissing(
      getJson<{ columns?: ColumnVisibility } | null>(`/api/orders/get_OrderColumnVisibility?${query({ userid: readAuth()?.user.id })}`),
      null,
    );
    return answer?.columns ?? null;
  },
  saveOrderColumns: (columns: ColumnVisibility) => post<unknown>('/api/orders/saveOrderColumnVisibility', { columns }),
  /** The caller's field permissions (show_order_serial, show_fees, ...). */
  orderFieldPermissions: async (): Promise<Partial<FieldPermissions>> => {
    const answer = await getJson<{ permissions?: Partial<FieldPermissions> } & Partial<FieldPermissions>>('/api/orders/get_FieldPermissionById');
    return answer.permissions ?? answer;
  },
  shipmentPrice: (customer: number, city: number, zone: number | null) =>
    getJson<ShipmentPriceAnswer>(`/api/shipment-price?${query({ customer, city, zone: zone ?? '' })}`),
  /** The special permission codes the user holds (export_orders, bulk_status_update, delete_orders ...). */
  specialCodes: async (): Promise<string[]> =>
    (await getJson<{ permissions?: string[] }>('/api/special-permissions/current-user-permissions')).permissions ?? [],
  /** The caller's own customer rows and special codes, which the bulk actions' rules read (domain/orders/bulk-actions.ts). */
  myGrants: () => getJson<CallerGrants>('/api/orders/my_grants/'),
  /** Today's orders by status, for the staff home (holders of an order screen only). */
  todayCounts: () => getJson<TodayCounts>('/api/orders/today_counts/'),
  /** Active shippers for pickers (GET shipper/). */
  shipperChoices: () => getJson<ShipperChoice[]>('/api/shipper/'),
  /** The user's saved filters with their values (the `?simple=true` answer names them only). */
  savedFilters: () => orMissing(getJson<SavedFilter[]>('/api/user-filters/'), []),
  saveFilter: (name: string, filters: Record<string, unknown>) => post<SavedFilter>('/api/user-filters/', { name, filters }),
  renameFilter: (id: number, name: string) =>
    apiFetch<SavedFilter>(`/api/user-filters/${id}/`, { method: 'PATCH', body: JSON.stringify({ name }) }).then((r) => r.json),
  deleteFilter: (id: number) => apiFetch(`/api/user-filters/${id}/`, { method: 'DELETE' }),
};

export type OrderMethods = typeof orderMethods;

/** The order lists read in the spec's paging protocol: the latest replies (the viewReplies screen), newest first. */
export const orderLists: PagedLists = {
  orderReplies: { path: '/api/orders/replies/', params: () => ({}) },
};
