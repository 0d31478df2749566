import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClosingPreview } from '../../../domain/api/money';
import { useCairoDate } from '../orders/format';
import { useMoney } from '../shared/money';

/**
 * What earlier closings of this courier already took (those waiting for approval, and the last approved one): a
 * second closing of the same day, from another tab or another desk, sees that the cash is taken, and that a closing
 * with nothing left to take cannot be saved.
 */
export function StandingClosings({ preview }: { preview: ClosingPreview }) {
  const translate = useTranslate();
  const format = useCairoDate();
  const money = useMoney();
  const nothing = preview.cash.length === 0 && preview.returns.length === 0;
  if (preview.standing.length === 0 && !nothing) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {preview.standing.map((closing) => (
        <Alert key={closing.id} severity={closing.status === 'pending' ? 'warning' : 'info'}>
          {translate(closing.status === 'pending' ? 'closings.new.standing_pending' : 'closings.new.standing_approved', {
            rc: closing.rc,
            day: format(closing.closing_date),
            cash: money(closing.expected),
            smart_count: closing.parcels,
          })}
        </Alert>
      ))}
      {nothing && (
        <Alert severity="info" role="status">
          {translate('closings.new.nothing_left')}
        </Alert>
      )}
    </Stack>
  );
}
