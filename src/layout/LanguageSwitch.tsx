import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDisplay } from './theme/settings';

/** Switches between English and Arabic; the label names the other language. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const { language, setLanguage } = useDisplay();
  return (
    <Button color={color} startIcon={<TranslateIcon />} onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')} lang={language === 'ar' ? 'en' : 'ar'}>
      {translate('app.switch_language')}
    </Button>
  );
}
