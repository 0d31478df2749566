import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import type { MoneyLimit } from '../../../../domain/ledger/limits';
import { atMost } from '../../../../domain/validation/prices';
import { LimitHint } from '../../shared/LimitHint';

const validatorsOf = (validate: TextInputProps['validate']): Validator[] => (validate == null ? [] : Array.isArray(validate) ? validate : [validate]);

/**
 * An amount in LE typed as text so that it stays exact ("45.50"), left to right in both languages; the domain
 * rules check it. With `limit`, the most it may be (domain/ledger/limits.ts) is said beside it and checked as the
 * server checks it.
 */
export function AmountInput({ slotProps, limit, validate, helperText, ...props }: TextInputProps & { limit?: MoneyLimit }) {
  const translate = useTranslate();
  return (
    <TextInput
      sx={{ maxWidth: 240 }}
      fullWidth
      {...props}
      validate={limit ? [...validatorsOf(validate), atMost(limit)] : validate}
      helperText={helperText ?? (limit ? <LimitHint limit={limit} /> : undefined)}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { endAdornment: <InputAdornment position="end">{translate('resources.prices.currency')}</InputAdornment>, ...slotProps?.input },
      }}
    />
  );
}
