import { Type, type Static } from '@sinclair/typebox';
import { reportRangeError } from '../../../domain/ledger/reports';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import { badRequest } from '../../lib/errors';
import { Id, OptionalDate, pastOrToday } from '../closings/schemas';

const Lang = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')]));
const OptionalId = Type.Optional(Type.Union([Id, Type.Literal('')]));
const range = { from_date: OptionalDate, to_date: OptionalDate, day_date: OptionalDate };

export const CustodyExportBody = Type.Object({ as_of: OptionalDate, lang: Lang });

export const ClosingReportQuery = Type.Object({ shipper: OptionalId, ...range });
export type ClosingReportQueryType = Static<typeof ClosingReportQuery>;
export const ClosingReportExport = Type.Object({ shipper: OptionalId, ...range, lang: Lang });

/** Shipper/revenue: the spec's variant parameters, `id` the shipper. */
export const RevenueQuery = Type.Object({ id: Id, ...range });
export type RevenueQueryType = Static<typeof RevenueQuery>;
export const RevenueExport = Type.Object({ id: Id, ...range, lang: Lang });

export const NewRevenueQuery = Type.Object(range);
export type NewRevenueQueryType = Static<typeof NewRevenueQuery>;
export const NewRevenueExport = Type.Object({ ...range, lang: Lang });

/** A closing's receipt number (`rc`), the one number staff and shippers read. */
export const DetailsParams = Type.Object({ rc: Id });

/** The days a report reads when none are given: the last 30, today included. */
export const DEFAULT_DAYS = 30;

/**
 * The range of a report's query: `day_date` alone is that one day (the spec's variant parameter); otherwise
 * `from_date` to `to_date`, which default to the last 30 days. Days after today, a reversed range or one longer
 * than a year are a 400 beside the field.
 */
export function rangeOf(query: { from_date?: string; to_date?: string; day_date?: string }): { from_date: string; to_date: string } {
  if (query.day_date) {
    const day = pastOrToday(query.day_date, 'day_date');
    return { from_date: day, to_date: day };
  }
  const to_date = query.to_date ? pastOrToday(query.to_date, 'to_date') : cairoToday();
  const from_date = query.from_date ? pastOrToday(query.from_date, 'from_date') : cairoDaysAgo(DEFAULT_DAYS - 1, to_date);
  const error = reportRangeError(from_date, to_date);
  if (error) throw badRequest({ to_date: error });
  return { from_date, to_date };
}
