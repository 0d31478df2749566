/**
 * The merchants' money after delivery (server/routes/settlements): wallets, customer closings with their
 * statements, and the merchant's own wallet and statements. Money travels as LE text ("125.50").
 */
import type { DataProvider } from 'react-admin';
import type { CashSubmitState } from '../../domain/orders/money';
import { apiFetch, postJson } from './http';
import type { ExpenseStatus } from '../../domain/ledger/kinds';
import type { CapitalAccount, TransferKind } from '../../domain/ledger/transfers';
import { downloadFile } from './download';
import type { PageAnswer, PagedLists } from './pages';

export interface WalletRecord {
  id: number;
  name: string;
  company_name: string;
  payout_method: string;
  owed: string;
  with_shippers: string;
  in_office: string;
  due: string;
  paid: string;
}

export interface SettlementFigures {
  collected: string;
  fees: string;
  return_fees: string;
  adjustments: string;
  net: string;
}

export interface StatementLine extends SettlementFigures {
  order_id: number;
  serial: string;
  status: string;
  full_name: string;
  state: CashSubmitState;
}

export interface SettlementRecord extends SettlementFigures {
  id: number;
  number: number;
  customer_id: number;
  customer_name: string;
  company_name: string;
  order_count: number;
  note: string;
  created_by_name: string | null;
  created_at: string;
}

export type StatementRecord = SettlementRecord & { lines: StatementLine[] };
/** What may be settled now; `requested` lists the orders of the collect request named, when one is. */
export type SettlementPreview = SettlementFigures & { customer: number; orders: StatementLine[]; requested: number[] | null };

export type PayoutStatus = 'pending' | 'paid' | 'failed' | 'removed';

export interface PayoutItem {
  id: number;
  customer_id: number;
  name: string;
  company_name: string;
  phone: string;
  account: string;
  amount: string;
  status: PayoutStatus;
  reference: string;
  reason: string;
  paid_at: string | null;
}

export interface PayoutBatchRecord {
  id: number;
  method: string;
  note: string;
  created_at: string;
  exported_at: string | null;
  created_by_name: string | null;
  payouts: number;
  total: string;
  paid: number;
  paid_total: string;
  failed: number;
}

export type PayoutBatchDetails = PayoutBatchRecord & { items: PayoutItem[] };

export interface DueMerchant {
  id: number;
  name: string;
  company_name: string;
  account: string;
  due: string;
}

export interface FinanceAnswer {
  day: string;
  figures: Record<string, string>;
  assets: string;
  liabilities: string;
  net: string;
  balanced: boolean;
  trend: { day: string; cash: string; cash_with_shippers: string; owed_to_merchants: string; earned: string; spent: string }[];
}

export interface ExpenseRecord {
  id: number;
  category_id: number;
  category_name: string;
  category_name_ar: string;
  amount: string;
  expense_date: string;
  note: string;
  receipt_url: string | null;
  version: number;
  status: ExpenseStatus;
  created_by_name: string | null;
}

/** A move of the company's own cash (domain/ledger/transfers.ts). */
export interface TransferRecord {
  id: number;
  kind: TransferKind;
  account: CapitalAccount | null;
  amount: string;
  note: string;
  user_name: string | null;
  posted_at: string;
}

export interface CashBalances {
  office_cash: string;
  bank: string;
}

/** The merchant's own statements (its dashboard). */
export const MERCHANT_STATEMENTS = 'merchant-statements';

/** The merchants' money lists, each a paged list (./pages.ts) whose filters are its call's parameters; `meta.totals` adds up every row. */
export const settlementLists: PagedLists = {
  wallet: { path: '/api/customers/wallet/' },
  'customer-closing': { path: '/api/customer-closing/' },
  payouts: { path: '/api/payouts/' },
  expenses: { path: '/api/expenses/' },
  cashtransfers: { path: '/api/cashtransfers/' },
  [MERCHANT_STATEMENTS]: { path: '/api/customerdashboard/statements/' },
};

const get = async <T>(url: string) => (await apiFetch<T>(url)).json;

export const settlementCalls = {
  walletOf: (customer: number) => get<WalletRecord>(`/api/customers/wallet/${customer}`),
  previewSettlement: (customer: number, collect?: number) =>
    get<SettlementPreview>(`/api/customer-closing/preview/?customer=${customer}${collect ? `&collect=${collect}` : ''}`),
  saveSettlement: async (body: Record<string, unknown>) => (await postJson<StatementRecord>('/api/customer-closing/', body)).json,
  statement: (id: string) => get<StatementRecord>(`/api/customer-closing/${encodeURIComponent(id)}`),
  exportStatement: (id: number, number: number, lang: 'en' | 'ar') => downloadFile(`/api/customer-closing/${id}/export/`, { lang }, `statement-${number}.xlsx`),
  dueMerchants: (method: string) => get<DueMerchant[]>(`/api/payouts/due/?method=${encodeURIComponent(method)}`),
  createPayoutBatch: async (body: Record<string, unknown>) => (await postJson<PayoutBatchDetails>('/api/payouts/', body)).json,
  payoutBatch: (id: string) => get<PayoutBatchDetails>(`/api/payouts/${encodeURIComponent(id)}`),
  /** A batch's file for the bank or the wallet provider (CSV). */
  payoutFile: (batch: PayoutBatchRecord, lang: 'en' | 'ar') =>
    downloadFile(`/api/payouts/${batch.id}/file/?lang=${lang}`, undefined, `payouts-${batch.id}-${batch.method}.csv`),
  payPayouts: async (batch: number, payouts: number[], reference: string) =>
    (await postJson<PayoutBatchDetails>(`/api/payouts/${batch}/pay/`, { payouts, reference })).json,
  failPayout: async (batch: number, item: number, reason: string) =>
    (await postJson<PayoutBatchDetails>(`/api/payouts/${batch}/items/${item}/fail/`, { reason })).json,
  finance: (date: string) => get<FinanceAnswer>(`/api/finance/${date ? `?date=${date}` : ''}`),
  changeFee: async (body: Record<string, unknown>) => (await postJson<{ applied: boolean; requests: number[] }>('/api/orders/fee/', body)).json,
  uploadExpenseReceipt: async (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await apiFetch<ExpenseRecord>(`/api/expenses/${id}/receipt/`, { method: 'POST', body: form })).json;
  },
  expensePolicy: () => get<{ expense_approval_above: string }>('/api/expenses/policy/'),
  setExpensePolicy: async (above: string) =>
    (await apiFetch<{ expense_approval_above: string }>('/api/expenses/policy/', { method: 'PUT', body: JSON.stringify({ expense_approval_above: above }) }))
      .json,
  /** What the office box and the bank hold now. */
  cashBalances: async () => (await get<PageAnswer<TransferRecord> & { balances: CashBalances }>('/api/cashtransfers/?page=1&page_size=1')).balances,
  ownWallet: () => get<WalletRecord>('/api/customerdashboard/wallet/'),
  ownStatement: (id: string) => get<StatementRecord>(`/api/customerdashboard/statements/${encodeURIComponent(id)}`),
};

/** Saves an expense with its version and picks the wallets a merchant picker names; every other call goes to `base`. */
export function withSettlements<T extends DataProvider>(base: T): T {
  return {
    ...base,
    update: async (resource, params) => {
      if (resource !== 'expenses') return base.update(resource, params);
      const { category_id, amount, expense_date, note, version } = params.data as Partial<ExpenseRecord>;
      const { json } = await apiFetch<ExpenseRecord>(`/api/expenses/${String(params.id)}`, {
        method: 'PUT',
        body: JSON.stringify({ category_id, amount, expense_date, note: note ?? '', version }),
      });
      return { data: json };
    },
    getMany: async (resource, params) => {
      if (resource !== 'wallet') return base.getMany(resource, params);
      const found = await Promise.allSettled(params.ids.map((id) => settlementCalls.walletOf(Number(id))));
      return { data: found.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : [])) };
    },
  } as T;
}
