import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { RequestStatus } from '../../../domain/requests/rules';
import { useCairoDate } from '../orders/format';
import { useMoney } from '../shared/money';
import { recordName } from '../shared/recordName';
import type { RequestHistoryEntry, RequestRecord } from '../../../domain/api/requests';

const STATUS_COLOR: Record<RequestStatus, NonNullable<ChipProps['color']>> = {
  open: 'info',
  assigned: 'warning',
  done: 'success',
  cancelled: 'default',
};

/** A request's status, in the colours both the merchant and the desks see. */
export function RequestStatusChip({ status }: { status: RequestStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status]} label={translate(`customer_orders.requests.statuses.${status}`)} />;
}

/**
 * What one request asks for, in a line: the pickup's day and parcels, the materials, how many parcels back, or
 * how many orders' money and the net (the net left out where the caller may not see it).
 */
export function useRequestSummary() {
  const translate = useTranslate();
  const format = useCairoDate();
  const money = useMoney();
  return (request: Pick<RequestRecord, 'kind' | 'pickup_date' | 'parcel_count' | 'orders' | 'items' | 'totals'>) => {
    if (request.kind === 'collect') {
      const count = { smart_count: request.orders.length };
      return request.totals?.net
        ? translate('customer_orders.requests.collect_summary', { ...count, net: money(request.totals.net) })
        : translate('customer_orders.requests.collect_summary_hidden', count);
    }
    if (request.kind === 'pickup' && request.parcel_count == null)
      return translate('customer_orders.requests.pickup_summary_uncounted', { date: format(request.pickup_date) });
    if (request.kind === 'pickup')
      return translate('customer_orders.requests.pickup_summary', { date: format(request.pickup_date), smart_count: request.parcel_count });
    if (request.kind === 'return') return translate('customer_orders.requests.return_summary', { smart_count: request.orders.length });
    return request.items.map((item) => `${item.quantity} × ${recordName(item)}`).join(', ');
  };
}

/**
 * Parts of a line (a name, a date, a note) joined by a dot, each kept whole in its own direction, so that an
 * English name in an Arabic line (or the other way round) does not scramble the order of the parts.
 */
export function Joined({ parts }: { parts: readonly (string | false | null | undefined)[] }) {
  const shown = parts.filter((part): part is string => Boolean(part));
  return (
    <>
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}

/** What happened to a request, oldest first: the action, the courier, who, when and the note. */
export function RequestHistoryList({ id, history }: { id: number; history: readonly RequestHistoryEntry[] }) {
  const translate = useTranslate();
  const format = useCairoDate();
  return (
    <Box component="ol" aria-label={translate('customer_orders.requests.history_of', { id })} sx={{ m: 0, ps: 3, pb: 1 }}>
      {history.map((entry) => (
        <Typography key={entry.id} component="li" variant="body2" color="text.secondary">
          <Joined
            parts={[
              translate(`customer_orders.requests.actions.${entry.action}`, { _: entry.action }),
              entry.shipper_name && translate('customer_orders.requests.shipper', { name: entry.shipper_name }),
              entry.user_name,
              format(entry.at, true),
              entry.note,
            ]}
          />
        </Typography>
      ))}
    </Box>
  );
}
