/**
 * The days a report reads (spec variant parameters `from_date`, `to_date`, `day_date`): `day_date` alone is that
 * one day; otherwise `from_date` to `to_date`, which default to the report's last days up to today. Days after
 * today, impossible dates, a reversed range or one longer than a year are refused beside their field.
 */
import { filterDateError } from '../dates';
import type { MessageKey } from '../messages';
import { reportRangeError } from '../ledger/reports';
import { cairoDaysAgo, cairoToday } from '../time';

export interface DateRange {
  from_date: string;
  to_date: string;
}

export const RANGE_FIELDS = ['from_date', 'to_date', 'day_date'] as const;
export type RangeQuery = Partial<Record<(typeof RANGE_FIELDS)[number], string>>;

/** The last `days` days, today included. */
export const lastDays = (days: number, today = cairoToday()): DateRange => ({ from_date: cairoDaysAgo(days - 1, today), to_date: today });

/** Why a report cannot read `day` (an impossible date, or one after today), or undefined. */
export function reportDayError(day: string, today = cairoToday()): MessageKey | undefined {
  return filterDateError(day) ?? (day > today ? 'validation.date_future' : undefined);
}

/** The range a query names, or the field errors refusing it. */
export function resolveRange(query: RangeQuery, days: number, today = cairoToday()): { range: DateRange } | { errors: Record<string, MessageKey> } {
  const given = RANGE_FIELDS.flatMap((field) => (query[field] ? [[field, query[field]] as const] : []));
  const errors = Object.fromEntries(given.flatMap(([field, day]) => (reportDayError(day, today) ? [[field, reportDayError(day, today)!]] : [])));
  if (Object.keys(errors).length) return { errors };
  if (query.day_date) return { range: { from_date: query.day_date, to_date: query.day_date } };
  const to_date = query.to_date || today;
  const from_date = query.from_date || cairoDaysAgo(days - 1, to_date);
  const error = reportRangeError(from_date, to_date);
  return error ? { errors: { to_date: error } } : { range: { from_date, to_date } };
}
