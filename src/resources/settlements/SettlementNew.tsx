import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, Form, TextInput, Title, useDataProvider, useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { fromPiastres, signedPiastres } from '../../../domain/orders/money';
import { packagingDescription, STATEMENT_FIGURES } from '../../../domain/ledger/statement';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ClosingTotals, SettlementFigures, SettlementPreview, PreviewLine } from '../../../domain/api/settlements';
import { ClosingFigures } from './ClosingFigures';
import { newRequestKey } from '../closings/parts';
import { Money, useMoney } from '../shared/money';
import { fieldErrorsOf, useNotifyError } from '../shared/errors';
import { orderName } from '../shared/recordName';
import { MerchantInput } from './SettlementList';
import { statementPath } from './parts';
import { PickTable, type PickColumn } from './PickTable';

/**
 * The totals of the orders chosen, as the server will post them (each line's figures added up), with every
 * packaging charge not settled yet, which the closing takes whatever orders it settles.
 */
function chosenTotals(preview: SettlementPreview, chosen: readonly number[]): ClosingTotals {
  const lines = preview.orders.filter((line) => chosen.includes(line.order_id));
  const sum = (figure: keyof SettlementFigures) => lines.reduce((total, line) => total + signedPiastres(line[figure]), 0n);
  const packaging = lines.length ? signedPiastres(preview.packaging) : 0n;
  return {
    collected: fromPiastres(sum('collected')),
    fees: fromPiastres(sum('fees')),
    return_fees: fromPiastres(sum('return_fees')),
    adjustments: fromPiastres(sum('adjustments')),
    packaging: fromPiastres(packaging),
    net: fromPiastres(sum('net') - packaging),
  };
}

/** The packaging charges the closing will take, when there are any. */
function PackagingCharges({ preview }: { preview: SettlementPreview }) {
  const translate = useTranslate();
  const money = useMoney();
  const [locale] = useLocaleState();
  if (preview.packaging_charges.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('settlements.new.packaging', { amount: money(preview.packaging), smart_count: preview.packaging_charges.length })}
      </Typography>
      <Box component="ul" sx={{ my: 0 }}>
        {preview.packaging_charges.map((charge) => (
          <li key={charge.transaction_id}>
            <bdi>{packagingDescription(charge, locale === 'ar' ? 'ar' : 'en')}</bdi>: <Money amount={charge.amount} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

const ORDER_COLUMNS: readonly PickColumn<PreviewLine & { id: number }>[] = [
  { label: 'settlements.fields.serial', value: (line) => <bdi>{line.serial}</bdi> },
  { label: 'settlements.fields.full_name', value: (line) => <bdi>{line.full_name}</bdi> },
  ...STATEMENT_FIGURES.map((figure) => ({ label: `settlements.fields.${figure}`, value: (line: PreviewLine) => <Money amount={line[figure]} /> })),
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
  if (preview.orders.length === 0)
    return (
      <>
        <Typography color="text.secondary">{translate('settlements.new.none')}</Typography>
        <PackagingCharges preview={preview} />
      </>
    );
  return (
    <>
      <ClosingFigures totals={chosenTotals(preview, chosen)} />
      <PackagingCharges preview={preview} />
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
 * return fees, adjustments, the packaging charged beyond the merchant's quota (taken whole by any closing) and the
 * net to pay. Saving asks first, posts it and opens the statement.
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
