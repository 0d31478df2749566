import { Box, Button, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useDispatchText } from './text';

interface SerialEntryProps {
  serials: readonly string[];
  onChange: (serials: string[]) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** Serials scanned or typed one by one (Enter after each), shown as chips until they are handed over. */
export function SerialEntry({ serials, onChange, onSubmit, busy }: SerialEntryProps) {
  const t = useDispatchText();
  const [text, setText] = useState('');
  const add = () => {
    const serial = text.trim();
    setText('');
    if (serial && !serials.includes(serial)) onChange([...serials, serial]);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('serial')}
          helperText={t('scan_hint')}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="contained" disabled={busy || serials.length === 0} onClick={onSubmit}>
          {t('hand_over')} ({t('to_hand_over', { smart_count: serials.length })})
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {serials.map((serial) => (
          <Chip key={serial} label={<bdi dir="ltr">{serial}</bdi>} onDelete={() => onChange(serials.filter((other) => other !== serial))} />
        ))}
      </Box>
    </Box>
  );
}
