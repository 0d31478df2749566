/**
 * How a count chooses among a message's forms (polyglot's `smart_count`, forms split by ` |||| `), by the Unicode
 * plural rules of each language (`Intl.PluralRules`).
 *
 * English has two: one, and every other count. Arabic has six, as Arabic counts a noun ("طلب واحد", "طلبان",
 * "3 طلبات", "11 طلبًا", "100 طلب"): zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up); from 100
 * on the last two digits decide again (103 is few, 111 many, 101 and 200 other). A count may come as text (a bell's
 * stored parameters), so it is read as a number.
 */
const ARABIC_FORMS: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const rules = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

export const PLURAL_FORMS = {
  en: (count: number | string): number => (rules.en.select(Number(count)) === 'one' ? 0 : 1),
  ar: (count: number | string): number => ARABIC_FORMS.indexOf(rules.ar.select(Math.abs(Number(count)))),
} as const;

export const PLURAL_FORM_COUNT = { en: 2, ar: 6 } as const;

/** The forms of an Arabic message, each with its own wording; `zero` reads like `other` unless given. */
export interface ArabicForms {
  zero?: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** An Arabic message in its six forms, as polyglot reads them. */
export const arabicPlural = ({ zero, one, two, few, many, other }: ArabicForms): string => [zero ?? other, one, two, few, many, other].join(' |||| ');

/** A record's name: the singular for one, the plural word for any other count (react-admin asks with 1 and 2). */
export const arabicNoun = (one: string, many: string): string => arabicPlural({ one, two: many, few: many, many, other: many });
