import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SERIAL_PATTERN } from '../../../../domain/tracking';

const SERIAL = new RegExp(SERIAL_PATTERN);

/** The tracking number with its button, leading to /track/{serial}; spaces typed or pasted around the digits are dropped. */
export function TrackSearch({ initial = '', dense = false }: { initial?: string; dense?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [serial, setSerial] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = serial.replace(/\s+/g, '');
    if (!SERIAL.test(digits)) return setInvalid(true);
    navigate(`/track/${digits}`);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('tracking.search_title')}
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label={translate('tracking.serial')}
        value={serial}
        onChange={(event) => {
          setSerial(event.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? translate('tracking.serial_invalid') : undefined}
        size={dense ? 'small' : 'medium'}
        autoComplete="off"
        margin="none"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="contained" size={dense ? 'medium' : 'large'} startIcon={<SearchIcon />} sx={{ minHeight: dense ? 48 : 56 }}>
        {translate('tracking.find')}
      </Button>
    </Box>
  );
}
