/** The answer of a shipment's price (server/routes/prices/shipment-price.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { PRICE_SOURCES } from '../prices';
import { Nullable, OneOf } from './common';

/** The delivery and return fee of one shipment, and the price row each comes from. */
export const ShipmentPrice = Type.Object({
  fee: Type.String(),
  return_fee: Type.String(),
  source: OneOf(PRICE_SOURCES),
  return_source: OneOf([...PRICE_SOURCES, 'return_template']),
});
export type ShipmentPrice = Static<typeof ShipmentPrice>;

/** One line of a merchant's price list: a city (and zone, or null for the city's other zones) with its prices. */
export const PriceListLine = Type.Object({
  city: Type.Integer(),
  city_name: Type.String(),
  city_name_ar: Type.String(),
  zone: Nullable(Type.Integer()),
  zone_name: Type.String(),
  zone_name_ar: Type.String(),
  delivery_price: Type.String(),
  return_price: Type.String(),
});
export type PriceListLine = Static<typeof PriceListLine>;
export const PriceList = Type.Object({ results: Type.Array(PriceListLine) });
export type PriceList = Static<typeof PriceList>;
