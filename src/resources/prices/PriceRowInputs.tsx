import { AutocompleteInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { AmountInput } from '../orders/inputs/AmountInput';
import { PickerInput } from '../shared/pickers';

const narrow = { maxWidth: 400 };

/** A city and, optionally, one of its zones; changing the city clears the zone. */
export function CityZoneInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const cityId = useWatch<{ city_id?: number | null }>({ name: 'city_id' });
  return (
    <>
      <PickerInput source="city_id" reference="City" perPage={100}>
        <AutocompleteInput fullWidth sx={narrow} onChange={() => setValue('zone_id', null)} />
      </PickerInput>
      <PickerInput source="zone_id" reference="Zone" perPage={100} filter={{ city_id: cityId ?? 0 }}>
        <AutocompleteInput fullWidth sx={narrow} disabled={!cityId} helperText={translate('resources.prices.zone_hint')} />
      </PickerInput>
    </>
  );
}

/** City, optional zone of that city, and the delivery and return prices of one row. */
export function PriceRowInputs() {
  return (
    <>
      <CityZoneInputs />
      <AmountInput source="delivery_price" limit="fee" />
      <AmountInput source="return_price" limit="fee" />
    </>
  );
}
