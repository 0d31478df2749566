import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MoneyInput } from './MoneyInput';

const byName = { field: 'name', order: 'ASC' } as const;
const narrow = { maxWidth: 400 };

/** A city and, optionally, one of its zones; changing the city clears the zone. */
export function CityZoneInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const cityId = useWatch<{ city_id?: number | null }>({ name: 'city_id' });
  return (
    <>
      <ReferenceInput source="city_id" reference="City" sort={byName} perPage={100}>
        <AutocompleteInput fullWidth sx={narrow} onChange={() => setValue('zone_id', null)} />
      </ReferenceInput>
      <ReferenceInput source="zone_id" reference="Zone" sort={byName} perPage={100} filter={{ city_id: cityId ?? 0 }}>
        <AutocompleteInput fullWidth sx={narrow} disabled={!cityId} helperText={translate('resources.prices.zone_hint')} />
      </ReferenceInput>
    </>
  );
}

/** City, optional zone of that city, and the delivery and return prices of one row. */
export function PriceRowInputs() {
  return (
    <>
      <CityZoneInputs />
      <MoneyInput source="delivery_price" />
      <MoneyInput source="return_price" />
    </>
  );
}
