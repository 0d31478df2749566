/**
 * The shipper closings, their approval, the money change desks and the missed returns
 * (server/routes/closings) as react-admin resources and named calls. Money travels as LE text ("125.50").
 */
import type { CarriedMaterials, HandBackRecord } from '../../domain/api/hand-backs';
import type { DataProvider } from 'react-admin';
import type { AskedRequest, ClosingDetails, ClosingPreview, ClosingRecord, DecidedRequest, MissedReturns } from '../../domain/api/money';
import { apiFetch, postJson } from './http';
import type { PagedLists } from './pages';

export type MoneyDesk = 'approvallist' | 'editapprovallist';

/**
 * The closings and the money desks as paged lists (./pages.ts): the supervisor's desk (shipperapproval) is the
 * closings waiting for approval; `meta.totals` adds up every closing the filters match.
 */
export const closingLists: PagedLists = {
  shipperclosing: { path: '/api/shipperclosing/' },
  shipperapproval: { path: '/api/shipperclosing/', params: ({ filter }) => ({ ...filter, status: 'pending' }) },
  approvallist: { path: '/api/approvallist/' },
  editapprovallist: { path: '/api/editapprovallist/' },
};

const send = async <T>(url: string, body: unknown) => (await postJson<T>(url, body)).json;

export const closingCalls = {
  previewClosing: async (shipper: number) => (await apiFetch<ClosingPreview>(`/api/shipperclosing/preview/?shipper=${shipper}`)).json,
  saveClosing: (body: Record<string, unknown>) => send<ClosingRecord>('/api/shipperclosing/', body),
  carriedMaterials: async (shipper: number) => (await apiFetch<CarriedMaterials>(`/api/shipperclosing/materials/?shipper=${shipper}`)).json,
  handBackMaterials: (body: Record<string, unknown>) => send<HandBackRecord>('/api/shipperclosing/materials/', body),
  closingDetails: async (shipper: string, day: string, rc: string) =>
    (await apiFetch<ClosingDetails>(`/api/shipperclosing/details/${encodeURIComponent(shipper)}/${encodeURIComponent(day)}/${encodeURIComponent(rc)}`)).json,
  decideClosing: (id: number, to: 'approve' | 'refuse', note = '') => send<ClosingRecord>(`/api/shipperclosing/${id}/${to}/`, { note }),
  askMoneyChange: (desk: MoneyDesk, body: Record<string, unknown>) => send<AskedRequest>(`/api/${desk}/`, body),
  decideMoneyChange: (desk: MoneyDesk, id: number, to: 'approve' | 'refuse', note = '') => send<DecidedRequest>(`/api/${desk}/${id}/${to}/`, { note }),
};

/** Sends the missed returns to their call and every other resource to `base`. */
export function withClosings<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getList: async (resource, params) => {
      if (resource === 'MissedReturnShipper') {
        const shipper = params.filter?.shipper ? `?shipper=${encodeURIComponent(String(params.filter.shipper))}` : '';
        const { json } = await apiFetch<MissedReturns>(`/api/MissedReturnShipper/${shipper}`);
        return { data: json.results.map((row) => ({ ...row, id: `${row.rc}-${row.order_id}` })), total: json.results.length };
      }
      return base.getList(resource, params);
    },
  } as T;
}
