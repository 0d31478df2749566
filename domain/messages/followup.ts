/** The follow-up of parcels out with shippers (domain/orders/follow-up.ts). */
export const followupMessages = {
  range_reversed: 'The end date comes before the start date',
  range_too_long: 'Follow at most 31 days at a time',
  collected_above_total: 'The cash collected cannot be more than the order total of %{total} LE',
  not_shipper_parcel: 'This parcel is not with the chosen shipper',
  total_hidden: 'You cannot filter by an amount you may not see',
  order_twice: 'An order appears twice in the review',
} as const;
