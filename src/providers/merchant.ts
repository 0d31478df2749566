import type { RequestKind } from '../../domain/requests/rules';
import type { CollectablePage } from '../../domain/api/collect';
import type { Cancelled } from '../../domain/api/orders';
import type { Materials, MerchantRequestDetails, RequestPage, RequestRecord, StoredRequest } from '../../domain/api/requests';
import { apiFetch, postJson } from './http';
import type { MerchantCompany, MerchantFigures, MerchantProfile } from '../../domain/api/merchant';

/** The range of the analytics home: order dates, both ends included (YYYY-MM-DD). */
export interface FiguresRange {
  from_date: string;
  to_date: string;
}
export type { MerchantCompany, MerchantFigures, MerchantProfile } from '../../domain/api/merchant';

const read = async <T>(url: string) => (await apiFetch<T>(url)).json;
const send = async <T>(url: string, body: unknown) => (await postJson<T>(url, body)).json;

/** The collect fields of a request of another kind (or not yet handed over): none. */
export const NO_COLLECT = {
  payout_method: null,
  collect_date: null,
  handed_over_at: null,
  totals: null,
  receipt_url: null,
  gallery_url: null,
} as const satisfies Partial<RequestRecord>;

/** The analytics home's five calls (spec: customer dashboard data), read at once for one range. */
async function merchantFigures(range: FiguresRange): Promise<MerchantFigures> {
  const query = new URLSearchParams({ from_date: range.from_date, to_date: range.to_date }).toString();
  const figure = <T>(path: string) => read<T>(`/api/addorders/${path}?${query}`);
  const [pickups, yesterday, collected, statuses, cities] = await Promise.all([
    figure<MerchantFigures['pickups']>('today_pickup'),
    figure<MerchantFigures['yesterday']>('get_yesterday_orders'),
    figure<MerchantFigures['collected']>('get_total_collected'),
    figure<MerchantFigures['statuses']>('get_orders_status'),
    figure<MerchantFigures['cities']>('get_top_cities'),
  ]);
  return { pickups, yesterday, collected, statuses, cities };
}
const write = async <T>(url: string, body: unknown) => (await apiFetch<T>(url, { method: 'PUT', body: JSON.stringify(body) })).json;

/** The merchant account page's calls (server/routes/merchant): each reads or writes the caller's own records only. */
export const merchantMethods = {
  merchantProfile: () => read<MerchantProfile>('/api/merchant/profile/'),
  saveMerchantProfile: (values: Pick<MerchantProfile, 'first_name' | 'last_name'>) => write<MerchantProfile>('/api/merchant/profile/', values),
  merchantCompany: () => read<MerchantCompany>('/api/merchant/company/'),
  saveMerchantCompany: (values: Record<string, unknown>) => write<MerchantCompany>('/api/merchant/company/', values),
  merchantFigures,
  merchantRequests: (kind: RequestKind, page = 1) => read<RequestPage>(`/api/merchant/requests/?kind=${kind}&page=${page}&page_size=10`),
  /** One request with its history, oldest first. */
  merchantRequest: (id: number) => read<MerchantRequestDetails>(`/api/merchant/requests/${id}/`),
  /** The merchant's pickup requests of a day the office has still to act on. */
  openPickupsOn: (day: string) => read<RequestPage>(`/api/merchant/requests/?kind=pickup&open=true&pickup_date=${encodeURIComponent(day)}&page_size=10`),
  requestPickup: (values: Record<string, unknown>) => send<StoredRequest>('/api/backup/requestbackup/', values),
  requestMaterial: (values: Record<string, unknown>) => send<StoredRequest>('/api/materialrequest/', values),
  /** Replaces the lines and notes of an open material request. */
  changeMaterialRequest: (id: number, values: Record<string, unknown>) =>
    apiFetch<RequestRecord>(`/api/addorders/material_requst_detail/${id}`, { method: 'PATCH', body: JSON.stringify(values) }).then((reply) => reply.json),
  merchantMaterials: () => read<Materials>('/api/merchant/materials/'),
  requestReturn: (ids: readonly (number | string)[], notes = '') =>
    send<StoredRequest>('/api/customization/customer_return_unDeliverd', { ids: ids.map(Number), notes }),
  cancelMerchantRequest: (id: number) => send<Cancelled>(`/api/merchant/requests/${id}/cancel/`, {}),
  /** The orders the merchant may ask its money for, a page at a time, with the totals of all of them. */
  collectableOrders: (page = 1, pageSize = 25) => read<CollectablePage>(`/api/merchant/collect/eligible/?page=${page}&page_size=${pageSize}`),
  /** A collect request of the orders named, or of every one waiting when none is named. */
  requestCollect: (ids: readonly number[] = [], notes = '') =>
    send<RequestRecord>('/api/customization/customer_collect_Deliverd_bulk', ids.length ? { ids, notes } : { notes }),
};
