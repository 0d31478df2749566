import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BoundField } from './useAuthForm';

interface PasswordFieldProps extends BoundField {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** A password input with a show/hide button. */
export function PasswordField({ autoComplete, ...props }: PasswordFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'public.password.hide' : 'public.password.show');
  return (
    <TextField
      {...props}
      id={`field-${props.name}`}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} onClick={() => setVisible((v) => !v)} edge="end" size="small">
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
