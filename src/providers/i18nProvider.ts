import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { LANG_KEY } from './storage';

export type Language = 'en' | 'ar';
export const LANGUAGES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

export const storedLanguage = (): Language => (localStorage.getItem(LANG_KEY) === 'ar' ? 'ar' : 'en');
export const directionOf = (lang: Language): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * Both catalogues write plurals as two forms, 'one |||| many'. Polyglot's own Arabic rule expects six,
 * so both languages use the same two-form rule.
 */
const pluralRules = {
  pluralTypes: { twoForms: (n: number) => (n === 1 ? 0 : 1) },
  pluralTypeToLanguages: { twoForms: ['en', 'ar'] },
};

/** English by default; the choice is kept in localStorage under `lang` (spec section 1). */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'ar' ? ar : en), storedLanguage(), LANGUAGES, {
  allowMissing: false,
  pluralRules,
});
