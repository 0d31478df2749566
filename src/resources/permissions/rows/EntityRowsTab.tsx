import { Box, Stack, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, ResourceContextProvider, useTranslate } from 'react-admin';
import { BulkConfirmDelete, ConfirmDeleteButton } from '../../shared/deletion';
import { SelectionFollowsList } from '../../shared/selection';
import type { RowsConfig } from '../rowsConfig';
import type { TabProps } from '../types';
import { AddPartnersButton } from './AddPartnersButton';
import { BulkFlagButton } from './BulkFlagButton';
import { FlagToggle } from './FlagToggle';

/** The table scrolls sideways inside the page; the bulk actions bar above it stays visible. */
const scrollingTable = { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } };

function Empty({ resource }: { resource: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 3 }}>
      {translate(`resources.${resource}.empty`)}
    </Typography>
  );
}

/**
 * The picked user's rows of one kind (customers or shippers): a flag per column that saves when ticked,
 * partners added through a picker, rows removed singly or in bulk, and a flag set for all selected rows.
 */
export function EntityRowsTab({ userId, readOnly, config }: TabProps & { config: RowsConfig }) {
  const nameSource = `${config.entity}_name`;
  const bulkActions = readOnly ? (
    false
  ) : (
    <>
      <BulkFlagButton config={config} userId={userId} />
      <BulkConfirmDelete />
    </>
  );
  return (
    <ResourceContextProvider value={config.resource}>
      <ListBase
        resource={config.resource}
        filter={{ user_id: userId }}
        sort={{ field: nameSource, order: 'ASC' }}
        perPage={25}
        disableSyncWithLocation
        storeKey={false}
      >
        {!readOnly && <SelectionFollowsList />}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <AddPartnersButton config={config} userId={userId} disabled={readOnly} />
        </Stack>
        <Box sx={{ width: 0, minWidth: '100%' }}>
          <DataTable rowClick={false} bulkActionButtons={bulkActions} empty={<Empty resource={config.resource} />} sx={scrollingTable}>
            <DataTable.Col source={nameSource} />
            {config.flags.map((flag) => (
              <DataTable.Col key={flag} source={flag}>
                <FlagToggle flag={flag} nameSource={nameSource} disabled={readOnly} />
              </DataTable.Col>
            ))}
            {!readOnly && (
              <DataTable.Col label="ra.action.delete">
                <ConfirmDeleteButton redirect={false} label="" />
              </DataTable.Col>
            )}
          </DataTable>
        </Box>
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </ListBase>
    </ResourceContextProvider>
  );
}
