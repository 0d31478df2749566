import { AutocompleteArrayInput, AutocompleteInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MultiPickerInput, PickerInput } from '../shared/pickers';

/** Zones are picked among the chosen city's; with no city chosen there is nothing to pick. */
const ZONES_PER_PAGE = 200;

/**
 * The shipper's city and the zones it serves. Changing the city empties the zones, which belong to the
 * previous one.
 */
export function CoverageInputs() {
  const { setValue } = useFormContext();
  const cityId = useWatch<{ city_id?: number | null }>({ name: 'city_id' });
  return (
    <>
      <PickerInput source="city_id" reference="City">
        <AutocompleteInput fullWidth sx={{ maxWidth: 480 }} onChange={() => setValue('zone_ids', [], { shouldDirty: true })} />
      </PickerInput>
      <MultiPickerInput source="zone_ids" reference="Zone" filter={{ city_id: cityId ?? 0 }} perPage={ZONES_PER_PAGE}>
        <AutocompleteArrayInput fullWidth sx={{ maxWidth: 720 }} disabled={!cityId} helperText="resources.Shipper.zones_hint" />
      </MultiPickerInput>
    </>
  );
}
