import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../domain/time';

const UNITS = ['kb', 'mb', 'gb'] as const;

/** A file size as the spec shows it: bytes, KB, MB or GB with 2 decimals (translated units). */
export function useFileSize(): (bytes: number) => string {
  const translate = useTranslate();
  return useCallback(
    (bytes: number) => {
      if (bytes < 1024) return translate('resources.orders.size.bytes', { n: bytes });
      let value = bytes / 1024;
      let unit = 0;
      while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return translate(`resources.orders.size.${UNITS[unit]}`, { n: value.toFixed(2) });
    },
    [translate],
  );
}

/**
 * Dates in Africa/Cairo whatever the browser's zone: a YYYY-MM-DD day is read at noon UTC (the same day in
 * Cairo), a timestamp as the moment it is.
 */
export function useCairoDate(): (value: unknown, withTime?: boolean) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (value: unknown, withTime = false) => {
      if (typeof value !== 'string' || value === '') return '';
      const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
      if (Number.isNaN(at.getTime())) return value;
      return new Intl.DateTimeFormat(locale, withTime ? DATE_TIME_FORMAT : DATE_FORMAT).format(at);
    },
    [locale],
  );
}
