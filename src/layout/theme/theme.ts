import { grey } from '@mui/material/colors';
import { createTheme, responsiveFontSizes, type Theme, type ThemeOptions } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import type { DisplaySettings, ThemeMode } from './settings';

/**
 * On the light palettes every colour carries white text at 4.5:1 or more (WCAG AA), and the error red stays
 * readable on a filled field's grey: MUI's own warning, info and error, and a light orange, fall short, so darker
 * shades stand in for them.
 */
const READABLE = { warning: { main: '#b45309' }, info: { main: '#0277bd' }, error: { main: '#c62828' } } as const;

const palettes: Record<ThemeMode, ThemeOptions['palette']> = {
  light: { mode: 'light', primary: { main: '#1565c0' }, secondary: { main: '#c2410c' }, ...READABLE, background: { default: '#f4f6f8' } },
  // MUI's dark error red takes white text at 3.7:1; black reads at 5.6:1, and the red stays readable on the dark page.
  dark: {
    mode: 'dark',
    primary: { main: '#64b5f6' },
    secondary: { main: '#ffb74d' },
    error: { main: '#f44336', contrastText: '#000000' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
  nature: { mode: 'light', primary: { main: '#2e7d32' }, secondary: { main: '#8d6e63' }, ...READABLE, background: { default: '#f1f8e9' } },
};

type CheckboxState = { 'aria-label'?: string };

/**
 * A checkbox given an `aria-label` (react-admin's row checkboxes are) names its input with it, where assistive
 * technology reads it, instead of the wrapping element, which may not carry one.
 */
const labelledCheckbox = {
  slotProps: {
    root: (state: CheckboxState) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
    input: (state: CheckboxState) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
  },
};

/**
 * Text people must read meets WCAG AA on every palette: the explanation under a disabled field ("Choose the city
 * first"), an empty list's message, and the buttons on the form toolbar (react-admin's grey toolbar leaves the
 * primary colour short of 4.5:1).
 */
const readableComponents = (mode: 'light' | 'dark') => ({
  MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
  RaEmpty: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) } },
  RaToolbar: { styleOverrides: { root: { backgroundColor: mode === 'light' ? grey[100] : grey[800] } } },
});

/**
 * Nothing is wider than the screen. react-admin lets the layout grow to its widest content, so one wide table
 * made a phone's whole page wider and pushed the top bar's bells and account menu off its edge. The content may
 * now shrink to the screen, and on screens narrower than a desktop a list's table scrolls sideways inside its card
 * (on a desktop the table keeps its header row in view as the page scrolls, which a scrolling box would stop).
 */
const fitTheScreen = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDataTable: {
    styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('md')]: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } }) },
  },
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
      MuiCheckbox: { defaultProps: labelledCheckbox },
      ...readableComponents(palettes[settings.mode]?.mode ?? 'light'),
      ...fitTheScreen,
    },
  } as ThemeOptions);
  return settings.responsiveFonts ? responsiveFontSizes(theme) : theme;
}
