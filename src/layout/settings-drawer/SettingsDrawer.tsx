import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, FormControlLabel, FormHelperText, IconButton, Stack, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { THEME_MODES, useDisplay, type ThemeMode } from '../theme/settings';

type SwitchSetting = 'responsiveFonts' | 'compact' | 'rounded';

const SWITCHES: { key: SwitchSetting; label: string }[] = [
  { key: 'responsiveFonts', label: 'app.settings.responsive_fonts' },
  { key: 'compact', label: 'app.settings.compact' },
  { key: 'rounded', label: 'app.settings.rounded' },
];

/** The settings drawer's body: theme, right to left, responsive fonts, compact mode, rounded corners. */
export function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { settings, updateSettings, language } = useDisplay();
  const arabic = language === 'ar';
  const toggle = (key: SwitchSetting | 'rtl') => (_: unknown, checked: boolean) => updateSettings({ [key]: checked });

  return (
    <Box sx={{ width: 320, maxWidth: '100vw', p: 2 }} role="presentation">
      <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {translate('app.settings.title')}
        </Typography>
        <IconButton aria-label={translate('app.settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Typography id="settings-theme-label" variant="subtitle2" gutterBottom>
        {translate('app.settings.theme')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={settings.mode}
        aria-labelledby="settings-theme-label"
        onChange={(_, mode: ThemeMode | null) => mode && updateSettings({ mode })}
      >
        {THEME_MODES.map((mode) => (
          <ToggleButton key={mode} value={mode}>
            {translate(`app.settings.${mode}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={1}>
        <Box>
          <FormControlLabel
            control={<Switch checked={arabic || settings.rtl} disabled={arabic} onChange={toggle('rtl')} />}
            label={translate('app.settings.rtl')}
          />
          <FormHelperText sx={{ mt: 0 }}>{translate('app.settings.rtl_hint')}</FormHelperText>
        </Box>
        {SWITCHES.map(({ key, label }) => (
          <FormControlLabel key={key} control={<Switch checked={settings[key]} onChange={toggle(key)} />} label={translate(label)} />
        ))}
      </Stack>
    </Box>
  );
}
