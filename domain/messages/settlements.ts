/** Settling merchants' money: customer closings, payouts, expenses and the company's books. */
export const settlementsMessages = {
  orders_required: 'Choose at least one order to settle',
  too_many: 'Settle at most %{max} orders at a time',
  not_settleable: 'Order %{serial} cannot be settled now: it is settled already, or its cash is still with the shipper',
  nothing_due: 'Nothing is due to this merchant',
  payout_pending: 'This merchant already waits in payout batch %{batch}',
  payout_not_pending: 'This payout is %{status} already',
  payout_not_paid: 'Only a paid payout can be marked failed',
  reference_required: 'Enter the reference of the transfer or receipt',
  reason_required: 'Write why the transfer failed',
  method_mismatch: "This merchant is paid by %{method}: change the merchant's payout method first",
  category_inactive: 'This expense category is no longer in use',
  expense_removed: 'This expense was removed',
  expense_refused: 'This expense was refused by the approver: record a new one if it was paid',
  expense_pending: "Saved: above %{above} LE, it waits for a second person's approval on the approval desk before it is posted",
} as const;
