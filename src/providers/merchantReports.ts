/** The merchant's price list and its report of orders by city (server/routes/merchant/prices.ts, reports.ts). */
import type { CityCount } from '../../domain/orders/by-city';
import type { PriceListLine } from '../../domain/price-list';
import { apiFetch } from './http';
import type { FiguresRange } from './merchant';

export const merchantReportMethods = {
  merchantPrices: async () => (await apiFetch<{ results: PriceListLine[] }>('/api/merchant/prices/')).json.results,
  merchantOrdersByCity: async (range: FiguresRange) =>
    (await apiFetch<CityCount[]>(`/api/merchant/reports/cities/?${new URLSearchParams({ ...range }).toString()}`)).json,
};
