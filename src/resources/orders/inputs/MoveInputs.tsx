/**
 * The inputs a status move asks for (domain/orders/status.ts MoveRequirement): a shipper for Out For Deliver,
 * a hold reason for Hold, the amount collected for Delivered (or, in bulk, a 'collect the full amount' check),
 * a note for the moves that must say what happened.
 */
import { BooleanInput, TextInput, type Validator } from 'react-admin';
import type { MoveRequirement } from '../../../../domain/orders/status';
import { AmountInput } from './AmountInput';
import { HoldReasonInput } from './HoldReasonInput';
import { ShipperInput } from './ShipperInput';

const requiredAs =
  (key: string): Validator =>
  (value: unknown) =>
    value == null || value === '' || value === false ? key : undefined;

export const MOVE_MESSAGES: Record<MoveRequirement, string> = {
  shipper: 'orders.shipper_required',
  hold_reason: 'orders.hold_reason_required',
  collected_amount: 'orders.collected_required',
  note: 'orders.note_required',
};

export function MoveInputs({ needs, bulk = false }: { needs: readonly MoveRequirement[]; bulk?: boolean }) {
  return (
    <>
      {needs.includes('shipper') && (
        <ShipperInput source="shipper" label="resources.orders.fields.shipper" validate={requiredAs(MOVE_MESSAGES.shipper)} fullWidth />
      )}
      {needs.includes('hold_reason') && <HoldReasonInput validate={requiredAs(MOVE_MESSAGES.hold_reason)} />}
      {needs.includes('collected_amount') &&
        (bulk ? (
          <BooleanInput source="collect_full" label="resources.orders.move.collect_full" validate={requiredAs(MOVE_MESSAGES.collected_amount)} />
        ) : (
          <AmountInput
            source="collected_amount"
            label="resources.orders.fields.collected_amount"
            validate={requiredAs(MOVE_MESSAGES.collected_amount)}
            limit="parcel"
          />
        ))}
      <TextInput
        source="note"
        label="resources.orders.fields.note"
        validate={needs.includes('note') ? requiredAs(MOVE_MESSAGES.note) : undefined}
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
}
