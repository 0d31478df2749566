/** Collect requests: a merchant asking for the money of its delivered orders (domain/requests/collect.ts). */
export const collectMessages = {
  order_unknown: "Order %{order} is not one of this merchant's orders",
  order_not_delivered: 'Order %{serial} is %{status}: only delivered orders can be collected',
  order_settled: 'Order %{serial} is already settled',
  order_already_asked: 'Order %{serial} is already in collect request %{id}',
  nothing_to_collect: 'There are no delivered orders waiting to be collected',
  method_required: 'Choose how the money goes: with a courier or by a transfer',
  shipper_required: 'Choose the courier who carries the cash',
  no_shipper_for_transfer: 'A transfer goes without a courier: choose cash to send one',
  date_past: 'Choose today or a later day',
  receipt_required: 'Attach the photo of the receipt the merchant signed',
} as const;
