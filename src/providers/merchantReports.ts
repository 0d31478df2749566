/** The merchant's price list (server/routes/merchant/prices.ts). */
import type { PriceListLine } from '../../domain/price-list';
import { apiFetch } from './http';

export const merchantReportMethods = {
  merchantPrices: async () => (await apiFetch<{ results: PriceListLine[] }>('/api/merchant/prices/')).json.results,
};
