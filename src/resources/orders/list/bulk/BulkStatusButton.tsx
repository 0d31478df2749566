import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { RadioButtonGroupInput, useDataProvider, useListContext, type Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { OrderRecord } from '../../../../../domain/orders/record';
import type { OrderStatus } from '../../../../../domain/orders/status';
import type { AppDataProvider } from '../../../../providers/dataProvider';
import { MoveInputs } from '../../inputs/MoveInputs';
import { currentUser } from '../../inputs/useOrderData';
import { statusKey } from '../../status';
import { BulkDialogButton } from './BulkDialogButton';
import { commonMoves, needsOf } from './statusMoves';

const numberOr = (value: unknown) => (value == null || value === '' ? undefined : Number(value));
const textOr = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** What the chosen move needs, asked below the choice. */
function ChosenMoveInputs({ statuses }: { statuses: OrderStatus[] }) {
  const to = useWatch<Record<string, OrderStatus | undefined>>({ name: 'status' });
  return to ? <MoveInputs needs={needsOf(statuses, to)} bulk /> : null;
}

/** Change the status of the selected orders to one that every one of them may move to. */
export function BulkStatusButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, selectedIds } = useListContext<OrderRecord>();
  const statuses = (data ?? []).filter((order) => selectedIds.includes(order.id)).map((order) => order.Order_Delivery_Status);
  const moves = commonMoves(statuses, currentUser());
  const action = (ids: Identifier[], values: Record<string, unknown>) => {
    const status = values.status as OrderStatus;
    const needs = needsOf(statuses, status);
    return dataProvider.bulkUpdateStatus({
      ids: ids.map(Number),
      status,
      shipper: needs.includes('shipper') ? numberOr(values.shipper) : undefined,
      hold_reason: needs.includes('hold_reason') ? numberOr(values.hold_reason) : undefined,
      collect_full: needs.includes('collected_amount') && values.collect_full === true ? true : undefined,
      note: textOr(values.note),
    });
  };
  return (
    <BulkDialogButton
      label="resources.orders.bulk.status"
      icon={<SyncAltIcon />}
      title="resources.orders.bulk.status_title"
      submitLabel="resources.orders.bulk.status_submit"
      successKey="resources.orders.bulk.updated"
      action={action}
      canSubmit={moves.length > 0}
      defaultValues={{ collect_full: true }}
    >
      <RadioButtonGroupInput
        source="status"
        label="resources.orders.move.new_status"
        choices={moves.map((to) => ({ id: to, name: statusKey(to) }))}
        validate={(value: unknown) => (value ? undefined : 'validation.required')}
        row={false}
      />
      <ChosenMoveInputs statuses={statuses} />
    </BulkDialogButton>
  );
}
