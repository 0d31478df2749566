import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, RecordContextProvider, ResourceContextProvider, SaveButton, TextInput, useDataProvider } from 'react-admin';
import { MERCHANT_COMPANY_FIELDS, validateMerchantCompany, type MerchantCompanyValues } from '../../../../domain/validation';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { AddressInputs } from '../../../resources/customers/inputs/AddressInputs';
import { FormSection } from '../../../resources/customers/inputs/FormSection';
import { formValidator } from '../../../resources/shared/formValidation';
import { OfficeDetails } from './OfficeDetails';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';

const validate = formValidator(validateMerchantCompany);
/** Only the fields a merchant may change go back (the server drops anything else anyway). */
const changes = (values: Record<string, unknown>) => Object.fromEntries(MERCHANT_COMPANY_FIELDS.map((field) => [field, values[field] ?? null]));

/** The merchant's own company details: those it keeps up to date, the staff form's inputs and rules; then those the office keeps. */
export function CompanyTab() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['merchant', 'company'], queryFn: () => dataProvider.merchantCompany() });
  const { submit } = useDialogSubmit(
    async (values) => {
      await dataProvider.saveMerchantCompany(changes(values));
      return 'app.account_page.saved';
    },
    () => void queryClient.invalidateQueries({ queryKey: ['merchant', 'company'] }),
  );
  if (!data) return null;
  return (
    <ResourceContextProvider value="customers">
      <RecordContextProvider value={data}>
        <Form record={data} validate={(values) => validate(values as MerchantCompanyValues)} onSubmit={submit} noValidate>
          <FormSection title="identity">
            <TextInput source="company_name" fullWidth />
          </FormSection>
          <AddressInputs />
          <FormSection title="pickup">
            <TextInput source="pickup_address" fullWidth />
          </FormSection>
          <SaveButton alwaysEnable />
        </Form>
        <OfficeDetails company={data} />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}
