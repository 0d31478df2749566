import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { PLURAL_FORMS } from '../i18n/plural';
import { LANG_KEY } from './storage';

export type Language = 'en' | 'ar';
export const LANGUAGES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

export const storedLanguage = (): Language => (localStorage.getItem(LANG_KEY) === 'ar' ? 'ar' : 'en');
export const directionOf = (lang: Language): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** Each language counts with its own forms (src/i18n/plural.ts): two in English, six in Arabic. */
const pluralRules = {
  pluralTypes: { english: PLURAL_FORMS.en, arabic: PLURAL_FORMS.ar },
  pluralTypeToLanguages: { english: ['en'], arabic: ['ar'] },
};

/** English by default; the choice is kept in localStorage under `lang` (spec section 1). */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'ar' ? ar : en), storedLanguage(), LANGUAGES, {
  allowMissing: false,
  pluralRules,
});
