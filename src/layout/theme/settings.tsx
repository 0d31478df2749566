import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { i18nProvider, directionOf, storedLanguage, type Language } from '../../providers/i18nProvider';
import { LANG_KEY, SETTINGS_KEY } from '../../providers/storage';

export const THEME_MODES = ['light', 'dark', 'nature'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** The settings drawer's choices, kept across reloads in localStorage. */
export interface DisplaySettings {
  mode: ThemeMode;
  /** Right to left for English too; Arabic is always right to left. */
  rtl: boolean;
  responsiveFonts: boolean;
  compact: boolean;
  rounded: boolean;
}

export const DEFAULT_SETTINGS: DisplaySettings = { mode: 'light', rtl: false, responsiveFonts: true, compact: false, rounded: true };

function readSettings(): DisplaySettings {
  try {
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<DisplaySettings>;
    const mode = THEME_MODES.includes(stored.mode as ThemeMode) ? (stored.mode as ThemeMode) : DEFAULT_SETTINGS.mode;
    return { ...DEFAULT_SETTINGS, ...stored, mode };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

interface DisplayContextValue {
  settings: DisplaySettings;
  updateSettings: (patch: Partial<DisplaySettings>) => void;
  language: Language;
  setLanguage: (language: Language) => void;
  direction: 'rtl' | 'ltr';
}

const DisplayContext = createContext<DisplayContextValue | null>(null);

/** Language, direction and display settings for the whole app, public pages included. */
export function DisplayProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readSettings);
  const [language, setLanguageState] = useState<Language>(storedLanguage);
  const direction = language === 'ar' || settings.rtl ? 'rtl' : directionOf(language);

  const updateSettings = useCallback((patch: Partial<DisplaySettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(LANG_KEY, next);
    void Promise.resolve(i18nProvider.changeLocale(next)).then(() => setLanguageState(next));
  }, []);

  useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
    document.documentElement.setAttribute('lang', language);
  }, [direction, language]);

  const value = useMemo(() => ({ settings, updateSettings, language, setLanguage, direction }), [settings, updateSettings, language, setLanguage, direction]);
  return <DisplayContext.Provider value={value}>{children}</DisplayContext.Provider>;
}

export function useDisplay(): DisplayContextValue {
  const value = useContext(DisplayContext);
  if (!value) throw new Error('useDisplay must be used inside DisplayProvider');
  return value;
}
