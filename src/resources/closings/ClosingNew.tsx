import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Checkbox, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { BooleanInput, Form, TextInput, Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { planClosing } from '../../../domain/ledger/closing';
import { fromPiastres, toPiastres } from '../../../domain/orders/money';
import { isMoney } from '../../../domain/prices';
import { cairoToday } from '../../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ClosingLine, ClosingPreview } from '../../../domain/api/money';
import { AmountInput } from '../orders/inputs/AmountInput';
import { ShipperInput } from '../orders/inputs/ShipperInput';
import { DateInput } from '../shared/DateInput';
import { fieldErrorsOf, useNotifyError } from '../shared/errors';
import { orderName } from '../shared/recordName';
import { cashColumn, ClosingLines, PARCEL_COLUMNS, type LineColumn } from './ClosingLines';
import { Denominations, denominationsOf } from './Denominations';
import { closingPath, newRequestKey } from './parts';
import { Money, useMoney } from '../shared/money';
import { StandingClosings } from './StandingClosings';
import { CourierMaterials } from './CourierMaterials';

/** LE text that may carry a minus (a debt in the shipper's favour) as piastres. */
const signedPiastres = (text: string): bigint => (text.startsWith('-') ? -toPiastres(text.slice(1)) : toPiastres(text));

/** The figures of the preview as the domain's closing plan reads them. */
const figuresOf = (preview: ClosingPreview) => ({
  cash: preview.cash.map((line) => ({ order_id: line.order_id, amount: toPiastres(line.amount ?? '0') })),
  feesOwed: toPiastres(preview.fees_owed),
  previousDebt: signedPiastres(preview.previous_debt),
});

/** The count: an amount, and no more than he could hand over (the plan's own bound: what he owes and a small overage). */
const countedRule = (preview: ClosingPreview, money: (amount: unknown) => string) => (value: unknown, values: Record<string, unknown>) => {
  if (typeof value !== 'string' || !isMoney(value.trim())) return 'ledger.counted_invalid';
  const plan = planClosing(figuresOf(preview), toPiastres(value), values.fees_kept !== false, preview.shipper);
  return toPiastres(value) > plan.maxCounted ? { message: 'closings.new.counted_max', args: { max: money(fromPiastres(plan.maxCounted)) } } : undefined;
};

/** The most that may be counted, beside the count: the plan's bound for the fees kept or not. */
function CountedHint({ preview }: { preview: ClosingPreview }) {
  const translate = useTranslate();
  const money = useMoney();
  const feesKept = useWatch({ name: 'fees_kept' }) as boolean;
  const plan = planClosing(figuresOf(preview), 0n, feesKept !== false, preview.shipper);
  return <>{translate('closings.new.counted_max', { max: money(fromPiastres(plan.maxCounted)) })}</>;
}

/** What the count means now: the domain's own closing plan, from the preview and the figures typed. */
function Summary({ preview }: { preview: ClosingPreview }) {
  const translate = useTranslate();
  const money = useMoney();
  const counted = useWatch({ name: 'counted' }) as string | undefined;
  const feesKept = useWatch({ name: 'fees_kept' }) as boolean;
  const figures = useMemo(() => figuresOf(preview), [preview]);
  const typed = counted && isMoney(counted.trim()) ? toPiastres(counted) : undefined;
  const plan = planClosing(figures, typed ?? 0n, feesKept, preview.shipper);
  const rows: [string, bigint][] = [
    ['closings.fields.expected', plan.expected],
    ['closings.fields.fees', plan.kept],
    ['closings.fields.previous_debt', figures.previousDebt],
    ['closings.fields.to_hand_over', plan.toHandOver],
  ];
  const verdict =
    typed === undefined
      ? undefined
      : plan.difference > 0n
        ? { severity: 'warning' as const, text: translate('closings.new.shortage', { amount: money(fromPiastres(plan.difference)) }) }
        : plan.difference < 0n
          ? { severity: 'info' as const, text: translate('closings.new.overage', { amount: money(fromPiastres(-plan.difference)) }) }
          : { severity: 'success' as const, text: translate('closings.new.even') };
  return (
    <Box>
      <Grid container spacing={2}>
        {rows.map(([label, amount]) => (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h6" component="p">
              <Money amount={fromPiastres(amount)} />
            </Typography>
          </Grid>
        ))}
      </Grid>
      {verdict && (
        <Alert severity={verdict.severity} sx={{ mt: 2 }} role="status">
          {verdict.text}
        </Alert>
      )}
    </Box>
  );
}

/** A parcel's "received" tick, kept in the form's `received` list. */
function ReceivedBox({ line }: { line: ClosingLine }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const received = (useWatch({ name: 'received' }) as number[] | undefined) ?? [];
  const checked = received.includes(line.order_id);
  const toggle = () => setValue('received', checked ? received.filter((id) => id !== line.order_id) : [...received, line.order_id], { shouldDirty: true });
  return (
    <Checkbox
      checked={checked}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': `${translate('closings.fields.received')} ${orderName({ id: line.order_id, serial: line.serial })}` } }}
    />
  );
}

const RETURN_COLUMNS: readonly LineColumn[] = [{ label: 'closings.fields.received', value: (line) => <ReceivedBox line={line} /> }, ...PARCEL_COLUMNS];

/** The parcels he must bring back, each ticked when it is on the counter; the rest become missed returns. */
function Returns({ preview }: { preview: ClosingPreview }) {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  return (
    <section>
      <ClosingLines title="closings.new.returns_title" lines={preview.returns} columns={RETURN_COLUMNS} empty="closings.new.no_returns" />
      {preview.returns.length > 0 && (
        <Button
          size="small"
          onClick={() =>
            setValue(
              'received',
              preview.returns.map((line) => line.order_id),
              { shouldDirty: true },
            )
          }
        >
          {translate('closings.new.all_received')}
        </Button>
      )}
    </section>
  );
}

function Figures() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const money = useMoney();
  const shipper = useWatch({ name: 'shipper' }) as number | undefined;
  const { data: preview, isPending } = useQuery({
    queryKey: ['closingPreview', shipper],
    queryFn: () => dataProvider.previewClosing(Number(shipper)),
    enabled: Boolean(shipper),
  });
  if (!shipper) return <Typography color="text.secondary">{translate('closings.new.pick_shipper')}</Typography>;
  if (isPending || !preview) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  return (
    <>
      <StandingClosings preview={preview} />
      <Summary preview={preview} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <AmountInput source="counted" label="closings.fields.counted" validate={countedRule(preview, money)} helperText={<CountedHint preview={preview} />} />
          <BooleanInput source="fees_kept" label="closings.fields.fees_kept" />
          <Denominations />
          <TextInput source="note" label="closings.fields.note" multiline fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ClosingLines title="closings.new.cash_title" lines={preview.cash} columns={[...PARCEL_COLUMNS, cashColumn('amount')]} empty="closings.new.no_cash" />
          <Returns preview={preview} />
          <CourierMaterials shipper={Number(shipper)} />
        </Grid>
      </Grid>
    </>
  );
}

/**
 * A shipper's closing (spec: shipperclosing/new): pick him and the day; the screen shows what the ledger says he
 * holds and what must come back, takes the count (by banknote if wished) and the parcels received, and shows
 * the shortage or overage before saving. Saving waits for a supervisor's approval.
 */
export default function ClosingNew() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const translate = useTranslate();
  const key = useRef(newRequestKey());
  // The courier the order list's "Cash from the courier" sent.
  const [params] = useSearchParams();
  const courier = Number(params.get('shipper')) || undefined;
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveClosing({
        shipper: Number(values.shipper),
        closing_date: values.closing_date,
        counted: String(values.counted ?? '').trim(),
        fees_kept: values.fees_kept !== false,
        received: (values.received as number[] | undefined) ?? [],
        denominations: denominationsOf(values.denominations),
        note: String(values.note ?? ''),
        idempotency_key: key.current,
      });
      key.current = newRequestKey();
      notify('closings.new.saved', { type: 'success', messageArgs: { rc: saved.rc } });
      redirect(closingPath(saved));
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notifyError(error);
      return undefined;
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="closings.new.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('closings.new.title')}
        </Typography>
        <Form onSubmit={submit} defaultValues={{ shipper: courier, closing_date: cairoToday(), fees_kept: true, received: [] }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <ShipperInput source="shipper" label="closings.fields.shipper" sx={{ width: { xs: '100%', sm: 360 } }} fullWidth />
            <DateInput source="closing_date" label="closings.fields.closing_date" />
          </Box>
          <Figures />
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
              {translate('closings.new.save')}
            </Button>
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}
