import PaymentsIcon from '@mui/icons-material/Payments';
import { SelectInput, useDataProvider, useListContext, type Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { amountDue, cashedAmount, type CashSubmitState } from '../../../../../domain/orders/money';
import type { OrderRecord } from '../../../../../domain/orders/record';
import type { AppDataProvider } from '../../../../providers/dataProvider';
import { AmountInput } from '../../inputs/AmountInput';
import { CASH_STATE_CHOICES } from '../../status';
import { BulkDialogButton } from './BulkDialogButton';

const PARTIAL: CashSubmitState = 'Partially Submit';

/** The partial amount, asked only when one order is selected; it must be more than 0 and less than what is due. */
function PartialAmount({ order }: { order: OrderRecord | undefined }) {
  const state = useWatch<Record<string, unknown>>({ name: 'state' });
  if (state !== PARTIAL || !order) return null;
  const due = amountDue('customer', order);
  const validate = (value: unknown) =>
    cashedAmount(PARTIAL, due, typeof value === 'string' ? value : null) ? undefined : { message: 'orders.partial_amount', args: { due } };
  return <AmountInput source="amount" label="resources.orders.cash.amount" validate={validate} />;
}

/**
 * Record cash settled with the customer for the selected orders. The shipper's side is not marked by hand: his
 * cash is handed over at his closing (shipperclosing), which posts it to the ledger.
 */
export function MoneyCashedButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, selectedIds } = useListContext<OrderRecord>();
  const single = selectedIds.length === 1 ? data?.find((order) => order.id === selectedIds[0]) : undefined;
  const states = single ? CASH_STATE_CHOICES : CASH_STATE_CHOICES.filter((choice) => choice.id !== PARTIAL);
  const action = (ids: Identifier[], values: Record<string, unknown>) =>
    dataProvider.moneyCashed({
      ids: ids.map(Number),
      side: 'customer',
      state: values.state as CashSubmitState,
      amount: values.state === PARTIAL ? String(values.amount ?? '').trim() : undefined,
    });
  return (
    <BulkDialogButton
      label="resources.orders.bulk.cash"
      icon={<PaymentsIcon />}
      title="resources.orders.bulk.cash_title"
      submitLabel="resources.orders.bulk.cash_submit"
      successKey="resources.orders.bulk.updated"
      action={action}
      defaultValues={{ state: 'Full Submit' }}
    >
      <SelectInput
        source="state"
        label="resources.orders.cash.state"
        choices={states}
        validate={(v: unknown) => (v ? undefined : 'validation.required')}
        helperText={single ? false : 'resources.orders.cash.partial_single'}
        fullWidth
      />
      <PartialAmount order={single} />
    </BulkDialogButton>
  );
}
