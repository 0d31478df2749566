/** Stock entries' messages (domain/stock/entries.ts). */
export const stockEntryMessages = {
  to_required: 'Choose the warehouse the stock goes to',
  same_warehouse: 'A transfer goes to another warehouse',
  reason_required: 'Choose why the stock is adjusted',
  lines_required: 'Add at least one material',
  too_many_lines: 'An entry holds at most 50 materials',
  material_twice: 'This material is already on the entry',
  cost_invalid: 'Enter the unit cost in LE, such as 2.35',
  cost_too_high: 'A unit costs at most 10,000 LE',
  not_draft: 'This entry is posted: it is not changed but reversed',
  not_posted: 'Only a posted entry can be reversed',
  warehouse_inactive: 'This warehouse is closed',
  material_inactive: 'This material is no longer kept',
} as const;
