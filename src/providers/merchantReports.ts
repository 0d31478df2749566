/** The merchant's price list (server/routes/merchant/prices.ts). */
import type { PriceList } from '../../domain/api/prices';
import { apiFetch } from './http';

export const merchantReportMethods = {
  merchantPrices: async () => (await apiFetch<PriceList>('/api/merchant/prices/')).json.results,
};
