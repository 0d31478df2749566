/**
 * The company's own position (spec: finance; money-domain.md step 9), read from the ledger's balances by kind of
 * account. What it holds (cash with shippers, in the office box and in the bank, and what shippers owe it), what
 * it owes (merchants' money, fees owed to shippers), what it earned and spent. Since every transaction balances,
 * what it holds always equals what it owes plus what it earned less what it spent: the balance sheet balances.
 */
import type { AccountKind } from './accounts';

export const FINANCE_FIGURES = {
  cash_with_shippers: { kinds: ['shipper_cash'], sign: 1 },
  office_cash: { kinds: ['office_cash'], sign: 1 },
  bank: { kinds: ['bank'], sign: 1 },
  shipper_debt: { kinds: ['shipper_debt'], sign: 1 },
  owed_to_merchants: { kinds: ['merchant', 'merchant_due'], sign: -1 },
  shipper_payable: { kinds: ['shipper_payable'], sign: -1 },
  earned: { kinds: ['delivery_revenue', 'return_revenue', 'material_revenue'], sign: -1 },
  expenses: { kinds: ['shipper_fee_expense', 'write_off_expense', 'expense'], sign: 1 },
  capital: { kinds: ['capital'], sign: -1 },
} as const satisfies Record<string, { kinds: readonly AccountKind[]; sign: 1 | -1 }>;
export type FinanceFigure = keyof typeof FINANCE_FIGURES;
export const FINANCE_FIGURE_NAMES = Object.keys(FINANCE_FIGURES) as FinanceFigure[];

const ASSETS: readonly FinanceFigure[] = ['cash_with_shippers', 'office_cash', 'bank', 'shipper_debt'];
/** What it owes others, and the owners' money in it. */
const LIABILITIES: readonly FinanceFigure[] = ['owed_to_merchants', 'shipper_payable', 'capital'];

export interface Position {
  figures: Record<FinanceFigure, bigint>;
  assets: bigint;
  liabilities: bigint;
  /** Earned less spent. */
  net: bigint;
  /** Assets less liabilities less net: zero when the books balance. */
  imbalance: bigint;
}

/** The position of balances given by kind of account (debit positive). */
export function positionOf(balances: ReadonlyMap<AccountKind, bigint>): Position {
  const figures = Object.fromEntries(
    FINANCE_FIGURE_NAMES.map((name) => {
      const { kinds, sign } = FINANCE_FIGURES[name];
      return [name, BigInt(sign) * kinds.reduce((sum: bigint, kind: AccountKind) => sum + (balances.get(kind) ?? 0n), 0n)];
    }),
  ) as Record<FinanceFigure, bigint>;
  const total = (names: readonly FinanceFigure[]) => names.reduce((sum, name) => sum + figures[name], 0n);
  const assets = total(ASSETS);
  const liabilities = total(LIABILITIES);
  const net = figures.earned - figures.expenses;
  return { figures, assets, liabilities, net, imbalance: assets - liabilities - net };
}

/** Days the trend shows. */
export const TREND_DAYS = 90;
