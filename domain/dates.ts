/**
 * Which dates the office accepts. A date outside these windows is a typing mistake (0001 for 2001, a year of six
 * digits), refused with a field error before it can reach the database; and PostgreSQL and JavaScript then
 * always agree on what a stored date means.
 *
 * - An order's date lies between FIRST_DATE and a year from today (Cairo): parcels are entered for today, a
 *   few days back, or booked ahead.
 * - A date in a filter, a report or a log search lies between FIRST_DATE and LAST_DATE.
 */
import type { MessageKey } from './messages';
import { cairoToday } from './time';

export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2099-12-31';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD text naming a real day (2026-02-30 has the shape but is no day). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_RE.test(text) || text < '0001-01-01') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The same day `years` years later (29 February becomes 28 February). */
export function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(year + years, month - 1, date));
  if (later.getUTCMonth() !== month - 1) later.setUTCDate(0);
  return later.toISOString().slice(0, 10);
}

/** The last order date accepted today: a year ahead. */
export const lastOrderDate = (today: string = cairoToday()): string => yearsAfter(today, 1);

/** Why an order date is refused, or undefined. Empty means "not given" and is left to the required rule. */
export function orderDateError(text: string, today: string = cairoToday()): MessageKey | undefined {
  if (text === '') return undefined;
  if (!isCalendarDate(text)) return 'orders.date_invalid';
  return text < FIRST_DATE || text > lastOrderDate(today) ? 'orders.date_out_of_range' : undefined;
}

/** Why a date given to a filter, report or log search is refused, or undefined. */
export function filterDateError(text: string): MessageKey | undefined {
  if (text === '') return undefined;
  if (!isCalendarDate(text)) return 'orders.date_invalid';
  return text < FIRST_DATE || text > LAST_DATE ? 'validation.date_out_of_range' : undefined;
}
