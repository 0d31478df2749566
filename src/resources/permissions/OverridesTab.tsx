import { Box } from '@mui/material';
import { OVERRIDE_FLAGS, type OverrideFlag } from '../../../domain/permissions';
import { permissionsApi, type Overrides } from './api';
import { SaveBar } from './SaveBar';
import { SwitchList } from './SwitchList';
import type { TabProps } from './types';
import { TabStatus } from './TabStatus';
import { useDraft } from './useDraft';
import { usePermissionData } from './usePermissionData';

const SHIPPER_FLAGS: readonly OverrideFlag[] = ['all_shipper_phone', 'all_shipper_address'];
const CUSTOMER_FLAGS = OVERRIDE_FLAGS.filter((flag) => !SHIPPER_FLAGS.includes(flag));
const labelOf = (flag: OverrideFlag) => `resources.userprivient.overrides.${flag}`;

/** The fifteen 'all' overrides of the picked user: each grants its permission for every customer or shipper. */
export function OverridesTab({ userId, readOnly }: TabProps) {
  const { data, loading, failed, save, saving } = usePermissionData<Overrides, Overrides>(
    'overrides',
    userId,
    () => permissionsApi.getOverrides(userId),
    (values) => permissionsApi.setOverrides(userId, values),
  );
  const [values, setValues] = useDraft<Overrides, Partial<Overrides>>(data, (loaded) => loaded, {});
  const toggle = (flag: OverrideFlag, on: boolean) => setValues((current) => ({ ...current, [flag]: on }));
  if (!data) return <TabStatus loading={loading} failed={failed} />;
  return (
    <Box>
      <SwitchList
        title="resources.userprivient.overrides.customers"
        keys={CUSTOMER_FLAGS}
        values={values}
        labelOf={labelOf}
        disabled={readOnly}
        onToggle={toggle}
      />
      <SwitchList
        title="resources.userprivient.overrides.shippers"
        keys={SHIPPER_FLAGS}
        values={values}
        labelOf={labelOf}
        disabled={readOnly}
        onToggle={toggle}
      />
      <SaveBar onSave={() => save({ ...data, ...values })} saving={saving} disabled={readOnly} />
    </Box>
  );
}
