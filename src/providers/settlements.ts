/**
 * The merchants' money after delivery (server/routes/settlements): wallets, customer closings with their
 * statements, and the merchant's own wallet and statements. Money travels as LE text ("125.50").
 */
import type { DataProvider } from 'react-admin';
import type { ExpensePolicy, ExpenseRecord } from '../../domain/api/expenses';
import type { CashBalances, FinanceAnswer, TransferRecord } from '../../domain/api/money';
import type { DueMerchant, PayoutBatchDetails, PayoutBatchRecord, SettlementPreview, StatementRecord, WalletRecord } from '../../domain/api/settlements';
import { apiFetch, postJson } from './http';
import { downloadFile } from './download';
import type { PageAnswer, PagedLists } from './pages';

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
  expensePolicy: () => get<ExpensePolicy>('/api/expenses/policy/'),
  setExpensePolicy: async (above: string) =>
    (await apiFetch<ExpensePolicy>('/api/expenses/policy/', { method: 'PUT', body: JSON.stringify({ expense_approval_above: above }) })).json,
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
