/**
 * The staff analytics home (spec section 2: analytics; section 7: GET addorders/company_saticts; issue 23, item 3):
 * today and a range of order dates against the range just before it, as the caller may see them. Its figures are
 * measures of ./measures.ts (their formulas shown on request); what stands now comes from the ledger's balances and
 * the desks. Each figure leads to the rows behind it, for a caller who may open that page.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneOf } from '../api/common';
import { ORDER_STATUSES } from '../orders/status';
import type { MeasureKey } from './measures';

/** The measures the home compares, range against range before. */
export const HOME_MEASURES = [
  'orders',
  'delivered',
  'returned',
  'success_rate',
  'return_rate',
  'cod_collected',
  'fees',
] as const satisfies readonly MeasureKey[];
export type HomeMeasure = (typeof HOME_MEASURES)[number];

/** What stands now: cash with the couriers the caller sees, in the office (for who may open finance), owed to its merchants, and its desks' queues. */
export const HOME_NOW = ['cash_with_couriers', 'cash_in_office', 'owed_to_merchants', 'pickups_waiting', 'open_issues'] as const;
export type HomeNow = (typeof HOME_NOW)[number];

/** How many merchants and couriers the home ranks. */
export const HOME_TOP = 5;

const Range = Type.Object({ from_date: Type.String(), to_date: Type.String() });
const Figures = Type.Object({
  orders: Type.Integer(),
  delivered: Type.Integer(),
  returned: Type.Integer(),
  success_rate: Nullable(Type.Number()),
  return_rate: Nullable(Type.Number()),
  /** Money figures are null for a caller who may see no merchant's money. */
  cod_collected: Nullable(Type.String()),
  fees: Nullable(Type.String()),
});
const Ranked = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), orders: Type.Integer(), delivered: Type.Integer() }));

export const CompanyStatistics = Type.Object({
  today: Type.String(),
  range: Range,
  previous: Range,
  current: Figures,
  before: Figures,
  /** Orders by status: today's and the range's. */
  statuses: Type.Array(Type.Object({ status: OneOf(ORDER_STATUSES), today: Type.Integer(), range: Type.Integer() })),
  /** A money figure the caller may not see is null. */
  now: Type.Object({
    cash_with_couriers: Type.String(),
    cash_in_office: Nullable(Type.String()),
    owed_to_merchants: Nullable(Type.String()),
    pickups_waiting: Type.Integer(),
    open_issues: Type.Integer(),
  }),
  merchants: Ranked,
  couriers: Ranked,
  trend: Type.Array(Type.Object({ day: Type.String(), orders: Type.Integer(), delivered: Type.Integer(), returned: Type.Integer() })),
});
export type CompanyStatistics = Static<typeof CompanyStatistics>;

const range = 'from_date={from_date}&to_date={to_date}';

/** The page each figure opens (its `{from_date}` and `{to_date}` the range's); a figure with none opens nothing. */
export const HOME_ROWS: Readonly<Partial<Record<HomeMeasure | HomeNow, string>>> = {
  orders: `/dashboard/topcdetails?${range}`,
  delivered: `/dashboard/topcdetails?outcome=delivered&${range}`,
  returned: `/dashboard/topcdetails?outcome=returned&${range}`,
  success_rate: `/dashboard/OrdersStatistics?${range}`,
  return_rate: `/dashboard/OrdersStatistics?${range}`,
  cod_collected: `/dashboard/TopCompaniesByOrderReport?${range}`,
  fees: `/dashboard/TopCompaniesByOrderReport?${range}`,
  cash_with_couriers: '/dashboard/ShipperCustodyReport',
  cash_in_office: '/dashboard/finance',
  owed_to_merchants: '/dashboard/customers/wallet',
  pickups_waiting: '/dashboard/shipmentrequest',
  open_issues: '/dashboard/issue',
};

/** A merchant's or courier's page of the range. */
export const rankedRows = (kind: 'customer' | 'shipper', id: number, { from_date, to_date }: Static<typeof Range>) =>
  `/dashboard/topcdetails/${kind}/${id}?from_date=${from_date}&to_date=${to_date}`;

/** A figure's page with the range filled in. */
export const homeRows = (figure: HomeMeasure | HomeNow, { from_date, to_date }: Static<typeof Range>): string | undefined =>
  HOME_ROWS[figure]?.replace('{from_date}', from_date).replace('{to_date}', to_date);
