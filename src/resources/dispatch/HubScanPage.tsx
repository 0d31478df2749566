import { Alert, Box, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { ScanDirection } from '../../../domain/ledger/kinds';
import { isOrderStatus } from '../../../domain/orders/status';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ScanAnswer } from '../../providers/dispatch';
import { useErrorText } from '../shared/errors';
import { statusKey } from '../orders/status';
import { beep } from './beep';
import { ScanFeedback, type ScanLine } from './ScanFeedback';
import { ShipperDayBar } from './ShipperDayBar';
import { useDispatchText } from './text';

/**
 * The hub's scanner (spec section 7 in/out): one focused input a barcode scanner types into, Enter after each
 * parcel. Each scan is sent at once; the input clears and keeps the focus for the next one, and the answer
 * shows in its colour with a beep. Out needs the shipper the parcels go with; in takes them back from theirs.
 */
export default function HubScanPage() {
  const t = useDispatchText();
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [direction, setDirection] = useState<ScanDirection>('out');
  const [shipper, setShipper] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [lines, setLines] = useState<ScanLine[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  // The input is enabled once the scan can be made: focus it whenever the direction or the shipper changes.
  useEffect(() => input.current?.focus(), [direction, shipper]);

  const reasonText = (answer: ScanAnswer) => {
    if (!answer.reason) return answer.status ? translate(statusKey(answer.status)) : '';
    const params = Object.fromEntries(
      Object.entries(answer.params).map(([key, value]) => [key, isOrderStatus(value) ? translate(statusKey(value)) : String(value)]),
    );
    return translate(answer.reason, params);
  };
  const show = (line: Omit<ScanLine, 'key'>) => {
    counter.current += 1;
    const key = counter.current;
    beep(line.result);
    setLines((current) => [{ ...line, key }, ...current].slice(0, 200));
  };

  const send = async (serial: string) => {
    try {
      const answer = await dataProvider.scanParcel({ direction, serial, ...(direction === 'out' && shipper !== null ? { shipper } : {}) });
      show({ serial: answer.serial, result: answer.result, text: reasonText(answer), at: answer.at });
    } catch (error) {
      show({ serial, result: 'refused', text: errorText(error), at: new Date().toISOString() });
    }
  };

  const needsShipper = direction === 'out' && shipper === null;
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title={t('scan.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          value={direction}
          aria-label={t('scan.direction')}
          onChange={(_event, value: ScanDirection | null) => value && setDirection(value)}
        >
          <ToggleButton value="out">{t('scan.out')}</ToggleButton>
          <ToggleButton value="in">{t('scan.in')}</ToggleButton>
        </ToggleButtonGroup>
        {direction === 'out' && <ShipperDayBar shipper={shipper} onShipper={setShipper} />}
      </Box>
      {needsShipper && <Alert severity="info">{t('scan.need_shipper')}</Alert>}
      <TextField
        inputRef={input}
        autoFocus
        fullWidth
        autoComplete="off"
        label={t('scan.input')}
        helperText={t('scan_hint')}
        value={text}
        disabled={needsShipper}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const serial = text.trim();
          setText('');
          input.current?.focus();
          if (serial) void send(serial);
        }}
        slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'scan-input' } }}
      />
      <ScanFeedback lines={lines} />
    </Box>
  );
}
