import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SPECIAL_CODES, type SpecialCode } from '../../../domain/permissions';
import { permissionsApi } from './api';
import { SwitchList } from './SwitchList';
import { TabStatus } from './TabStatus';
import type { TabProps } from './types';
import { usePermissionData } from './usePermissionData';

interface CodeChange {
  code: SpecialCode;
  on: boolean;
}

const labelOf = (code: SpecialCode) => `resources.userprivient.codes.${code}`;

/** The special permission codes of the picked user; each switch grants or revokes at once (and is logged). */
export function SpecialCodesTab({ userId, readOnly }: TabProps) {
  const translate = useTranslate();
  const { data, loading, failed, save, saving } = usePermissionData<string[], CodeChange>(
    'special',
    userId,
    () => permissionsApi.getCodes(userId),
    ({ code, on }) => (on ? permissionsApi.grantCode(userId, code) : permissionsApi.revokeCode(userId, code)),
  );
  if (!data) return <TabStatus loading={loading} failed={failed} />;
  const values = Object.fromEntries(SPECIAL_CODES.map((code) => [code, data.includes(code)]));
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.userprivient.codes_hint')}
      </Typography>
      <SwitchList keys={SPECIAL_CODES} values={values} labelOf={labelOf} disabled={readOnly || saving} onToggle={(code, on) => save({ code, on })} />
    </Box>
  );
}
