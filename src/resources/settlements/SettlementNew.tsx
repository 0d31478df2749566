import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, Form, TextInput, Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { fromPiastres, toPiastres } from '../../../domain/orders/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { SettlementFigures, SettlementPreview, PreviewLine } from '../../../domain/api/settlements';
import { MoneyFigure } from '../shared/MoneyFigure';
import { newRequestKey } from '../closings/parts';
import { Money, useMoney } from '../shared/money';
import { fieldErrorsOf, useNotifyError } from '../shared/errors';
import { orderName } from '../shared/recordName';
import { MerchantInput } from './SettlementList';
import { statementPath } from './parts';
import { PickTable, type PickColumn } from './PickTable';

const FIGURES: readonly (keyof SettlementFigures)[] = ['collected', 'fees', 'return_fees', 'adjustments', 'net'];
/** Signed LE text (a return fee's net is negative) as piastres. */
const piastres = (text: string): bigint => (text.startsWith('-') ? -toPiastres(text.slice(1)) : toPiastres(text));

/** The totals of the orders chosen, as the server will post them (each line's figures added up). */
function chosenTotals(preview: SettlementPreview, chosen: readonly number[]): SettlementFigures {
  const lines = preview.orders.filter((line) => chosen.includes(line.order_id));
  const sum = (figure: keyof SettlementFigures) => fromPiastres(lines.reduce((total, line) => total + piastres(line[figure]), 0n));
  return { collected: sum('collected'), fees: sum('fees'), return_fees: sum('return_fees'), adjustments: sum('adjustments'), net: sum('net') };
}

function Totals({ totals }: { totals: SettlementFigures }) {
  return (
    <Grid container spacing={2} role="status">
      {FIGURES.map((figure) => (
        <MoneyFigure key={figure} label={`settlements.fields.${figure}`} amount={totals[figure]} columns={5} />
      ))}
    </Grid>
  );
}

const ORDER_COLUMNS: readonly PickColumn<PreviewLine & { id: number }>[] = [
  { label: 'settlements.fields.serial', value: (line) => <bdi>{line.serial}</bdi> },
  { label: 'settlements.fields.full_name', value: (line) => <bdi>{line.full_name}</bdi> },
  ...FIGURES.map((figure) => ({ label: `settlements.fields.${figure}`, value: (line: PreviewLine) => <Money amount={line[figure]} /> })),
];

/**
 * The orders that may be settled, each with a tick kept in the form's `orders`; all are ticked when the merchant is
 * chosen, or those of its collect request when the closing settles one, or those the order list sent (`only`).
 */
function OrderPicker({ preview, only }: { preview: SettlementPreview; only?: readonly number[] }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const chosen = (useWatch({ name: 'orders' }) as number[] | undefined) ?? [];
  useEffect(
    () =>
      setValue(
        'orders',
        preview.orders.map((line) => line.order_id).filter((id) => !only || only.includes(id)),
      ),
    [preview, setValue, only],
  );
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate('settlements.new.selected', { chosen: chosen.length, smart_count: preview.orders.length })}
      </Typography>
      <PickTable
        label="settlements.new.orders"
        rows={preview.orders.map((line) => ({ ...line, id: line.order_id }))}
        columns={ORDER_COLUMNS}
        chosen={chosen}
        onChange={(ids) => setValue('orders', ids, { shouldDirty: true })}
        nameOf={(line) => orderName({ id: line.order_id, serial: line.serial })}
      />
    </>
  );
}

/** Asks before posting: the net and the number of orders, then submits the form. */
function SaveButton({ preview }: { preview: SettlementPreview }) {
  const translate = useTranslate();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const chosen = (useWatch({ name: 'orders' }) as number[] | undefined) ?? [];
  const totals = chosenTotals(preview, chosen);
  const form = useRef<HTMLButtonElement>(null);
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="contained" startIcon={<SaveIcon />} disabled={chosen.length === 0} onClick={() => setOpen(true)}>
        {translate('settlements.new.save', { net: money(totals.net) })}
      </Button>
      <button ref={form} type="submit" hidden />
      <Confirm
        isOpen={open}
        title="settlements.new.confirm_title"
        content="settlements.new.confirm"
        translateOptions={{ net: money(totals.net), smart_count: chosen.length }}
        onConfirm={() => {
          setOpen(false);
          form.current?.click();
        }}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}

function Preview({ collect, only }: { collect?: number; only?: readonly number[] }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const customer = useWatch({ name: 'customer' }) as number | undefined;
  const chosen = (useWatch({ name: 'orders' }) as number[] | undefined) ?? [];
  const { data: preview, isPending } = useQuery({
    queryKey: ['settlementPreview', customer, collect],
    queryFn: () => dataProvider.previewSettlement(Number(customer), collect),
    enabled: Boolean(customer),
  });
  if (!customer) return <Typography color="text.secondary">{translate('settlements.new.choose')}</Typography>;
  if (isPending || !preview) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  if (preview.orders.length === 0) return <Typography color="text.secondary">{translate('settlements.new.none')}</Typography>;
  return (
    <>
      <Totals totals={chosenTotals(preview, chosen)} />
      <OrderPicker preview={preview} only={only} />
      <TextInput source="note" label="settlements.fields.note" multiline fullWidth sx={{ mt: 2 }} />
      <SaveButton preview={preview} />
    </>
  );
}

/**
 * A customer closing (spec: customer-closing): pick a merchant (or come from its wallet, or from its collect
 * request, whose orders are then the ones ticked and which the closing names); the screen lists every
 * order whose money may be settled now, all ticked, and the totals of those ticked: collected, delivery and
 * return fees, adjustments and the net to pay. Saving asks first, posts it and opens the statement.
 */
export default function SettlementNew() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [params] = useSearchParams();
  const key = useRef(newRequestKey());
  const fromWallet = Number(params.get('customer')) || undefined;
  const collect = (fromWallet && Number(params.get('collect'))) || undefined;
  // The orders the order list's "Settle with the merchant" sent: only these are ticked.
  const sent = params.get('orders');
  const only = useMemo(() => (fromWallet && sent ? sent.split(',').map(Number).filter(Boolean) : undefined), [fromWallet, sent]);
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveSettlement({
        customer: Number(values.customer),
        orders: (values.orders as number[] | undefined) ?? [],
        note: String(values.note ?? ''),
        collect_request: collect ?? null,
        idempotency_key: key.current,
      });
      notify('settlements.new.saved', { type: 'success', messageArgs: { number: saved.number } });
      redirect(statementPath(saved.id));
      return undefined;
    } catch (error) {
      key.current = newRequestKey();
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notifyError(error);
      return undefined;
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="settlements.new.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('settlements.new.title')}
        </Typography>
        <Form onSubmit={submit} defaultValues={{ customer: fromWallet, orders: [] }}>
          <MerchantInput source="customer" />
          <Preview collect={collect} only={only} />
        </Form>
      </CardContent>
    </Card>
  );
}
