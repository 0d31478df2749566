import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  RadioButtonGroupInput,
  required,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNT_PLACES, type CountPlace } from '../../../domain/stock/counts';
import { ShipperInput } from '../orders/inputs/ShipperInput';
import { PickerInput } from '../shared/pickers';
import { editPath } from '../shared/paths';
import { choicesOf } from './parts';

/** The place's picker: a warehouse in use, or a courier the caller may see. */
function OwnerInput() {
  const place = useWatch<{ place: CountPlace }>({ name: 'place' });
  if (place === 'courier') return <ShipperInput source="owner_id" label="stock_count.fields.courier" validate={required()} sx={{ minWidth: 260 }} />;
  return (
    <PickerInput source="owner_id" reference="warehouse" filter={{ is_active: true }}>
      <AutocompleteInput label="stock_count.fields.warehouse" validate={required()} sx={{ minWidth: 260 }} />
    </PickerInput>
  );
}

/** A new count: the place is picked here; its page then opens with what the place holds, to be counted. */
export default function CountNew() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const counting = {
    onSuccess: (record: RaRecord) => {
      notify('ra.notification.created', { messageArgs: { smart_count: 1 } });
      redirect(editPath('stockcount', record.id));
    },
  };
  return (
    <Create resource="stockcount" mutationOptions={counting}>
      <SimpleForm defaultValues={{ place: 'warehouse', note: '' }} noValidate>
        <RadioButtonGroupInput source="place" label="stock_count.fields.place_kind" choices={choicesOf(COUNT_PLACES, 'places')} validate={required()} />
        <OwnerInput />
        <TextInput source="note" label="stock_count.fields.note" multiline fullWidth />
        <Typography variant="body2" color="text.secondary">
          {translate('stock_count.help.draft')}
        </Typography>
      </SimpleForm>
    </Create>
  );
}
