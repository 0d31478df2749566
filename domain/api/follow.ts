/** The answers of the follow-up screens (server/routes/orders/follow): the parcels out with shippers and the report. */
import { Type, type Static } from '@sinclair/typebox';
import { FOLLOW_STATUSES } from '../orders/follow-up';
import { Nullable, SpecPage } from './common';
import { OrderRecord } from './orders';

const Counted = Type.Object({ count: Type.Integer(), capped: Type.Boolean() });

/** The parcels of each status group matching the filter, each counted up to the order list's cap. */
export const FollowCounts = Type.Object(
  Object.fromEntries(FOLLOW_STATUSES.map((group) => [group, Counted])) as Record<(typeof FOLLOW_STATUSES)[number], typeof Counted>,
);
export type FollowCounts = Static<typeof FollowCounts>;

/** A page of the parcels out with shippers, with the count of each status group and the day range followed. */
export const FollowPage = SpecPage(OrderRecord, { count_capped: Type.Boolean(), counts: FollowCounts, day_date: Type.String(), to_date: Type.String() });
export type FollowPage = Static<typeof FollowPage>;

const reportFigures = {
  parcels: Type.Integer(),
  out: Type.Integer(),
  delivered: Type.Integer(),
  hold: Type.Integer(),
  undelivered: Type.Integer(),
  returned: Type.Integer(),
  /** The cash the parcels carry and that collected on the delivered ones, null for a caller who may not see amounts. */
  cash_expected: Nullable(Type.String()),
  cash_collected: Nullable(Type.String()),
};

const FollowReportRow = Type.Object({ shipper_id: Type.Integer(), shipper_name: Type.String(), ...reportFigures });
export type FollowReportRow = Static<typeof FollowReportRow>;
const FollowReportTotals = Type.Object(reportFigures);
export type FollowReportTotals = Static<typeof FollowReportTotals>;

/** Per shipper: parcels by status group and cash, the totals of all of them, and the day range. */
export const FollowReport = Type.Object({
  results: Type.Array(FollowReportRow),
  totals: FollowReportTotals,
  from: Type.String(),
  to: Type.String(),
});
export type FollowReport = Static<typeof FollowReport>;

/** The report, or with `export_excel` its workbook. */
export const FollowReportAnswer = {
  description: 'The follow-up report, or its workbook',
  content: {
    'application/json': { schema: FollowReport },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: Type.String({ format: 'binary' }) },
  },
};
