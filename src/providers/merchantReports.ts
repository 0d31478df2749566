/** The merchant's price list and its report of orders by city (server/routes/merchant/prices.ts, reports.ts). */
import { apiFetch } from './http';
import type { FiguresRange } from './merchant';

/** One line of the merchant's prices: a city (zone null: all its zones) or a zone priced apart. */
export interface MerchantPrice {
  city: number;
  city_name: string;
  city_name_ar: string;
  zone: number | null;
  zone_name: string;
  zone_name_ar: string;
  delivery_price: string;
  return_price: string;
}

/** A city's orders over the range: all but cancelled, and how many were delivered and refused or returned. */
export interface CityOrders {
  city: number;
  city_name: string;
  city_name_ar: string;
  count: number;
  delivered: number;
  returned: number;
}

export const merchantReportMethods = {
  merchantPrices: async () => (await apiFetch<{ results: MerchantPrice[] }>('/api/merchant/prices/')).json.results,
  merchantOrdersByCity: async (range: FiguresRange) =>
    (await apiFetch<CityOrders[]>(`/api/merchant/reports/cities/?${new URLSearchParams({ ...range }).toString()}`)).json,
};
