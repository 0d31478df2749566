import { useMemo } from 'react';
import { AutocompleteInput, TextInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CustomerRecord } from '../types';
import { FormSection, Row } from './FormSection';
import { HiddenContact } from './HiddenContact';
import { PickerInput } from '../../shared/pickers';

/** The zone picker offers only the chosen city's zones, and waits for a city. */
function ZoneInput() {
  const cityId = useWatch<Record<string, unknown>>({ name: 'city_id' });
  const filter = useMemo(() => ({ city_id: cityId }), [cityId]);
  const hasCity = cityId != null && cityId !== '';
  return (
    <PickerInput source="zone_id" reference="Zone" filter={filter} enableGetChoices={() => hasCity}>
      <AutocompleteInput disabled={!hasCity} helperText={hasCity ? undefined : 'resources.customers.hints.zone_city_first'} fullWidth />
    </PickerInput>
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
        <PickerInput source="city_id" reference="City">
          <AutocompleteInput onChange={clearZone} fullWidth />
        </PickerInput>
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
      <PickerInput source="pickup_shipper_id" reference="Shipper">
        <AutocompleteInput optionText="name" fullWidth />
      </PickerInput>
    </FormSection>
  );
}
