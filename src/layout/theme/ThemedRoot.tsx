import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { I18nContext } from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { DirectionCache } from './direction-cache';
import { useDisplay } from './settings';
import { buildTheme } from './theme';

/** Direction, theme and translations for everything, the public pages included. */
export function ThemedRoot({ children }: { children: ReactNode }) {
  const { settings, direction, language } = useDisplay();
  const theme = useMemo(() => buildTheme(settings, direction, language), [settings, direction, language]);
  return (
    <DirectionCache direction={direction}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nContext.Provider value={i18nProvider} key={language}>
          {children}
        </I18nContext.Provider>
      </ThemeProvider>
    </DirectionCache>
  );
}

/** The theme of the current settings, for react-admin's own ThemeProvider. */
export function useAppTheme() {
  const { settings, direction, language } = useDisplay();
  return useMemo(() => buildTheme(settings, direction, language), [settings, direction, language]);
}
