/** The answers of the pickers other screens use for shippers and customers (server/routes/shippers/pickers.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/**
 * An active shipper as a picker offers him (GET shipper/): his phone blank where the caller may not see it, and his
 * delivery fee only to those who may see shipper fees (the order form fills the fee with it).
 */
export const ShipperChoice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  group_id: Nullable(Type.Integer()),
  /** The hub, where parcels wait between couriers. */
  is_hub: Type.Boolean(),
  delivery_fee: Type.Optional(Type.String()),
});
export type ShipperChoice = Static<typeof ShipperChoice>;

/** A customer whose returns the caller may handle. */
export const ReturnCustomer = Type.Object({ id: Type.Integer(), name: Type.String(), company_name: Type.String() });
export type ReturnCustomer = Static<typeof ReturnCustomer>;
