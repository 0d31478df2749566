import { Box, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Form, useTranslate, type RaRecord } from 'react-admin';
import { permissionsApi, type NamedSet, type SetName } from './api';
import { SaveBar } from './SaveBar';
import { TabStatus } from './TabStatus';
import type { TabProps } from './types';
import { useDraft } from './useDraft';
import { usePermissionData } from './usePermissionData';
import { PickerInput } from '../shared/pickers';

type Item = NamedSet['items'][number];

/** Where each set picks from: shippers, or shipper groups. */
const PICK_FROM: Record<SetName, string> = { shipperswappermission: 'Shipper', grouppermission: 'shipper-groups', followupperm: 'Shipper' };

/**
 * A user's set of shippers (swap, follow-up) or shipper groups: the members as chips, one more added through
 * the picker, and the whole set saved at once. Members the viewer cannot list elsewhere stay in the set.
 */
export function SetTab({ userId, readOnly, name }: TabProps & { name: SetName }) {
  const translate = useTranslate();
  const { data, loading, failed, save, saving } = usePermissionData<NamedSet, number[]>(
    name,
    userId,
    () => permissionsApi.getSet(name, userId),
    (ids) => permissionsApi.setSet(name, userId, ids),
  );
  const [items, setItems] = useDraft<NamedSet, Item[]>(data, (loaded) => loaded.items, []);
  const [picker, setPicker] = useState(0);
  if (!data) return <TabStatus loading={loading} failed={failed} />;

  const add = (record: RaRecord | undefined) => {
    if (record && !items.some((item) => item.id === Number(record.id))) setItems([...items, { id: Number(record.id), name: String(record.name ?? record.id) }]);
    setPicker((n) => n + 1);
  };
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.${name}.hint`)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {items.length === 0 && <Typography color="text.secondary">{translate(`resources.${name}.empty`)}</Typography>}
        {items.map((item) => (
          <Chip key={item.id} label={item.name} onDelete={readOnly ? undefined : () => setItems(items.filter((other) => other.id !== item.id))} />
        ))}
      </Stack>
      {!readOnly && (
        <Form key={picker}>
          <PickerInput source="add" reference={PICK_FROM[name]} perPage={25}>
            <AutocompleteInput
              label={`resources.${name}.add`}
              filterToQuery={(q: string) => ({ q })}
              helperText={false}
              sx={{ width: 360, maxWidth: '100%' }}
              onChange={(_value: unknown, record: RaRecord | '') => add(record === '' ? undefined : record)}
            />
          </PickerInput>
        </Form>
      )}
      <SaveBar onSave={() => save(items.map((item) => item.id))} saving={saving} disabled={readOnly} />
    </Box>
  );
}
