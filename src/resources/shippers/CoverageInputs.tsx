import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

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
      <ReferenceInput source="city_id" reference="City">
        <AutocompleteInput fullWidth sx={{ maxWidth: 480 }} onChange={() => setValue('zone_ids', [], { shouldDirty: true })} />
      </ReferenceInput>
      <ReferenceArrayInput source="zone_ids" reference="Zone" filter={{ city_id: cityId ?? 0 }} perPage={ZONES_PER_PAGE}>
        <AutocompleteArrayInput fullWidth sx={{ maxWidth: 720 }} disabled={!cityId} helperText="resources.Shipper.zones_hint" />
      </ReferenceArrayInput>
    </>
  );
}
