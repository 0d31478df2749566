import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DataTable, ListBase, Pagination, useTranslate, type Identifier } from 'react-admin';
import type { FormValidate } from '../shared/formValidation';
import { RecordDialog } from './RecordDialog';
import { RowActions } from './RowActions';

export interface EditableRowsTableProps {
  resource: string;
  /** The owner whose rows these are (a category, a customer, a template); also the start of a new row. */
  owner: Record<string, number>;
  /** Fields a new row starts with besides its owner. */
  defaults?: Record<string, unknown>;
  validate: FormValidate;
  /** Translation key of the text shown when there are no rows. */
  emptyText: string;
  /** Shown at the start of the toolbar, before the add button. */
  toolbarStart?: ReactNode;
  /** The inputs of the add and edit dialog. */
  inputs: ReactNode;
  /** The columns, before the row actions. */
  children: ReactNode;
}

const sort = { field: 'city_id', order: 'ASC' } as const;

/** One owner's price rows by city, each added and edited in a dialog. */
export function EditableRowsTable({ resource, owner, defaults, validate, emptyText, toolbarStart, inputs, children }: EditableRowsTableProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
  return (
    <ListBase resource={resource} filter={owner} sort={sort} perPage={50} disableSyncWithLocation>
      <Stack direction="row" sx={{ justifyContent: toolbarStart ? 'space-between' : 'flex-end', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        {toolbarStart}
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {translate('resources.prices.add')}
        </Button>
      </Stack>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate(emptyText)}
          </Typography>
        }
      >
        {children}
        <DataTable.Col label="resources.prices.actions" disableSort align="right">
          <RowActions onEdit={setEditing} />
        </DataTable.Col>
      </DataTable>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
      <RecordDialog
        resource={resource}
        id={editing}
        defaults={{ ...owner, ...defaults }}
        title={editing === null ? 'resources.prices.add_title' : 'resources.prices.edit_title'}
        validate={validate}
        onClose={() => setEditing(undefined)}
      >
        {inputs}
      </RecordDialog>
    </ListBase>
  );
}
