import { Typography } from '@mui/material';
import { useCallback } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';

/**
 * Money as every screen and print shows it: grouped in thousands for the interface language, two decimals, the
 * currency label of that language (`app.money`: "1,234.50 LE", "1,234.50 ج.م"). Exports keep their numeric cells as
 * numbers; only what people read goes through here.
 *
 * Digits are Latin in Arabic too ("ar-EG-u-nu-latn"): an Egyptian office reads money in Latin digits on its screens
 * (bank statements and transfers, the tax authority's e-invoices, wallet and courier apps), the same digits as this
 * product's Excel files, serials, phones and dates, so the cashier's count and the screen are compared figure by
 * figure. Arabic keeps its label and word order: the figure first, read from the right.
 *
 * The figure is one left-to-right run wherever it stands: digits and separators stay together, and an Arabic
 * negative carries the left-to-right mark CLDR puts before its minus sign ("‎-45.00"), so the sign stays before the
 * number inside Arabic text instead of jumping to its end. Nothing else is added, so the text a reader copies is the
 * figure itself.
 */
const LOCALES: Record<string, string> = { en: 'en-EG', ar: 'ar-EG-u-nu-latn' };
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string): Intl.NumberFormat {
  const locale = LOCALES[language] ?? LOCALES.en!;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

const isAmount = (amount: unknown): amount is string | number =>
  (typeof amount === 'number' && Number.isFinite(amount)) || (typeof amount === 'string' && amount.trim() !== '' && Number.isFinite(Number(amount)));

/** The figure alone ("1,234.50"), for columns whose header names the currency; '' for no amount. Decimal text is formatted exactly, never through a float. */
export function formatAmount(amount: unknown, language: string): string {
  if (!isAmount(amount)) return '';
  const value = typeof amount === 'string' ? (amount.trim() as `${number}`) : amount;
  return numberFormat(language).format(value);
}

/** The figure alone in the interface language (see formatAmount). */
export function useAmount(): (amount: unknown) => string {
  const [language] = useLocaleState();
  return useCallback((amount: unknown) => formatAmount(amount, language), [language]);
}

/** An amount with its currency label in the interface language ("1,234.50 LE"); '' for no amount. */
export function useMoney(): (amount: unknown) => string {
  const translate = useTranslate();
  const amount = useAmount();
  return useCallback(
    (value: unknown) => {
      const figure = amount(value);
      return figure && translate('app.money', { amount: figure });
    },
    [translate, amount],
  );
}

/** An amount with its label, kept on one line. */
export function Money({ amount }: { amount: unknown }) {
  const money = useMoney();
  return (
    <Typography component="span" variant="inherit" sx={{ whiteSpace: 'nowrap' }}>
      {money(amount)}
    </Typography>
  );
}

/** The amount in field `source` of the record in context (a list's column), with its label. */
export function MoneyField({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  return record ? <Money amount={record[source]} /> : null;
}
