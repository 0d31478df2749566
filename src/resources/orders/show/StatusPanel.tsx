import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReferenceField, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { OrderRecord } from '../../../../domain/orders/record';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { OrderMoveOption } from '../../../providers/ordersProvider';
import { StatusChip } from '../fields';
import { statusKey } from '../status';
import { MoveDialog } from './MoveDialog';

/** The status codes beside the label (domain STATUS_CODE) that the page names. */
const CODES: Partial<Record<number, string>> = { 1: 'awaiting_pickup', 6: 'cancelled', 7: 'archived' };

/**
 * The order's status (with its hold reason, and whether it waits for pickup), and a button for each move the user
 * may make now (GET orders/moves/:id/). `readOnly`: the merchant's page, which moves nothing.
 */
export function StatusPanel({ readOnly = false }: { readOnly?: boolean }) {
  const record = useRecordContext<OrderRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [chosen, setChosen] = useState<OrderMoveOption | null>(null);
  const moves = useQuery({
    queryKey: ['orders', 'moves', record?.id, record?.version],
    queryFn: () => dataProvider.orderMoves(Number(record?.id)),
    enabled: record != null && !readOnly,
  });
  if (!record) return null;
  const code = CODES[record.status_code ?? 0];
  return (
    <Paper variant="outlined" component="section" aria-label={translate('resources.orders.sections.status')} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('resources.orders.sections.status')}
        </Typography>
        <StatusChip status={record.Order_Delivery_Status} size="medium" />
        {code && <Typography color="text.secondary">{translate(`resources.orders.codes.${code}`)}</Typography>}
        {record.Order_Delivery_Status === 'Hold' && record.hold_reason != null && (
          <Typography color="text.secondary">
            <ReferenceField source="hold_reason" reference="holdreason" link={false} />
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {(moves.data ?? []).map((move) => (
          <Button key={move.to} variant="outlined" size="small" onClick={() => setChosen(move)}>
            {translate(statusKey(move.to))}
          </Button>
        ))}
      </Stack>
      {!readOnly && moves.isFetched && moves.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.orders.move.none')}
        </Typography>
      )}
      {chosen && <MoveDialog order={record} move={chosen} onClose={() => setChosen(null)} onChanged={refresh} />}
    </Paper>
  );
}
