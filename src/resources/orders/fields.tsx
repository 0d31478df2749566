/** How order values are shown: the status as a coloured chip, dates in Africa/Cairo. */
import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { isOrderStatus } from '../../../domain/orders/status';
import { useCairoDate } from './format';
import { STATUS_COLOR, statusKey } from './status';

export function StatusChip({ status, size = 'small' }: { status: unknown; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  if (!isOrderStatus(status)) return null;
  // Never cut short: a table column gives a chip no less than its whole label.
  return (
    <Chip
      label={translate(statusKey(status))}
      color={STATUS_COLOR[status]}
      size={size}
      variant={status === 'Pending' ? 'outlined' : 'filled'}
      sx={{ maxWidth: 'none' }}
    />
  );
}

export function CairoDate({ value, withTime = false }: { value: unknown; withTime?: boolean }) {
  const format = useCairoDate();
  return (
    <Typography component="span" variant="inherit" sx={{ whiteSpace: 'nowrap' }}>
      {format(value, withTime)}
    </Typography>
  );
}

/** The record's day or time at `source`, in Cairo, as a list's cell. */
export function CairoDateField({ source }: { source: string }) {
  const record = useRecordContext();
  return record ? <CairoDate value={record[source]} /> : null;
}

/** Stands in for a value the user may not see (field or contact permissions). */
export function HiddenMark() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="inherit" color="text.secondary">
      {translate('resources.orders.hidden')}
    </Typography>
  );
}
