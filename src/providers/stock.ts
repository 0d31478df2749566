/** The stock's calls besides plain CRUD (server/routes/stock-entries, stock-counts): the lists, posting, reversing, counting and deciding. */
import type { StockCountRecord } from '../../domain/api/stock-counts';
import type { StockEntryRecord } from '../../domain/api/stock-entries';
import type { CountLineInput } from '../../domain/stock/counts';
import { apiFetch, postJson } from './http';
import type { PagedLists } from './pages';

/** The stock entries and counts, paged lists whose filters are their call's parameters. */
export const stockLists: PagedLists = { stock_entry: { path: '/api/stock_entry/' }, stockcount: { path: '/api/stockcount/' } };

const countStep = async (id: number, step: 'submit' | 'approve' | 'refuse', version: number, note = '') =>
  (await postJson<StockCountRecord>(`/api/stockcount/${id}/${step}/`, { version, note })).json;

export const stockCalls = {
  postStockEntry: async (id: number, version: number) => (await postJson<StockEntryRecord>(`/api/stock_entry/${id}/post/`, { version })).json,
  reverseStockEntry: async (id: number, version: number, note = '') =>
    (await postJson<StockEntryRecord>(`/api/stock_entry/${id}/reverse/`, { version, note })).json,
  /** Saves a draft count's lines and note; answers the count with its new version. */
  saveStockCount: async (id: number, body: { lines: CountLineInput[]; note: string; version: number }) =>
    (await apiFetch<StockCountRecord>(`/api/stockcount/${id}`, { method: 'PUT', body: JSON.stringify(body) })).json,
  stockCountStep: countStep,
};
