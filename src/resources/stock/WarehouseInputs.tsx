import { AutocompleteInput, BooleanInput, TextInput } from 'react-admin';
import { PickerInput } from '../shared/pickers';

const wide = { maxWidth: 480 };

/** A staff account as the keeper picker names it: the username, then the full name where there is one. */
const keeperText = (keeper: { username: string; first_name?: string; last_name?: string }) => {
  const full = `${keeper.first_name ?? ''} ${keeper.last_name ?? ''}`.trim();
  return full ? `${keeper.username} (${full})` : keeper.username;
};

/** A warehouse's fields; its keeper is picked among the active staff accounts. */
export function WarehouseInputs() {
  return (
    <>
      <TextInput source="name" sx={wide} fullWidth />
      <TextInput source="name_ar" sx={wide} fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <TextInput source="address" sx={wide} fullWidth multiline />
      <PickerInput source="keeper_id" reference="warehouse-keepers" perPage={20}>
        <AutocompleteInput optionText={keeperText} label="resources.warehouse.fields.keeper_id" sx={{ minWidth: 280 }} />
      </PickerInput>
      <BooleanInput source="is_active" />
    </>
  );
}
