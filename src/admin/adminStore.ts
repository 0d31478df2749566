import { localStorageStore, type Store } from 'react-admin';
import { storedLanguage } from '../providers/i18nProvider';
import { LANG_KEY } from '../providers/storage';

const base = localStorageStore('1', 'CourierAdmin');

/** react-admin's store, except that the locale lives in localStorage under `lang` (spec section 1). */
export const adminStore: Store = {
  ...base,
  getItem: <T>(key: string, defaultValue?: T): T => (key === 'locale' ? (storedLanguage() as T) : (base.getItem(key, defaultValue) as T)),
  setItem: <T>(key: string, value: T): void => {
    if (key === 'locale') localStorage.setItem(LANG_KEY, String(value));
    base.setItem(key, value);
  },
};
