import SaveIcon from '@mui/icons-material/Save';
import { Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { fromPiastres, toPiastres } from '../../../domain/orders/money';
import { PAYOUT_METHODS, type PayoutMethodName } from '../../../domain/validation/customer';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DueMerchant } from '../../../domain/api/settlements';
import { newRequestKey } from '../closings/parts';
import { Money, useMoney } from '../shared/money';
import { useNotifyError } from '../shared/errors';
import { PickTable, type PickColumn } from './PickTable';

const DUE_COLUMNS: readonly PickColumn<DueMerchant>[] = [
  { label: 'settlements.fields.customer', value: (m) => <bdi>{m.company_name || m.name}</bdi> },
  { label: 'settlements.payouts.account', value: (m) => <bdi>{m.account}</bdi> },
  { label: 'settlements.payouts.due', value: (m) => <Money amount={m.due} /> },
];

/**
 * A payout batch (payouts/new): choose how merchants are paid; every merchant paid that way with money due (and
 * not already in a batch) is listed and ticked, with the total; making the batch opens it for the file and the payment.
 */
export default function PayoutNew() {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const key = useRef(newRequestKey());
  const [method, setMethod] = useState<PayoutMethodName>('bank_transfer');
  // Every merchant due is ticked; the screen keeps those unticked.
  const [left, setLeft] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const { data, isPending } = useQuery({ queryKey: ['payoutsDue', method], queryFn: () => dataProvider.dueMerchants(method) });
  const chosen = (data ?? []).map((m) => m.id).filter((id) => !left.includes(id));
  const setChosen = (ids: number[]) => setLeft((data ?? []).map((m) => m.id).filter((id) => !ids.includes(id)));
  const total = fromPiastres((data ?? []).filter((m) => chosen.includes(m.id)).reduce((sum, m) => sum + toPiastres(m.due), 0n));
  const create = async () => {
    setSaving(true);
    try {
      const batch = await dataProvider.createPayoutBatch({ method, customers: chosen, idempotency_key: key.current });
      notify('settlements.payouts.created', { type: 'success', messageArgs: { id: batch.id } });
      redirect(`/dashboard/payouts/batch/${batch.id}`);
    } catch (error) {
      key.current = newRequestKey();
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="settlements.payouts.new_title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('settlements.payouts.new_title')}
        </Typography>
        <TextField
          select
          label={translate('settlements.payouts.choose_method')}
          value={method}
          onChange={(event) => {
            setMethod(PAYOUT_METHODS.find((m) => m === event.target.value) ?? 'cash');
            setLeft([]);
          }}
          sx={{ minWidth: 260, mb: 2 }}
        >
          {PAYOUT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(`resources.customers.payout_methods.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        {isPending && <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>}
        {data && data.length === 0 && <Typography color="text.secondary">{translate('settlements.payouts.none_due')}</Typography>}
        {data && data.length > 0 && (
          <>
            <Typography role="status" sx={{ mb: 1 }}>
              {translate('settlements.payouts.selected', { smart_count: chosen.length, total: money(total) })}
            </Typography>
            <PickTable rows={data} columns={DUE_COLUMNS} chosen={chosen} onChange={setChosen} nameOf={(m) => m.name} />
            <Button sx={{ mt: 2 }} variant="contained" startIcon={<SaveIcon />} disabled={chosen.length === 0 || saving} onClick={() => void create()}>
              {translate('settlements.payouts.create')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
