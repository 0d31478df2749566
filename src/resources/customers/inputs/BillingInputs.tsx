import { SelectInput, TextInput } from 'react-admin';
import { PAYOUT_METHODS } from '../../../../domain/validation';
import { FormSection, Row } from './FormSection';

const payoutChoices = PAYOUT_METHODS.map((method) => ({ id: method, name: `resources.customers.payout_methods.${method}` }));

/** How the merchant is paid the cash collected for it; every method but cash needs account details. */
export function BillingInputs() {
  return (
    <FormSection title="billing">
      <Row>
        <SelectInput source="payout_method" choices={payoutChoices} fullWidth />
        <TextInput source="payout_account" helperText="resources.customers.hints.payout_account" fullWidth />
      </Row>
    </FormSection>
  );
}
