import { Box, Button, Chip, TextField } from '@mui/material';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useErrorText } from '../shared/errors';
import { beep } from './beep';
import { useDispatchText } from './text';

interface SerialEntryProps {
  serials: readonly string[];
  onChange: Dispatch<SetStateAction<string[]>>;
  onSubmit: () => void;
  busy: boolean;
}

/**
 * Serials scanned or typed one by one (Enter after each), shown as chips until they are handed over. The field has
 * the focus as soon as it shows (a shipper chosen), and each serial is looked up first: one no parcel has (or one
 * the user may not see) is said beside the field, with the scanner's low beep, and joins nothing.
 */
export function SerialEntry({ serials, onChange, onSubmit, busy }: SerialEntryProps) {
  const t = useDispatchText();
  const errorText = useErrorText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const add = async () => {
    const serial = text.trim();
    setText('');
    setRefused('');
    if (!serial || serials.includes(serial)) return;
    try {
      await dataProvider.findParcel(serial);
      onChange((current) => (current.includes(serial) ? current : [...current, serial]));
    } catch (error) {
      beep('refused');
      setRefused(error instanceof HttpError && error.status === 404 ? t('unknown_serial', { serial }) : errorText(error));
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('serial')}
          helperText={refused || t('scan_hint')}
          error={refused !== ''}
          value={text}
          autoComplete="off"
          inputRef={input}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void add();
          }}
        />
        <Button variant="contained" disabled={busy || serials.length === 0} onClick={onSubmit}>
          {t('hand_over')} ({t('to_hand_over', { smart_count: serials.length })})
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {serials.map((serial) => (
          <Chip key={serial} label={<bdi dir="ltr">{serial}</bdi>} onDelete={() => onChange((current) => current.filter((other) => other !== serial))} />
        ))}
      </Box>
    </Box>
  );
}
