/**
 * The shipper closings, their approval, the money change desks and the missed returns
 * (server/routes/closings) as react-admin resources and named calls. Money travels as LE text ("125.50").
 */
import type { DataProvider } from 'react-admin';
import type { ClosingStatus, MoneyRequestKind, MoneyRequestStatus } from '../../domain/ledger/kinds';
import { apiFetch, postJson } from './http';
import type { PagedLists } from './pages';
import type { StandingClosing } from '../../domain/ledger/closing';

export interface ClosingRecord {
  id: number;
  rc: number;
  shipper_id: number;
  shipper_name: string;
  closing_date: string;
  status: ClosingStatus;
  expected: string;
  counted: string;
  fees: string;
  fees_kept: boolean;
  previous_debt: string;
  difference: string;
  debt_after: string;
  denominations: Record<string, number> | null;
  note: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_note: string;
}

/** A parcel line of a closing or its preview (the customer and recipient blank when the caller may not see them). */
export interface ClosingLine {
  order_id: number;
  serial?: string;
  status?: string;
  customer_name?: string;
  full_name?: string;
  total_amount?: string;
  collected_amount?: string | null;
  amount?: string;
  expected?: string;
  cashed?: string;
  received?: boolean;
  resolved?: boolean;
}

export interface ClosingPreview {
  shipper: number;
  expected: string;
  fees_owed: string;
  fees_kept: string;
  previous_debt: string;
  to_hand_over: string;
  max_counted: string;
  /** The closings that already took his cash: those waiting for approval and the last approved one, newest first. */
  standing: StandingClosing[];
  cash: ClosingLine[];
  returns: ClosingLine[];
}

export type ClosingDetails = ClosingRecord & { cash: ClosingLine[]; returns: ClosingLine[] };

export interface MoneyRequestRecord {
  id: number;
  kind: MoneyRequestKind;
  status: MoneyRequestStatus;
  order_id: number | null;
  serial: string | null;
  shipper_id: number | null;
  shipper_name: string | null;
  closing_id: number | null;
  expense_id: number | null;
  rc: number | null;
  closing_date: string | null;
  amount: string | null;
  previous: string | null;
  reason: string;
  requested_by: number | null;
  requested_by_name: string | null;
  requested_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_note: string;
}

export interface MissedReturn {
  order_id: number;
  serial: string;
  status: string;
  customer_name: string;
  rc: number;
  closing_date: string;
  shipper_id: number;
  shipper_name: string;
}

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
  closingDetails: async (shipper: string, day: string, rc: string) =>
    (await apiFetch<ClosingDetails>(`/api/shipperclosing/details/${encodeURIComponent(shipper)}/${encodeURIComponent(day)}/${encodeURIComponent(rc)}`)).json,
  decideClosing: (id: number, to: 'approve' | 'refuse', note = '') => send<ClosingRecord>(`/api/shipperclosing/${id}/${to}/`, { note }),
  askMoneyChange: (desk: MoneyDesk, body: Record<string, unknown>) => send<{ id: number }>(`/api/${desk}/`, body),
  decideMoneyChange: (desk: MoneyDesk, id: number, to: 'approve' | 'refuse', note = '') =>
    send<{ id: number; status: MoneyRequestStatus }>(`/api/${desk}/${id}/${to}/`, { note }),
};

/** Sends the missed returns to their call and every other resource to `base`. */
export function withClosings<T extends DataProvider>(base: T): T {
  return {
    ...base,
    getList: async (resource, params) => {
      if (resource === 'MissedReturnShipper') {
        const shipper = params.filter?.shipper ? `?shipper=${encodeURIComponent(String(params.filter.shipper))}` : '';
        const { json } = await apiFetch<{ results: MissedReturn[] }>(`/api/MissedReturnShipper/${shipper}`);
        return { data: json.results.map((row) => ({ ...row, id: `${row.rc}-${row.order_id}` })), total: json.results.length };
      }
      return base.getList(resource, params);
    },
  } as T;
}
