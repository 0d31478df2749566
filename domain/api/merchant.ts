/** The answers of the merchant's dashboard figures (server/routes/merchant/analytics.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../orders/status';
import { OneOf } from './common';

const Count = Type.Object({ count: Type.Integer() });

export const PickupsWaiting = Count;
export const YesterdayOrders = Type.Object({ date: Type.String(), count: Type.Integer() });
export const Collected = Type.Object({ orders: Type.Integer(), total_collected: Type.String(), fees: Type.String(), net: Type.String() });
export const StatusCounts = Type.Array(Type.Object({ status: OneOf(ORDER_STATUSES), count: Type.Integer() }));
export const TopCities = Type.Array(Type.Object({ city: Type.Integer(), city_name: Type.String(), city_name_ar: Type.String(), count: Type.Integer() }));

/** Every figure of the dashboard, as the browser gathers them. */
export interface MerchantFigures {
  pickups: Static<typeof PickupsWaiting>;
  yesterday: Static<typeof YesterdayOrders>;
  collected: Static<typeof Collected>;
  statuses: Static<typeof StatusCounts>;
  cities: Static<typeof TopCities>;
}

/** The merchant login's own names; the username is the email it signs in with. */
export const MerchantProfile = Type.Object({ username: Type.String(), first_name: Type.String(), last_name: Type.String() });
export type MerchantProfile = Static<typeof MerchantProfile>;

const nullableId = Type.Union([Type.Integer(), Type.Null()]);

/** The merchant's own record: what it may change, and what the office keeps (shown, not changed here). */
export const MerchantCompany = Type.Object({
  /** The customer's id: the merchant's forms ask for its own prices by it. */
  id: Type.Integer(),
  company_name: Type.String(),
  address: Type.String(),
  city_id: nullableId,
  zone_id: nullableId,
  pickup_address: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  phone2: Type.String(),
  payout_method: Type.String(),
  payout_account: Type.String(),
});
export type MerchantCompany = Static<typeof MerchantCompany>;
