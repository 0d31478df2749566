/** The answer of a shipment's price (server/routes/prices/shipment-price.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { PRICE_SOURCES } from '../prices';
import { OneOf } from './common';

/** The delivery and return fee of one shipment, and the price row each comes from. */
export const ShipmentPrice = Type.Object({
  fee: Type.String(),
  return_fee: Type.String(),
  source: OneOf(PRICE_SOURCES),
  return_source: OneOf([...PRICE_SOURCES, 'return_template']),
});
export type ShipmentPrice = Static<typeof ShipmentPrice>;
