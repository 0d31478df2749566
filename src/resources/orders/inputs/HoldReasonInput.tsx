import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';

/** Why an order is held, from the hold reasons list (GET holdreason). */
export function HoldReasonInput({ validate }: { validate?: Validator }) {
  return (
    <ReferenceInput source="hold_reason" reference="holdreason">
      <AutocompleteInput label="resources.orders.fields.hold_reason" validate={validate} fullWidth />
    </ReferenceInput>
  );
}
