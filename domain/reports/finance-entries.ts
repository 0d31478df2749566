/**
 * The entries behind one of the company's figures (spec: finance), a page below the finance screen: every ledger
 * entry posted on the figure's accounts over the range (the last 30 days unless chosen, a year at most), newest
 * first, signed as the figure counts (money in the office box is positive, money owed to merchants too), with its
 * account, what posted it, whose it is and its order. The books are the ledger's, so the entries are read a page at
 * a time in the ledger's order and not sorted otherwise; their total is what the figure moved over the range.
 */
import { FINANCE_FIGURE_NAMES } from '../ledger/finance';
import { defineReport, param } from './kit';

export const financeEntriesReport = defineReport({
  name: 'financeentries',
  below: { screen: 'finance', path: 'entries' },
  id: 'entry_id',
  keys: ['order_id'],
  params: { figure: param.choice(FINANCE_FIGURE_NAMES, { required: true }) },
  range: { days: 30, maxDays: 366 },
  columns: [
    { key: 'posted_at', kind: 'text', unsortable: true },
    { key: 'kind', kind: 'word', words: 'financeentries.kinds', unsortable: true },
    { key: 'account', kind: 'word', words: 'financeentries.accounts', unsortable: true },
    { key: 'owner_name', kind: 'text', unsortable: true },
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}', unsortable: true },
    { key: 'amount', kind: 'money', total: true, unsortable: true },
    { key: 'note', kind: 'text', unsortable: true },
  ],
  defaultSort: { field: 'posted_at', order: 'DESC' },
});
