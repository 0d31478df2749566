import { BooleanInput, AutocompleteInput, TextInput } from 'react-admin';
import { AddressInputs, PickupInputs } from './inputs/AddressInputs';
import { BillingInputs } from './inputs/BillingInputs';
import { ContactInputs } from './inputs/ContactInputs';
import { FormSection, Row } from './inputs/FormSection';
import { PickerInput } from '../shared/pickers';

/** A customer's fields in sections, shared by the create and edit pages. */
export function CustomerInputs() {
  return (
    <>
      <FormSection title="identity">
        <Row>
          <TextInput source="name" fullWidth />
          <TextInput source="company_name" fullWidth />
        </Row>
        <PickerInput source="category_id" reference="customercategory">
          <AutocompleteInput sx={{ maxWidth: 372 }} fullWidth />
        </PickerInput>
      </FormSection>
      <ContactInputs />
      <AddressInputs />
      <PickupInputs />
      <BillingInputs />
      <FormSection title="flags">
        <Row>
          <BooleanInput source="autoCollect" />
          <BooleanInput source="autoPickup" />
          <BooleanInput source="HasReturnPrice" />
        </Row>
      </FormSection>
      <FormSection title="notes">
        <TextInput source="notes" multiline minRows={2} fullWidth />
        <BooleanInput source="is_active" />
      </FormSection>
    </>
  );
}
