/** Dates and times are shown in the company's time zone (spec section 9), whatever the browser's. */
export const TIME_ZONE = 'Africa/Cairo';

export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' };
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, dateStyle: 'medium' };

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A date as YYYY-MM-DD in Africa/Cairo (today by default). */
export function cairoToday(at: Date = new Date()): string {
  return isoDay.format(at);
}

/** The Cairo calendar date `days` days before today (counted in dates, so daylight saving cannot shift it). */
export function cairoDaysAgo(days: number, today: string = cairoToday()): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
