import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

/**
 * An amount in LE typed as text so that it stays exact ("45.50"), left to right in both languages; the
 * domain rules check it.
 */
export function AmountInput({ slotProps, ...props }: TextInputProps) {
  const translate = useTranslate();
  return (
    <TextInput
      sx={{ maxWidth: 240 }}
      fullWidth
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { endAdornment: <InputAdornment position="end">{translate('resources.prices.currency')}</InputAdornment>, ...slotProps?.input },
      }}
    />
  );
}
