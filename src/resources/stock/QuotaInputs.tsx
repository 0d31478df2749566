import { AutocompleteInput, NumberInput } from 'react-admin';
import { PickerInput } from '../shared/pickers';

const picker = (source: string, reference: string) => (
  <PickerInput source={source} reference={reference} filter={{ is_active: true }}>
    <AutocompleteInput sx={{ minWidth: 280 }} />
  </PickerInput>
);

/** A quota row's fields: a merchant or (a default for all of them) a category, the material and its free quantity a month. */
export function QuotaInputs() {
  return (
    <>
      {picker('customer_id', 'customers')}
      {picker('category_id', 'customercategory')}
      {picker('material_id', 'material')}
      <NumberInput source="monthly_quantity" min={0} step={1} helperText="resources.CustomerMaterialLimitList.hints.monthly_quantity" />
    </>
  );
}
