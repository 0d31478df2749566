import { Chip, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { filterDateError } from '../../../../domain/dates';
import type { FiguresRange } from '../../../providers/merchant';
import { QUICK_RANGES, quickChoiceOf, quickRange } from './ranges';

/** A range is asked for only when both ends are dates of the filter window and in order. */
export const usable = (range: FiguresRange) =>
  range.from_date !== '' && range.to_date !== '' && !filterDateError(range.from_date) && !filterDateError(range.to_date) && range.from_date <= range.to_date;

/** Quick choices of a range of order dates, or any two dates (the end not before the start). */
export function RangePicker({ range, onChange }: { range: FiguresRange; onChange: (range: FiguresRange) => void }) {
  const translate = useTranslate();
  const chosen = quickChoiceOf(range);
  const reversed = range.from_date !== '' && range.to_date !== '' && range.from_date > range.to_date;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {QUICK_RANGES.map((choice) => (
        <Chip
          key={choice}
          label={translate(`customer_orders.analytics.ranges.${choice}`)}
          color={chosen === choice ? 'primary' : 'default'}
          variant={chosen === choice ? 'filled' : 'outlined'}
          onClick={() => onChange(quickRange(choice))}
        />
      ))}
      {(['from_date', 'to_date'] as const).map((end) => (
        <TextField
          key={end}
          type="date"
          size="small"
          label={translate(`customer_orders.analytics.${end}`)}
          value={range[end]}
          onChange={(event) => onChange({ ...range, [end]: event.target.value })}
          error={end === 'to_date' && reversed}
          helperText={end === 'to_date' && reversed ? translate('customer_orders.analytics.reversed') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}
