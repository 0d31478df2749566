import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { apiFetch, postJson } from './http';
import { merchantMethods } from './merchant';
import { merchantReportMethods } from './merchantReports';
import { withOrders, type OrdersCalls } from './ordersProvider';
import { issueCalls } from './issues';
import { dispatchCalls } from './dispatch';
import { deskLists, requestDeskCalls, withRequestDesks } from './requests';
import { closingCalls, closingLists, withClosings } from './closings';
import { shipperReportCalls } from './shipper-reports';
import { settlementCalls, settlementLists, withSettlements } from './settlements';
import { reportCalls, reportLists } from './reports';
import { withPagedLists } from './pages';
import { orderLists } from './orders/api';
import { siteSettingsCallbacks } from './siteSettingsCallbacks';
import { stockCalls, stockLists } from './stock';
import { evaluationCalls, evaluationLists } from './evaluations';
import type { FeedPage } from '../../domain/api/notifications';

/** ra-data-simple-rest speaking to /api through apiFetch (bearer token, error keys). */
const httpClient = (url: string, options: RequestInit = {}) => apiFetch<unknown>(url, options).then((r) => ({ ...r, json: r.json as never }));

const restProvider = simpleRestProvider('/api', httpClient);

export interface PasswordChange {
  password: string;
  new_password: string;
  confirm_password: string;
}

export type { FeedPage } from '../../domain/api/notifications';

export type FeedName = 'notifications' | 'order-alerts' | 'repeated-orders';
const feedPath = (feed: FeedName) => (feed === 'notifications' ? '/api/notifications/' : `/api/notifications/${feed}/`);
const markAllPath: Record<FeedName, string> = {
  notifications: '/api/notifications/mark-all-read/',
  'order-alerts': '/api/notifications/mark-all-order-alerts-read/',
  'repeated-orders': '/api/notifications/mark-all-repeated-read/',
};

/** The calls that are not CRUD, named after what they do. */
const customMethods = {
  changePassword: (values: PasswordChange) => postJson<{ message: string; key: string }>('/api/users/reset_password/', values).then((r) => r.json),
  resetUserPassword: (id: number, password: string) => postJson<{ key: string }>(`/api/useraccount/${id}/reset_password`, { password }).then((r) => r.json),
  getFeed: (feed: FeedName, page = 1) => apiFetch<FeedPage>(`${feedPath(feed)}?page=${page}&page_size=10`).then((r) => r.json),
  markRead: (ids: number[]) => postJson('/api/notifications/mark-read/', { notifications: ids }),
  markAllRead: (feed: FeedName) => postJson(markAllPath[feed], {}),
  ...merchantMethods,
  ...requestDeskCalls,
  ...issueCalls,
  ...merchantReportMethods,
  ...closingCalls,
  ...dispatchCalls,
  ...shipperReportCalls,
  ...settlementCalls,
  ...reportCalls,
  ...stockCalls,
  ...evaluationCalls,
};

export type AppDataProvider = DataProvider & typeof customMethods & OrdersCalls;

/** Every list read in the spec's paging protocol: the reports on the kit, the desks, the money lists, the stock entries and the latest replies. */
const pagedLists = { ...reportLists, ...settlementLists, ...closingLists, ...deskLists, ...orderLists, ...stockLists, ...evaluationLists };

export const dataProvider = withLifecycleCallbacks(
  withPagedLists(withSettlements(withClosings(withRequestDesks(withOrders({ ...restProvider, ...customMethods })))), pagedLists),
  [siteSettingsCallbacks],
) as AppDataProvider;
