import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { useDisplay } from './theme/settings';

/**
 * Switches between English and Arabic; the label names the other language. On a phone only the icon shows (the
 * label is still its name), so the page's title keeps the top bar's room.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const { language, setLanguage } = useDisplay();
  return (
    <Button color={color} startIcon={<TranslateIcon />} onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')} lang={language === 'ar' ? 'en' : 'ar'}>
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
        {translate('app.switch_language')}
      </Box>
    </Button>
  );
}
