/** Stock counts' messages (domain/stock/counts.ts). */
export const stockCountMessages = {
  not_draft: 'This count is submitted: it is no longer changed',
  not_submitted: 'This count is not waiting for approval',
  not_approver: 'Approving a count needs the approval list',
  own_count: 'You submitted this count: another person approves it',
  stock_moved: '%{material} moved since the count was submitted (expected %{expected}, now %{held}): refuse it and count again',
  too_many_lines: 'A count holds at most 200 materials',
  lines_required: 'Count at least one material',
  material_twice: 'This material is already on the count',
  not_counted: 'Enter what was counted',
  bad_counted: 'Enter a whole number from 0 to 1,000,000',
  reason_required: 'Say why the count is refused',
  unknown_material: 'No material has this code or name',
} as const;

/** The low-stock bell (server/stock/low-stock.ts). */
export const stockAlertMessages = {
  low_stock: '%{material} is low: %{held} left in the warehouses',
  low_stock_content: 'Its reorder point is %{reorder}',
} as const;
