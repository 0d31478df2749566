/**
 * Moves of the company's own cash (the deposit and withdrawal screen, cashtransfers): office box to bank and back,
 * and the owners' money put in (an opening balance) or taken out, into or from the box or the bank. One table of
 * what each kind posts: its ledger event and the sign of the amount.
 */
import type { LedgerEvent } from './events';

export const TRANSFER_KINDS = ['deposit', 'withdrawal', 'capital_in', 'capital_out'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** Where the owners' money goes or comes from. */
export const CAPITAL_ACCOUNTS = ['office_cash', 'bank'] as const;
export type CapitalAccount = (typeof CAPITAL_ACCOUNTS)[number];

/** The event a transfer posts and the sign of its amount: positive moves cash into the bank, or into the company. */
export function transferEvent(kind: TransferKind, account: CapitalAccount): { event: LedgerEvent; sign: 1n | -1n } {
  if (kind === 'deposit' || kind === 'withdrawal') return { event: 'deposit', sign: kind === 'deposit' ? 1n : -1n };
  return { event: account === 'bank' ? 'capital_bank' : 'capital_cash', sign: kind === 'capital_in' ? 1n : -1n };
}
