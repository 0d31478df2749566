import { useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, TextInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CustomerRecord } from '../types';
import { FormSection, Row } from './FormSection';
import { HiddenContact } from './HiddenContact';

/** The zone picker offers only the chosen city's zones, and waits for a city. */
function ZoneInput() {
  const cityId = useWatch<Record<string, unknown>>({ name: 'city_id' });
  const filter = useMemo(() => ({ city_id: cityId }), [cityId]);
  const hasCity = cityId != null && cityId !== '';
  return (
    <ReferenceInput source="zone_id" reference="Zone" filter={filter} enableGetChoices={() => hasCity}>
      <AutocompleteInput disabled={!hasCity} helperText={hasCity ? undefined : 'resources.customers.hints.zone_city_first'} fullWidth />
    </ReferenceInput>
  );
}

/** City, then zone (cleared when the city changes), then the street address unless it is hidden from the user. */
export function AddressInputs() {
  const record = useRecordContext<CustomerRecord>();
  const { setValue } = useFormContext();
  const clearZone = () => setValue('zone_id', null, { shouldDirty: true });
  return (
    <FormSection title="address">
      <Row>
        <ReferenceInput source="city_id" reference="City">
          <AutocompleteInput onChange={clearZone} fullWidth />
        </ReferenceInput>
        <ZoneInput />
      </Row>
      {record?.contact_hidden?.address ? <HiddenContact source="address" /> : <TextInput source="address" fullWidth />}
    </FormSection>
  );
}

/** Where parcels are picked up and which shipper usually does it. */
export function PickupInputs() {
  const record = useRecordContext<CustomerRecord>();
  return (
    <FormSection title="pickup">
      {record?.contact_hidden?.address ? <HiddenContact source="pickup_address" /> : <TextInput source="pickup_address" fullWidth />}
      <ReferenceInput source="pickup_shipper_id" reference="Shipper">
        <AutocompleteInput optionText="name" fullWidth />
      </ReferenceInput>
    </FormSection>
  );
}
