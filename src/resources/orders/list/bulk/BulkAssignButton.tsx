import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../../providers/dataProvider';
import { MOVE_MESSAGES } from '../../inputs/MoveInputs';
import { ShipperInput } from '../../inputs/ShipperInput';
import { BulkDialogButton } from './BulkDialogButton';

/** Give the selected orders to one shipper. */
export function BulkAssignButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const action = (ids: Identifier[], values: Record<string, unknown>) => dataProvider.assignShipper(ids.map(Number), Number(values.shipper));
  return (
    <BulkDialogButton
      label="resources.orders.bulk.assign"
      icon={<TwoWheelerIcon />}
      title="resources.orders.bulk.assign_title"
      submitLabel="resources.orders.bulk.assign_submit"
      successKey="resources.orders.bulk.updated"
      action={action}
    >
      <ShipperInput
        source="shipper"
        label="resources.orders.fields.shipper"
        validate={(value: unknown) => (value ? undefined : MOVE_MESSAGES.shipper)}
        fullWidth
      />
    </BulkDialogButton>
  );
}
