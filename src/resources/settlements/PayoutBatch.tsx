import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { PayoutBatchDetails, PayoutItem, PayoutStatus } from '../../../domain/api/settlements';
import { Money } from '../shared/money';
import { useCairoDate } from '../orders/format';
import { DownloadButton } from '../shared/download';
import { useNotifyError } from '../shared/errors';
import { PickTable, type PickColumn } from './PickTable';

const COLOURS: Record<PayoutStatus, ChipProps['color']> = { pending: 'warning', paid: 'success', failed: 'error', removed: 'default' };

/** A dialog asking for one line of text (the payment's reference, the failure's reason) before it acts. */
function TextDialog({
  title,
  hint,
  label,
  onDone,
  onClose,
}: {
  title: string;
  hint: string;
  label: string;
  onDone: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onDone(text);
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(hint)}
        </Typography>
        <TextField autoFocus fullWidth required label={translate(label)} value={text} onChange={(event) => setText(event.target.value)} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || text.trim() === ''} onClick={() => void submit()}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Status({ item }: { item: PayoutItem }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[item.status]} label={translate(`settlements.payouts.statuses.${item.status}`)} />;
}

/** The batch's payouts: those still to pay can be ticked, and any pending or paid one reported as not arrived. */
function Items({
  batch,
  chosen,
  onChosen,
  onFail,
}: {
  batch: PayoutBatchDetails;
  chosen: number[];
  onChosen: (ids: number[]) => void;
  onFail: (item: PayoutItem) => void;
}) {
  const translate = useTranslate();
  const columns: readonly PickColumn<PayoutItem>[] = [
    { label: 'settlements.fields.customer', value: (item) => <bdi>{item.company_name || item.name}</bdi> },
    { label: 'settlements.payouts.account', value: (item) => <bdi>{item.account}</bdi> },
    { label: 'settlements.payouts.amount', value: (item) => <Money amount={item.amount} /> },
    { label: 'settlements.payouts.status', value: (item) => <Status item={item} /> },
    { label: 'settlements.payouts.reference', value: (item) => <bdi>{item.reference || item.reason}</bdi> },
    {
      label: 'settlements.payouts.fail',
      value: (item) =>
        (item.status === 'pending' || item.status === 'paid') && (
          <Button
            size="small"
            color="error"
            onClick={(event) => {
              event.stopPropagation();
              onFail(item);
            }}
          >
            {translate('settlements.payouts.fail')}
          </Button>
        ),
    },
  ];
  return (
    <PickTable
      rows={batch.items}
      columns={columns}
      chosen={chosen}
      onChange={onChosen}
      nameOf={(item) => item.name}
      pickable={(item) => item.status === 'pending'}
    />
  );
}

/**
 * One payout batch (payouts/batch/{id}): its merchants and amounts, the file for the bank or the wallet provider,
 * marking the chosen payouts paid with the reference, and recording one that did not arrive.
 */
export default function PayoutBatch() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const format = useCairoDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [paying, setPaying] = useState(false);
  const [failing, setFailing] = useState<PayoutItem | undefined>();
  const { data, isPending, refetch } = useQuery({ queryKey: ['payoutBatch', id], queryFn: () => dataProvider.payoutBatch(id) });
  if (isPending) return <Loading />;
  if (!data) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('settlements.payouts.batch', { id: data.id })} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('settlements.payouts.batch', { id: data.id })} · {translate(`resources.customers.payout_methods.${data.method}`)}
        </Typography>
        <Typography sx={{ my: 1 }} color="text.secondary">
          {format(data.created_at, true)} · <bdi>{data.created_by_name}</bdi> · {translate('settlements.payouts.total')}: <Money amount={data.total} /> ·{' '}
          {translate('settlements.payouts.paid_total')}: <Money amount={data.paid_total} />
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }}>
          <DownloadButton variant="outlined" label="settlements.payouts.file" download={(lang) => dataProvider.payoutFile(data, lang)} />
          <Button variant="contained" startIcon={<DoneAllIcon />} disabled={chosen.length === 0} onClick={() => setPaying(true)}>
            {translate('settlements.payouts.mark_paid')}
          </Button>
        </Stack>
        <Items batch={data} chosen={chosen} onChosen={setChosen} onFail={setFailing} />
        {paying && (
          <TextDialog
            title="settlements.payouts.pay_title"
            hint="settlements.payouts.pay_hint"
            label="settlements.payouts.reference"
            onClose={() => setPaying(false)}
            onDone={async (reference) => {
              await dataProvider.payPayouts(data.id, chosen, reference);
              notify('settlements.payouts.paid_done', { type: 'success' });
              setChosen([]);
              await refetch();
            }}
          />
        )}
        {failing && (
          <TextDialog
            title="settlements.payouts.fail_title"
            hint="settlements.payouts.fail_hint"
            label="settlements.payouts.reason"
            onClose={() => setFailing(undefined)}
            onDone={async (reason) => {
              await dataProvider.failPayout(data.id, failing.id, reason);
              notify('settlements.payouts.failed_done', { type: 'success' });
              await refetch();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
