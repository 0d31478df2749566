/** The merchant area's own screens (customer dashboard). */
export const merchantEn = {
  menu: {
    orders: 'Orders',
    new_order: 'New order',
    today: "Today's orders",
    rejected: 'Rejected orders',
  },
  titles: {
    all: 'My orders',
    today: "Today's orders",
    rejected: 'Orders the recipients refused',
  },
  analytics: {
    pickups: 'Waiting for pickup',
    pickups_hint: 'Parcels the courier has not collected yet',
    yesterday: "Yesterday's orders",
    collected: 'Collected',
    collected_hint: 'From %{smart_count} delivered order |||| From %{smart_count} delivered orders',
    net: 'Your share',
    net_hint: 'After %{fees} of delivery fees',
    by_status: 'Orders by status',
    top_cities: 'Top cities',
    no_orders: 'No orders in these dates',
    from_date: 'From',
    to_date: 'To',
    reversed: 'The end comes before the start',
    retry: 'Try again',
    ranges: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days', quarter: 'Last 90 days' },
  },
  empty: 'You have no orders yet',
  empty_hint: 'Enter your first order and we will pick it up from your address.',
};
