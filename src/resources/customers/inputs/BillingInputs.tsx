import { SelectInput, TextInput, useRecordContext } from 'react-admin';
import { PAYOUT_METHODS } from '../../../../domain/validation';
import type { CustomerRecord } from '../types';
import { FormSection, Row } from './FormSection';
import { HiddenContact } from './HiddenContact';

const payoutChoices = PAYOUT_METHODS.map((method) => ({ id: method, name: `resources.customers.payout_methods.${method}` }));

/** How the merchant is paid the cash collected for it; every method but cash needs account details. */
export function BillingInputs() {
  const record = useRecordContext<CustomerRecord>();
  return (
    <FormSection title="billing">
      <Row>
        <SelectInput source="payout_method" choices={payoutChoices} fullWidth />
        {record?.contact_hidden?.payout ? (
          <HiddenContact source="payout_account" />
        ) : (
          <TextInput source="payout_account" helperText="resources.customers.hints.payout_account" fullWidth />
        )}
      </Row>
    </FormSection>
  );
}
