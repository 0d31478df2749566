/** The stock's calls besides plain CRUD (server/routes/stock-entries): an entry's list, posting and reversing. */
import type { StockEntryRecord } from '../../domain/api/stock-entries';
import { postJson } from './http';
import type { PagedLists } from './pages';

/** The stock entries, a paged list whose filters are its call's parameters. */
export const stockLists: PagedLists = { stock_entry: { path: '/api/stock_entry/' } };

export const stockCalls = {
  postStockEntry: async (id: number, version: number) => (await postJson<StockEntryRecord>(`/api/stock_entry/${id}/post/`, { version })).json,
  reverseStockEntry: async (id: number, version: number, note = '') =>
    (await postJson<StockEntryRecord>(`/api/stock_entry/${id}/reverse/`, { version, note })).json,
};
