import { createTheme, responsiveFontSizes, type Theme, type ThemeOptions } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import type { DisplaySettings, ThemeMode } from './settings';

const palettes: Record<ThemeMode, ThemeOptions['palette']> = {
  light: { mode: 'light', primary: { main: '#1565c0' }, secondary: { main: '#ef6c00' }, background: { default: '#f4f6f8' } },
  dark: { mode: 'dark', primary: { main: '#64b5f6' }, secondary: { main: '#ffb74d' }, background: { default: '#121212', paper: '#1e1e1e' } },
  nature: { mode: 'light', primary: { main: '#2e7d32' }, secondary: { main: '#8d6e63' }, background: { default: '#f1f8e9' } },
};

/** The MUI theme for the current settings and direction; react-admin's defaults underneath. */
export function buildTheme(settings: DisplaySettings, direction: 'rtl' | 'ltr', language: string): Theme {
  const theme = createTheme({
    ...defaultTheme,
    direction,
    palette: palettes[settings.mode],
    shape: { borderRadius: settings.rounded ? 10 : 2 },
    spacing: settings.compact ? 6 : 8,
    typography: {
      fontFamily: language === 'ar' ? '"Noto Sans Arabic", "Segoe UI", Tahoma, Arial, sans-serif' : 'Roboto, "Segoe UI", Arial, sans-serif',
      fontSize: settings.compact ? 13 : 14,
    },
    sidebar: { width: 250, closedWidth: 56 },
    components: {
      ...defaultTheme.components,
      MuiTextField: { defaultProps: { size: settings.compact ? 'small' : 'medium', variant: 'filled' } },
    },
  } as ThemeOptions);
  return settings.responsiveFonts ? responsiveFontSizes(theme) : theme;
}
