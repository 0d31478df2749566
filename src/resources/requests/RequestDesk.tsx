import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  Pagination,
  SimpleList,
  type Identifier,
  TopToolbar,
  useListContext,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { RequestKind } from '../../../domain/requests/rules';
import { useCairoDate } from '../orders/format';
import { CsvExportButton } from '../shared/CsvExportButton';
import { SelectionFollowsList } from '../shared/selection';
import { AskPickupButton } from './AskPickupButton';
import { AskCollectButton } from './collect/AskCollectButton';
import { CollectMethodField, OrdersTotal } from './collect/CollectParts';
import { detailsPath } from './paths';
import { deskFilters } from './DeskFilters';
import { RequestPanel } from './RequestPanel';
import { RequestActions } from './RequestActionButton';
import { Joined, RequestStatusChip, useRequestSummary } from './parts';
import type { RequestRecord } from '../../../domain/api/requests';

const EXPORT_OPTIONS = { fields: ['id', 'customer_name', 'status', 'shipper_name', 'pickup_date', 'parcel_count', 'address', 'notes', 'created_at'] };

/** The desk actions on the selected requests on this page. */
function BulkActions() {
  const { selectedIds, data, onUnselectItems } = useListContext<RequestRecord>();
  const refresh = useRefresh();
  const selected = (data ?? []).filter((request) => selectedIds.includes(request.id));
  return (
    <RequestActions
      requests={selected}
      onDone={() => {
        onUnselectItems();
        refresh();
      }}
    />
  );
}

function Summary() {
  const record = useRecordContext<RequestRecord>();
  const summary = useRequestSummary();
  return record ? <bdi>{summary(record)}</bdi> : null;
}

function Status() {
  const record = useRecordContext<RequestRecord>();
  return record ? <RequestStatusChip status={record.status} /> : null;
}

function AskedAt() {
  const record = useRecordContext<RequestRecord>();
  const format = useCairoDate();
  return record ? <>{format(record.created_at, true)}</> : null;
}

/** On a phone, each request is a card that opens its page. */
function DeskCards() {
  const summary = useRequestSummary();
  const format = useCairoDate();
  const resource = useResourceContext() ?? '';
  return (
    <SimpleList<RequestRecord>
      primaryText={(request) => (
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <bdi>#{request.id}</bdi>
          <bdi>{request.customer_name}</bdi>
          <RequestStatusChip status={request.status} />
        </Box>
      )}
      secondaryText={(request) => <Joined parts={[summary(request), request.shipper_name, format(request.created_at, true)]} />}
      rowClick={(id) => detailsPath(resource, id)}
    />
  );
}

function Source() {
  const record = useRecordContext<RequestRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`request_desk.sources.${record.source}`)}</> : null;
}

/** Said when a desk has nothing to show: the customer rows decide what a staff member sees here. */
function DeskEmpty() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <Box sx={{ textAlign: 'center', my: 6, color: 'text.secondary' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('request_desk.empty', { name: translate(`screens.${resource}`) })}
      </Typography>
      <Typography variant="body2">{translate('request_desk.empty_hint')}</Typography>
    </Box>
  );
}

/**
 * A request desk (spec section 2: backup, materialrequestlist, ReturnRequest): the requests the caller handles,
 * newest first, with the spec's filters; select one or many to assign or change the courier, mark them done
 * or cancel them. A row opens its history (a return: its page with the parcels); on a phone each request is a
 * card that opens its page, where the same actions are.
 */
export default function RequestDesk({ kind }: { kind: RequestKind }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = useMemo(() => deskFilters(kind, translate(kind === 'collect' ? 'request_desk.collect.search' : 'request_desk.search')), [kind, translate]);
  // A return's or a collect request's page lists its orders; the other kinds open their history in the row.
  const withPage = kind === 'return' || kind === 'collect';
  return (
    <List
      title={`screens.${resource}`}
      perPage={25}
      filters={filters}
      exporter={false}
      empty={<DeskEmpty />}
      actions={
        <TopToolbar>
          <FilterButton />
          {kind === 'pickup' && <AskPickupButton />}
          {kind === 'collect' && <AskCollectButton />}
          <CsvExportButton options={EXPORT_OPTIONS} />
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <SelectionFollowsList />
      {kind === 'collect' && <OrdersTotal />}
      {phone ? (
        <DeskCards />
      ) : (
        <DataTable
          bulkActionButtons={<BulkActions />}
          expand={withPage ? undefined : <RequestPanel />}
          rowClick={withPage ? (id: Identifier) => detailsPath(resource, id) : 'expand'}
        >
          <DataTable.Col source="id" label="request_desk.number" disableSort />
          <DataTable.Col source="customer_name" label="request_desk.customer" disableSort />
          <DataTable.Col label="request_desk.what" disableSort>
            <Summary />
          </DataTable.Col>
          {kind === 'pickup' && <DataTable.Col source="address" label="customer_orders.requests.address" disableSort />}
          {kind === 'collect' && (
            <DataTable.Col label="request_desk.collect.method" disableSort>
              <CollectMethodField />
            </DataTable.Col>
          )}
          <DataTable.Col source="shipper_name" label="request_desk.shipper" disableSort />
          <DataTable.Col label="request_desk.status" disableSort>
            <Status />
          </DataTable.Col>
          {kind === 'pickup' && (
            <DataTable.Col label="request_desk.source" disableSort>
              <Source />
            </DataTable.Col>
          )}
          <DataTable.Col label="request_desk.asked_at" disableSort>
            <AskedAt />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
