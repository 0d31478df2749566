import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raArabic } from '../../src/i18n/ra-ar';

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

const english = flatten(englishMessages);
const arabic = flatten(raArabic);
const englishKeys = Object.keys(english).sort();

describe('ra-ar translation', () => {
  it('has exactly the same keys as ra-language-english', () => {
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
    const untranslated = englishKeys.filter(
      (key) => /[A-Za-z]/.test(english[key].replace(/%\{[^}]+\}/g, '')) && !arabicScript.test(arabic[key] ?? ''),
    );
    expect(untranslated).toEqual([]);
  });
});
