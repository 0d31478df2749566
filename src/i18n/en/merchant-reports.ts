/** The merchant's price list and its report of orders by city (customer dashboard). */
export const merchantReportsEn = {
  menu: {
    prices: 'My prices',
    by_city: 'Orders by city',
  },
  prices: {
    title: 'My prices',
    intro: 'What you pay us to deliver a parcel, and to bring it back when it is not delivered.',
    search: 'Search a city or zone',
    city: 'City',
    all_cities: 'All cities',
    zone: 'Zone',
    whole_city: 'All zones',
    delivery: 'Delivery',
    return: 'Return',
    count: '%{smart_count} price |||| %{smart_count} prices',
    empty: 'No prices are set for you yet. The office will add them; until then please call us for a price.',
    no_match: 'No city or zone matches your search.',
  },
  city_orders: {
    title: 'Orders to %{city}',
    range: 'Ordered from %{from} to %{to}',
    range_open: 'All order dates',
    back: 'Back to orders by city',
    empty: 'No orders to this city in these dates',
  },
};
