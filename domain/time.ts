/** Dates and times are shown in the company's time zone (spec section 9), whatever the browser's. */
export const TIME_ZONE = 'Africa/Cairo';

export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' };
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, dateStyle: 'medium' };
