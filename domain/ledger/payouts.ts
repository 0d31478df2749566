/**
 * Paying merchants what customer closings settled (money-domain.md step 7): payouts go in batches of one method
 * (cash handed over by a courier or at the office, bank transfer, mobile wallet, InstaPay), each batch exported
 * as one file for the bank or the wallet provider, then marked paid with the reference the bank or the receipt
 * gives. Paying posts the payout; a transfer the bank sends back is marked failed with its reason, which
 * reverses the payout: the money is due to the merchant again.
 */
import type { PayoutMethodName } from '../validation/customer';
import type { LedgerEvent } from './events';
import type { FileColumn } from './reports';

/** Cash leaves the office box; everything else leaves the bank. */
export const payoutEvent = (method: PayoutMethodName): LedgerEvent => (method === 'cash' ? 'payout_cash' : 'payout_transfer');

/** The columns of a batch's file for the bank or the wallet provider (no screen shows it), with their headers. */
export const PAYOUT_FILE_COLUMNS: readonly (FileColumn & { en: string; ar: string })[] = [
  { key: 'payout_id', en: 'Payout', ar: 'رقم الصرف' },
  { key: 'name', en: 'Beneficiary', ar: 'المستفيد' },
  { key: 'account', en: 'Account', ar: 'الحساب' },
  { key: 'phone', en: 'Phone', ar: 'الهاتف' },
  { key: 'amount', en: 'Amount (EGP)', ar: 'المبلغ (ج.م)', money: true },
  { key: 'narrative', en: 'Narrative', ar: 'البيان' },
];

/** Most merchants one batch pays. */
export const PAYOUT_BATCH_MAX = 2000;
