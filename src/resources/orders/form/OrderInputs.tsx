/**
 * The order's inputs, shared by the create and edit pages, in the order a clerk types them: customer, city and
 * zone, the recipient, then the parcel and money. Every input is one line, so Enter in any of them saves.
 */
import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { AutocompleteInput, BooleanInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OrderRecord } from '../../../../domain/orders/record';
import { AmountInput } from '../inputs/AmountInput';
import { ShipperInput } from '../inputs/ShipperInput';
import { useFieldPermissions } from '../inputs/useOrderData';
import { FeeInput } from './FeeInput';
import { HiddenInput } from './HiddenInput';
import { ShipperFeeInput } from './ShipperFeeInput';
import { PickerInput } from '../../shared/pickers';
import { DateInput } from '../../shared/DateInput';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: 900, mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
        {translate(`resources.orders.sections.${title}`)}
      </Typography>
      {children}
    </Box>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 2 }, width: '100%' }}>{children}</Box>;
}

/** The zone picker offers the chosen city's zones only, and waits for a city. */
function ZoneInput() {
  const city = useWatch<Record<string, unknown>>({ name: 'city' });
  const filter = useMemo(() => ({ city_id: city, is_active: true }), [city]);
  const hasCity = city != null && city !== '';
  return (
    <PickerInput source="zone" reference="Zone" filter={filter} enableGetChoices={() => hasCity}>
      <AutocompleteInput
        label="resources.orders.fields.zone"
        disabled={!hasCity}
        helperText={hasCity ? false : 'resources.orders.form.city_first'}
        openOnFocus={false}
        fullWidth
      />
    </PickerInput>
  );
}

const ltr = { htmlInput: { dir: 'ltr' } } as const;
/** New orders go to active customers and places only (the server refuses the others). */
const ACTIVE = { is_active: true } as const;

/**
 * `merchant`: the merchant's own form (customerdashboard orders/new and edit): no customer (its own), no shipper,
 * shipper fee or pickup flag (the office's), and the fee shown from the merchant's prices, never typed.
 */
export function OrderInputs({ autoFocus = 'customer', merchant = false }: { autoFocus?: 'customer' | 'full_name'; merchant?: boolean }) {
  const record = useRecordContext<OrderRecord>();
  const { setValue } = useFormContext();
  const fields = useFieldPermissions();
  const hidden = new Set(record?.hidden_fields ?? []);
  const input = (source: string, element: ReactNode) => (hidden.has(source) ? <HiddenInput source={source} /> : element);
  // The customer picker is focused once mounted, not with autoFocus: that focuses it during the commit, before the
  // picker's handlers are ready ("Cannot call an event handler while rendering"). The pickers open on typing,
  // a click or the down arrow, not on focus: a save with missing fields focuses the first of them, and a list
  // opening there would cover the errors.
  const customerInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus === 'customer') customerInput.current?.focus();
  }, [autoFocus]);

  return (
    <>
      <Section title="customer">
        <Row>
          {!merchant && (
            <PickerInput source="customer" reference="customers" filter={ACTIVE}>
              <AutocompleteInput label="resources.orders.fields.customer" TextFieldProps={{ inputRef: customerInput }} openOnFocus={false} fullWidth />
            </PickerInput>
          )}
          <DateInput source="order_date" label="resources.orders.fields.order_date" fullWidth />
        </Row>
        <Row>
          <PickerInput source="city" reference="City" filter={ACTIVE}>
            <AutocompleteInput
              label="resources.orders.fields.city"
              onChange={() => setValue('zone', null, { shouldDirty: true })}
              openOnFocus={false}
              fullWidth
            />
          </PickerInput>
          <ZoneInput />
        </Row>
      </Section>
      <Section title="recipient">
        <Row>
          <TextInput source="full_name" label="resources.orders.fields.full_name" autoFocus={autoFocus === 'full_name'} fullWidth />
          {input('phone', <TextInput source="phone" label="resources.orders.fields.phone" type="tel" slotProps={ltr} fullWidth />)}
        </Row>
        {input('address', <TextInput source="address" label="resources.orders.fields.address" fullWidth />)}
      </Section>
      <Section title="shipment">
        <Row>
          <TextInput source="shipment_contents" label="resources.orders.fields.shipment_contents" fullWidth />
          <TextInput
            source="weight"
            label="resources.orders.fields.weight"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
            sx={{ maxWidth: 160 }}
          />
        </Row>
        <Row>
          {input('total_amount', <AmountInput source="total_amount" label="resources.orders.fields.total_amount" limit="parcel" />)}
          {input('total_fees', <FeeInput editable={!merchant && fields.show_fees === true} keepInitial={record != null} />)}
        </Row>
        {!merchant && (
          <Row>
            <ShipperInput source="shipper" label="resources.orders.fields.shipper" fullWidth />
            {input('shipper_fees', <ShipperFeeInput typedBefore={record?.shipper_fees_manual === true} />)}
          </Row>
        )}
        <Row>{input('customer_serial', <TextInput source="customer_serial" label="resources.orders.fields.customer_serial" slotProps={ltr} fullWidth />)}</Row>
        {input('notes', <TextInput source="notes" label="resources.orders.fields.notes" fullWidth />)}
        {!merchant && <BooleanInput source="pick_up" label="resources.orders.fields.pick_up" />}
      </Section>
    </>
  );
}
