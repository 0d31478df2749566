/**
 * The merchants' revenue (server/routes/revenue): one merchant's days, every merchant over a range, a day's
 * orders, each list's xlsx, and the merchant picker; the merchant's own days and orders on its dashboard. Money
 * travels as LE text ("125.50"), counts as numbers.
 */
import { apiFetch } from './http';
import { downloadFile } from './download';
import { bodyOf, queryOf } from './query';

/**
 * A row of a list: a day (`day`), a merchant (`customer_id`, `customer_name`, `company_name`) or an order
 * (`order_id`, `serial`, null when hidden from the caller, `status`), with its figures (domain/revenue.ts).
 */
export type RevenueRow = Record<string, string | number | null>;

export interface RevenueMerchant {
  id: number;
  name: string;
  company_name: string;
}

export interface RevenueAnswer {
  customer?: RevenueMerchant;
  from_date?: string;
  to_date?: string;
  day_date?: string;
  data: RevenueRow[];
  total: number;
  totals: RevenueRow;
}

/** The lists, by the path of their call (their export is `<path>export/`): staff's and the merchant's own. */
export const REVENUE_PATHS = {
  days: '/api/customers/revenue/',
  orders: '/api/customers/revenue/orders/',
  merchants: '/api/customers/newrevenue/',
  ownDays: '/api/customerdashboard/revenue/',
  ownOrders: '/api/customerdashboard/revenue/orders/',
} as const;
export type RevenueList = keyof typeof REVENUE_PATHS;

export const revenueCalls = {
  revenueList: async (list: RevenueList, params: Record<string, unknown>) => (await apiFetch<RevenueAnswer>(`${REVENUE_PATHS[list]}${queryOf(params)}`)).json,
  exportRevenue: (list: RevenueList, params: Record<string, unknown>, lang: 'en' | 'ar') =>
    downloadFile(`${REVENUE_PATHS[list]}export/`, { ...bodyOf(params), lang }, 'revenue.xlsx'),
  revenueMerchants: async () => (await apiFetch<RevenueMerchant[]>('/api/customers/revenue/customers/')).json,
};
