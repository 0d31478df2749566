import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { required, TextInput, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import type { OrderRecord } from '../../../../domain/orders/record';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { DialogFormButton } from '../../closings/DialogFormButton';
import { newRequestKey } from '../../closings/parts';
import { AmountInput } from '../inputs/AmountInput';

/**
 * Changing an order's fees with a reason (spec: POST fee): applied at once while the order's money is open,
 * sent to the approval list once a closing holds it. Offered to whoever sees the order's fees.
 */
export function FeeButton() {
  const record = useRecordContext<OrderRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  if (!record || record.total_fees == null) return null;
  const save = async (values: Record<string, unknown>) => {
    const returnFee = String(values.return_fees ?? '').trim();
    const answer = await dataProvider.changeFee({
      id: record.id,
      total_fees: String(values.total_fees ?? '').trim(),
      ...(returnFee ? { return_fees: returnFee } : {}),
      reason: String(values.reason ?? ''),
      idempotency_key: newRequestKey(),
    });
    return answer.applied ? 'resources.orders.fee.applied' : 'resources.orders.fee.asked';
  };
  return (
    <DialogFormButton
      label="resources.orders.fee.button"
      icon={<PriceChangeIcon />}
      title="resources.orders.fee.title"
      titleArgs={{ serial: record.serial }}
      submitLabel="resources.orders.fee.save"
      save={save}
      onDone={refresh}
      defaultValues={{ total_fees: record.total_fees }}
    >
      <AmountInput source="total_fees" label="resources.orders.fee.total_fees" validate={required()} limit="fee" />
      <AmountInput source="return_fees" label="resources.orders.fee.return_fees" limit="fee" />
      <TextInput source="reason" label="resources.orders.fee.reason" validate={required()} multiline fullWidth />
    </DialogFormButton>
  );
}
