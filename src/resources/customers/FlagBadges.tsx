import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRecord } from './types';

const FLAGS = ['autoCollect', 'autoPickup', 'HasReturnPrice'] as const;

/** A small badge for each option the customer has switched on. */
export function FlagBadges() {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {FLAGS.filter((flag) => record[flag]).map((flag) => (
        <Chip key={flag} size="small" color="primary" variant="outlined" label={translate(`resources.customers.fields.${flag}`)} />
      ))}
    </Stack>
  );
}
