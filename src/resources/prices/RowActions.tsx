import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { ReactNode } from 'react';
import { ConfirmDeleteButton } from '../shared/deletion';

/** Edit (in a dialog) and delete (after confirmation) for one row of a price table. */
export function RowActions({ onEdit, children }: { onEdit: (id: Identifier) => void; children?: ReactNode }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {children}
      <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
        {translate('resources.prices.edit')}
      </Button>
      <ConfirmDeleteButton redirect={false} />
    </Stack>
  );
}
