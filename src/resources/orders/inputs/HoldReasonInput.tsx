import { AutocompleteInput, type Validator } from 'react-admin';
import { PickerInput } from '../../shared/pickers';

/** Why an order is held, from the hold reasons list (GET holdreason). */
export function HoldReasonInput({ validate }: { validate?: Validator }) {
  return (
    <PickerInput source="hold_reason" reference="holdreason">
      <AutocompleteInput label="resources.orders.fields.hold_reason" validate={validate} fullWidth />
    </PickerInput>
  );
}
