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
