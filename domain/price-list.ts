/**
 * A merchant's own price list (customerdashboard `Shipment/customerpricelist`): what it pays to send a parcel to
 * each city and zone, and for its return, priced by the one resolution of domain/prices.ts (customer zone,
 * customer city, category zone, category city; the return from the return template when it has one).
 *
 * The places listed are those any of its price rows name. A city shows once for the whole city when it has a
 * price there; a zone shows on its own only when its price differs from the whole city's (or the city has none),
 * so a category that prices forty zones at the city's price does not fill the page with forty equal lines.
 * A place no row prices is left out: an order there is refused ("no price"), it is not free.
 */
import { resolveShipmentPrice, type PriceQuery, type ShipmentPrice } from './prices';

export type PriceListQuery = Omit<PriceQuery, 'city_id' | 'zone_id'>;

export interface PriceListEntry {
  city_id: number;
  /** Null: the whole city (every zone not listed on its own). */
  zone_id: number | null;
  delivery_price: string;
  return_price: string;
}

/** A line of the price list as the merchant's page reads it: the place's names in both languages, the prices. */
export type { PriceListLine } from './api/prices';

const priceAt = (query: PriceListQuery, city_id: number, zone_id: number | null): ShipmentPrice | undefined => {
  const resolution = resolveShipmentPrice({ ...query, city_id, zone_id });
  return resolution.ok ? resolution.price : undefined;
};

const entry = (city_id: number, zone_id: number | null, price: ShipmentPrice): PriceListEntry => ({
  city_id,
  zone_id,
  delivery_price: price.fee,
  return_price: price.return_fee,
});

/** The merchant's prices, by city (ascending id) and within a city the whole city first, then zones by id. */
export function priceList(query: PriceListQuery): PriceListEntry[] {
  const rows = [...query.customerPrices, ...query.categoryPrices];
  const cities = [...new Set(rows.map((row) => row.city_id))].sort((a, b) => a - b);
  return cities.flatMap((city) => {
    const whole = priceAt(query, city, null);
    const zones = [...new Set(rows.filter((row) => row.city_id === city && row.zone_id !== null).map((row) => row.zone_id!))].sort((a, b) => a - b);
    const own = zones.flatMap((zone) => {
      const price = priceAt(query, city, zone);
      const same = price && whole && price.fee === whole.fee && price.return_fee === whole.return_fee;
      return price && !same ? [entry(city, zone, price)] : [];
    });
    return whole ? [entry(city, null, whole), ...own] : own;
  });
}
