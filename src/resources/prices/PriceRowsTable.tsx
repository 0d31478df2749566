import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, ReferenceField, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { FormValidate } from '../shared/formValidation';
import { useMoney } from './money';
import { PriceRowInputs } from './PriceRowInputs';
import { RecordDialog } from './RecordDialog';
import { RowActions } from './RowActions';

export interface PriceRowsTableProps {
  resource: 'category-prices' | 'customer-prices';
  /** The category or customer whose rows these are; also the start of a new row. */
  owner: { category_id: number } | { customer_id: number };
  validate: FormValidate;
}

const sort = { field: 'city_id', order: 'ASC' } as const;

/** The price rows of one category or customer: city, zone, delivery and return price, added and edited in a dialog. */
export function PriceRowsTable({ resource, owner, validate }: PriceRowsTableProps) {
  const translate = useTranslate();
  const money = useMoney();
  const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
  return (
    <ListBase resource={resource} filter={owner} sort={sort} perPage={50} disableSyncWithLocation>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {translate('resources.prices.add')}
        </Button>
      </Stack>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }} color="text.secondary">{translate('resources.prices.empty')}</Typography>}
      >
        <DataTable.Col source="city_id">
          <ReferenceField source="city_id" reference="City" link={false} />
        </DataTable.Col>
        <DataTable.Col source="zone_id">
          <ReferenceField source="zone_id" reference="Zone" link={false} emptyText={translate('resources.prices.whole_city')} />
        </DataTable.Col>
        <DataTable.Col source="delivery_price" align="right" render={(record: RaRecord) => money(record.delivery_price)} />
        <DataTable.Col source="return_price" align="right" render={(record: RaRecord) => money(record.return_price)} />
        <DataTable.Col label="resources.prices.actions" disableSort align="right">
          <RowActions onEdit={setEditing} />
        </DataTable.Col>
      </DataTable>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
      <RecordDialog
        resource={resource}
        id={editing}
        defaults={{ ...owner, return_price: '0' }}
        title={editing === null ? 'resources.prices.add_title' : 'resources.prices.edit_title'}
        validate={validate}
        onClose={() => setEditing(undefined)}
      >
        <PriceRowInputs />
      </RecordDialog>
    </ListBase>
  );
}
