// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { PLURAL_FORM_COUNT, PLURAL_FORMS } from '../../src/i18n/plural';

type Flat = Record<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (typeof value === 'string') {
    out[prefix] = value;
    return out;
  }
  if (value === null || typeof value !== 'object') {
    throw new Error(`Unexpected ${typeof value} value at "${prefix}"`);
  }
  for (const [key, child] of Object.entries(value)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

function placeholders(message: string): string[] {
  return (message.match(/%\{[^}]+\}/g) ?? []).slice().sort();
}

function pluralSeparators(message: string): number {
  return message.split('||||').length - 1;
}

/** A count that picks each Arabic form, in order: zero, one, two, few, many, other. */
const SAMPLE_COUNTS = [0, 1, 2, 3, 11, 100];

/** The whole catalogues: react-admin's own messages and ours. */
const english = flatten(en);
const arabic = flatten(ar);
const englishKeys = Object.keys(english).sort();

describe('the Arabic catalogue', () => {
  it('has every key of the English catalogue and no other', () => {
    expect(Object.keys(arabic).sort()).toEqual(englishKeys);
    expect(englishKeys.length).toBeGreaterThan(0);
  });

  it('has no empty values', () => {
    for (const key of englishKeys) {
      const value = arabic[key];
      expect(typeof value, key).toBe('string');
      expect(value.length, key).toBeGreaterThan(0);
      if (english[key].trim() !== '') {
        expect(value.trim(), key).not.toBe('');
      }
    }
  });

  it('preserves interpolation placeholders', () => {
    const distinct = (message: string) => [...new Set(placeholders(message))];
    for (const key of englishKeys) {
      expect(distinct(arabic[key] ?? ''), key).toEqual(distinct(english[key]!));
    }
  });

  it('counts in six Arabic forms wherever English counts in two', () => {
    for (const key of englishKeys) {
      const forms = pluralSeparators(english[key]) === 0 ? 1 : PLURAL_FORM_COUNT.ar;
      expect(pluralSeparators(arabic[key] ?? '') + 1, key).toBe(forms);
    }
  });

  it('keeps the placeholders of the matching English form in each Arabic form (one and two may say the count in words)', () => {
    for (const key of englishKeys.filter((name) => english[name]!.includes('||||'))) {
      const englishForms = english[key]!.split('||||');
      (arabic[key] ?? '').split('||||').forEach((form, index) => {
        const englishForm = englishForms[PLURAL_FORMS.en(SAMPLE_COUNTS[index]!)]!;
        const inWords = index === 1 || index === 2;
        const compared = (list: string[]) => (inWords ? list.filter((name) => name !== '%{smart_count}') : list);
        expect(compared(placeholders(form)), `${key}[${index}]`).toEqual(compared(placeholders(englishForm)));
      });
    }
  });

  it('actually translates the messages', () => {
    const arabicScript = /[\u0600-\u06FF]/;
    /** The language switch names the other language, so the Arabic catalogue says 'English' there. */
    const namesOfLanguages = new Set(['app.switch_language']);
    const untranslated = englishKeys.filter(
      (key) => !namesOfLanguages.has(key) && /[A-Za-z]/.test(english[key].replace(/%\{[^}]+\}/g, '')) && !arabicScript.test(arabic[key] ?? ''),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('plural forms', () => {
  it('choose one of six Arabic forms by the count and its last two digits', () => {
    const counts = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1000];
    expect(counts.map(PLURAL_FORMS.ar)).toEqual([0, 1, 2, 3, 3, 4, 4, 5, 5, 5, 3, 4, 5]);
    expect(counts.map(PLURAL_FORMS.en)).toEqual([1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('read a message in the form its count asks for, in both languages', async () => {
    const { i18nProvider } = await import('../../src/providers/i18nProvider');
    await i18nProvider.changeLocale('en');
    expect([1, 5].map((smart_count) => i18nProvider.translate('follow_up.review.done', { smart_count }))).toEqual(['1 parcel updated', '5 parcels updated']);
    await i18nProvider.changeLocale('ar');
    expect([1, 2, 5, 11, 100].map((smart_count) => i18nProvider.translate('follow_up.review.done', { smart_count }))).toEqual([
      'تم تحديث شحنة واحدة',
      'تم تحديث شحنتين',
      'تم تحديث 5 شحنات',
      'تم تحديث 11 شحنةً',
      'تم تحديث 100 شحنة',
    ]);
  });
});
