/**
 * The days a report reads (spec variant parameters `from_date`, `to_date`, `day_date`): `day_date` alone is that
 * one day; otherwise `from_date` to `to_date`, which default to the report's last days (or its year so far) up to
 * today. Days after today, impossible dates, a reversed range or one longer than the report reads at once (a year
 * unless it says otherwise) are refused beside their field.
 */
import { filterDateError } from '../dates';
import type { MessageKey } from '../messages';
import { REPORT_MAX_DAYS, reportRangeError } from '../ledger/reports';
import { cairoDaysAgo, cairoToday } from '../time';

export interface DateRange {
  from_date: string;
  to_date: string;
}

export const RANGE_FIELDS = ['from_date', 'to_date', 'day_date'] as const;
export type RangeQuery = Partial<Record<(typeof RANGE_FIELDS)[number], string>>;

/** How many days a report reads by default: its last `days` up to the last day, or that day's year (`year`) or month (`month`) so far. */
export type DefaultDays = number | 'year' | 'month';

/** The first day of the default range ending on `to`. */
const firstDay = (days: DefaultDays, to: string): string =>
  days === 'year' ? `${to.slice(0, 4)}-01-01` : days === 'month' ? `${to.slice(0, 7)}-01` : cairoDaysAgo(days - 1, to);

/** The default days up to today, today included. */
export const lastDays = (days: DefaultDays, today = cairoToday()): DateRange => ({ from_date: firstDay(days, today), to_date: today });

/** The days of a month (YYYY-MM) within `from`–`to`: its first and last, or the bounds where the month runs past them. */
export function monthWithin(month: string, from: string, to: string): DateRange {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const last = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
  return { from_date: first < from ? from : first, to_date: last > to ? to : last };
}

/** Why a report cannot read `day` (an impossible date, or one after today), or undefined. */
export function reportDayError(day: string, today = cairoToday()): MessageKey | undefined {
  return filterDateError(day) ?? (day > today ? 'validation.date_future' : undefined);
}

/** The range a query names, or the field errors refusing it. */
export function resolveRange(
  query: RangeQuery,
  days: DefaultDays,
  today = cairoToday(),
  maxDays = REPORT_MAX_DAYS,
): { range: DateRange } | { errors: Record<string, MessageKey> } {
  const given = RANGE_FIELDS.flatMap((field) => (query[field] ? [[field, query[field]] as const] : []));
  const errors = Object.fromEntries(given.flatMap(([field, day]) => (reportDayError(day, today) ? [[field, reportDayError(day, today)!]] : [])));
  if (Object.keys(errors).length) return { errors };
  if (query.day_date) return { range: { from_date: query.day_date, to_date: query.day_date } };
  const to_date = query.to_date || today;
  const from_date = query.from_date || firstDay(days, to_date);
  const error = reportRangeError(from_date, to_date, maxDays);
  return error ? { errors: { to_date: error } } : { range: { from_date, to_date } };
}
