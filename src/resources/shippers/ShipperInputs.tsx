import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AutocompleteInput, BooleanInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { isHubShipper } from '../../../domain/validation';
import { CoverageInputs } from './CoverageInputs';
import type { ShipperRecord } from './ShipperFields';
import { vehicleChoices } from './shipperForm';
import { PickerInput } from '../shared/pickers';
import { AmountInput } from '../orders/inputs/AmountInput';

const row = { direction: { xs: 'column', sm: 'row' }, spacing: { sm: 2 }, sx: { width: '100%', maxWidth: 720 } } as const;
function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </>
  );
}

/**
 * A shipper's fields, shared by the create and edit pages. A user who may not see the shipper's phone gets
 * the phone and national ID disabled (the server keeps the stored ones); the hub cannot be deactivated.
 */
export function ShipperInputs() {
  const record = useRecordContext<ShipperRecord>();
  const translate = useTranslate();
  const contactHidden = record?.contact_hidden?.phone === true;
  const hub = isHubShipper(record?.id);
  return (
    <>
      {hub && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
          {translate('resources.Shipper.hub_hint')}
        </Alert>
      )}
      <Section title="resources.Shipper.sections.identity">
        <TextInput source="name" fullWidth sx={{ maxWidth: 720 }} />
        <Stack {...row}>
          <TextInput
            source="phone"
            type="tel"
            fullWidth
            disabled={contactHidden}
            helperText={contactHidden ? 'resources.Shipper.phone_hidden_hint' : undefined}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
          />
          <TextInput
            source="national_id"
            fullWidth
            disabled={contactHidden}
            helperText={contactHidden ? false : 'resources.Shipper.national_id_hint'}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
        </Stack>
        <Stack {...row}>
          <SelectInput source="vehicle_type" choices={vehicleChoices} fullWidth />
          <TextInput source="vehicle_plate" fullWidth />
        </Stack>
        <PickerInput source="group_id" reference="shipper-groups">
          <AutocompleteInput fullWidth sx={{ maxWidth: 480 }} />
        </PickerInput>
      </Section>
      <Section title="resources.Shipper.sections.coverage">
        <CoverageInputs />
      </Section>
      <Section title="resources.Shipper.sections.fees">
        <Stack {...row}>
          <AmountInput source="delivery_fee" limit="fee" sx={{}} />
          <AmountInput source="return_fee" limit="fee" sx={{}} />
        </Stack>
      </Section>
      <BooleanInput source="is_active" disabled={hub} />
      <TextInput source="notes" multiline minRows={2} fullWidth sx={{ maxWidth: 720 }} />
    </>
  );
}
