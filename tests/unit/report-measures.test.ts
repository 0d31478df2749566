// @vitest-environment jsdom
/**
 * The measures' table (domain/reports/measures.ts): rates worked out by hand, formulas written from the table in
 * both languages, and every report column naming a rate has the columns of its parts.
 */
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../domain/reports/catalogue';
import { MEASURES, MEASURE_KEYS, formulaOf, isRate, rateOf, type MeasureKey, type Translate } from '../../domain/reports/measures';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';

/** A translate function over a catalogue, as the screen's: a key's text with its placeholders filled. */
const translatorOf =
  (catalogue: object): Translate =>
  (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    if (typeof text !== 'string') throw new Error(`no text at ${key}`);
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? `%{${name}}`);
  };

const figures = (values: Partial<Record<MeasureKey, number>>) => (part: MeasureKey) => values[part] ?? 0;

describe('the measures', () => {
  it('works out a rate from its parts, to one decimal, and none when nothing is in its divisor', () => {
    expect(rateOf('success_rate', figures({ delivered: 2, returned: 1 }))).toBe(66.7);
    expect(rateOf('return_rate', figures({ delivered: 2, returned: 1 }))).toBe(33.3);
    expect(rateOf('success_rate', figures({ delivered: 7, returned: 0 }))).toBe(100);
    expect(rateOf('success_rate', figures({ orders: 5 }))).toBeNull();
  });

  it('writes each formula from the table, in English and Arabic, with no placeholder left', () => {
    for (const [catalogue, statusWord] of [
      [en, 'Delivered'],
      [ar, 'تم التسليم'],
    ] as const) {
      const translate = translatorOf(catalogue);
      const statusLabel = (status: string) => translate(`resources.orders.statuses.${status.toLowerCase().replace(/\s+/g, '_')}`);
      for (const key of MEASURE_KEYS) expect(formulaOf(key, translate, statusLabel), key).not.toMatch(/%\{/);
      expect(formulaOf('delivered', translate, statusLabel)).toContain(statusWord);
    }
    const english = translatorOf(en);
    expect(formulaOf('success_rate', english, String)).toBe(
      'Delivery success rate: Delivered ÷ (Delivered + Returned or refused) × 100, by the day the order was entered; blank when the divisor is zero.',
    );
    expect(formulaOf('delivered', english, String)).toBe(
      'Delivered: orders whose status is now Delivered or Collected, counted by the day the order was entered. Cancelled orders count nowhere.',
    );
    expect(formulaOf('first_attempt', english, String)).toBe(
      "Delivered first time: the parcels that went out once only, on this run sheet, whose status is now Delivered or Collected, counted by the day of the courier's run sheet; a parcel counts once on each sheet it went out on.",
    );
  });

  it('gives every report column showing a rate the columns of its parts, and no rate a total of its own', () => {
    for (const report of REPORTS) {
      const measured = new Set(report.columns.flatMap((column) => (column.measure ? [column.measure] : [])));
      for (const column of report.columns) {
        const measure = column.measure && MEASURES[column.measure];
        if (!measure || !isRate(measure)) continue;
        expect([column.kind, column.total], `${report.name}.${column.key}`).toEqual(['percent', undefined]);
        for (const part of [measure.rate[0], ...measure.rate[1]]) expect(measured.has(part), `${report.name} lacks ${part}`).toBe(true);
      }
    }
  });
});
