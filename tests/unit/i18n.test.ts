// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';

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
    for (const key of englishKeys) {
      expect(placeholders(arabic[key] ?? ''), key).toEqual(placeholders(english[key]));
    }
  });

  it('preserves Polyglot plural forms', () => {
    for (const key of englishKeys) {
      expect(pluralSeparators(arabic[key] ?? ''), key).toBe(pluralSeparators(english[key]));
    }
  });

  it('keeps placeholders in each plural form', () => {
    for (const key of englishKeys) {
      const englishForms = english[key].split('||||');
      const arabicForms = (arabic[key] ?? '').split('||||');
      englishForms.forEach((form, index) => {
        expect(placeholders(arabicForms[index] ?? ''), `${key}[${index}]`).toEqual(placeholders(form));
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
  it('picks the singular for one and the plural for more, in both languages', async () => {
    const { i18nProvider } = await import('../../src/providers/i18nProvider');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe(
      english['ra.action.bulk_actions']!.split('||||')[0]!.trim().replace('%{smart_count}', '1'),
    );
    await i18nProvider.changeLocale('ar');
    const [one, many] = arabic['ra.action.bulk_actions']!.split('||||').map((form) => form.trim());
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe(one!.replace('%{smart_count}', '1'));
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(many!.replace('%{smart_count}', '3'));
  });
});
