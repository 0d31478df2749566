import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

/** An amount in LE typed as text, so that it stays exact ("45.50"); the domain rules check it. */
export function MoneyInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      helperText="resources.prices.money_hint"
      sx={{ maxWidth: 240 }}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { endAdornment: <InputAdornment position="end">{translate('resources.prices.currency')}</InputAdornment> },
      }}
    />
  );
}
