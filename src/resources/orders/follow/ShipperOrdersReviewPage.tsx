/**
 * shipperOrdersReview (spec section 2): pick a shipper and a day, see his parcels with their status and cash,
 * and confirm the outcome of each selected one (review), or in one click deliver them with their whole total
 * or send them back to the hub as Undelivered with a note (quick action). Each call is all or nothing.
 */
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../shared/errors';
import { cairoToday } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { draftOf, ReviewTable, type Draft } from './ReviewTable';

export default function ShipperOrdersReviewPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [day, setDay] = useState(cairoToday());
  const [shipper, setShipper] = useState<number | ''>('');
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: shippers = [] } = useQuery({ queryKey: ['followUpShippers', day], queryFn: () => dataProvider.followUpShippers(day) });
  const parcelsKey = ['followUpParcels', shipper, day];
  const { data: page } = useQuery({ queryKey: parcelsKey, queryFn: () => dataProvider.followUpParcels(Number(shipper), day), enabled: shipper !== '' });
  const parcels = page?.results ?? [];
  const ids = [...selected];

  const run = async (call: () => Promise<{ updated: number }>) => {
    setBusy(true);
    try {
      const { updated } = await call();
      notify('follow_up.review.done', { type: 'success', messageArgs: { smart_count: updated } });
      setSelected(new Set());
      setDrafts({});
      await queryClient.invalidateQueries({ queryKey: parcelsKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const confirm = () =>
    run(() =>
      dataProvider.reviewOrders(
        Number(shipper),
        parcels.filter((order) => selected.has(order.id)).map((order) => ({ id: order.id, ...(drafts[order.id] ?? draftOf(order)) })),
      ),
    );
  const select = (changed: number[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const id of changed)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const chosen = shipper !== '' && selected.size > 0 && !busy;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('screens.shipperOrdersReview')} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label={translate('follow_up.review.day')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={translate('resources.orders.fields.shipper')}
            value={shipper}
            onChange={(event) => setShipper(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {shippers.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {shipper !== '' && (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <ReviewTable
                parcels={parcels}
                drafts={drafts}
                selected={selected}
                onDraft={(id, draft) => setDrafts((was) => ({ ...was, [id]: draft }))}
                onSelect={select}
              />
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="contained" disabled={!chosen} onClick={() => void confirm()}>
                {translate('follow_up.review.confirm', { count: selected.size })}
              </Button>
              <Button variant="outlined" disabled={!chosen} onClick={() => void run(() => dataProvider.quickAction(Number(shipper), ids, 'deliver'))}>
                {translate('follow_up.review.deliver_all')}
              </Button>
              <TextField size="small" label={translate('follow_up.review.return_note')} value={note} onChange={(event) => setNote(event.target.value)} />
              <Button
                variant="outlined"
                color="warning"
                disabled={!chosen || !note.trim()}
                onClick={() => void run(() => dataProvider.quickAction(Number(shipper), ids, 'return', note))}
              >
                {translate('follow_up.review.back_to_hub')}
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
