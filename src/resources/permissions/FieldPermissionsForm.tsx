import { Box } from '@mui/material';
import { FIELD_PERMISSIONS, type FieldPermission } from '../../../domain/permissions';
import { permissionsApi, type FieldValue } from './api';
import { SaveBar } from './SaveBar';
import { SwitchList } from './SwitchList';
import { TabStatus } from './TabStatus';
import type { TabProps } from './types';
import { useDraft } from './useDraft';
import { usePermissionData } from './usePermissionData';

type Fields = Partial<Record<FieldPermission, boolean>>;
const labelOf = (field: FieldPermission) => `resources.userpermissionfieldValue.fields.${field}`;
const asMap = (list: FieldValue[]): Fields => Object.fromEntries(list.map(({ field, allowed }) => [field, allowed]));

/** The order and partner fields the picked user may see, such as the order serial. */
export function FieldPermissionsForm({ userId, readOnly }: TabProps) {
  const { data, loading, failed, save, saving } = usePermissionData<FieldValue[], FieldValue[]>(
    'fields',
    userId,
    () => permissionsApi.getFields(userId),
    (fields) => permissionsApi.setFields(userId, fields),
  );
  const [values, setValues] = useDraft<FieldValue[], Fields>(data, asMap, {});
  if (!data) return <TabStatus loading={loading} failed={failed} />;
  const toggle = (field: FieldPermission, on: boolean) => setValues((current) => ({ ...current, [field]: on }));
  const submit = () => save(FIELD_PERMISSIONS.map((field) => ({ field, allowed: values[field] === true })));
  return (
    <Box>
      <SwitchList keys={FIELD_PERMISSIONS} values={values} labelOf={labelOf} disabled={readOnly} onToggle={toggle} />
      <SaveBar onSave={submit} saving={saving} disabled={readOnly} />
    </Box>
  );
}
