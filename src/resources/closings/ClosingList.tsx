import { DataTable, List, Pagination, SelectInput, useRecordContext, useRefresh } from 'react-admin';
import { CLOSING_STATUSES } from '../../../domain/ledger/kinds';
import type { ClosingRecord } from '../../../domain/api/money';
import { ShipperInput } from '../orders/inputs/ShipperInput';
import { CairoDateField } from '../orders/fields';
import { DateInput } from '../shared/DateInput';
import { ClosingStatusChip, closingPath } from './parts';
import { ListTotals } from '../shared/ListTotals';
import { MoneyField } from '../shared/money';
import { EmptyList } from '../shared/EmptyList';
import { DecideClosing } from './DecideClosing';

const statusChoices = CLOSING_STATUSES.map((status) => ({ id: status, name: `closings.status.${status}` }));

const filters = (pending: boolean) => [
  <ShipperInput key="shipper" source="shipper" label="closings.fields.shipper" alwaysOn sx={{ minWidth: 220 }} />,
  <DateInput key="from_date" source="from_date" label="closings.fields.from_date" alwaysOn />,
  <DateInput key="to_date" source="to_date" label="closings.fields.to_date" alwaysOn />,
  ...(pending ? [] : [<SelectInput key="status" source="status" label="closings.fields.status" choices={statusChoices} />]),
];

function Status() {
  const record = useRecordContext<ClosingRecord>();
  return record ? <ClosingStatusChip status={record.status} /> : null;
}

function Decide() {
  const record = useRecordContext<ClosingRecord>();
  const refresh = useRefresh();
  return record ? <DecideClosing closing={record} onDone={refresh} /> : null;
}

/**
 * The shipper closings (spec: shipperclosing/view), newest first, with their totals; `pending` is the
 * supervisor's desk (shipperapproval), where each waiting closing can be approved or refused. A row opens the
 * closing's page and receipt.
 */
export default function ClosingList({ pending = false }: { pending?: boolean }) {
  return (
    <List
      resource={pending ? 'shipperapproval' : 'shipperclosing'}
      title={pending ? 'screens.shipperapproval' : 'screens.shipperclosing'}
      filters={filters(pending)}
      empty={<EmptyList text={pending ? 'closings.list.empty_pending' : 'closings.list.empty'} />}
      perPage={25}
      exporter={false}
      sort={{ field: 'closing_date', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ListTotals text="closings.list.totals" />
      <DataTable<ClosingRecord> bulkActionButtons={false} rowClick={(_, __, record) => closingPath(record as ClosingRecord)}>
        <DataTable.Col source="rc" label="closings.fields.rc" disableSort />
        <DataTable.Col source="shipper_name" label="closings.fields.shipper" disableSort />
        <DataTable.Col label="closings.fields.closing_date" disableSort>
          <CairoDateField source="closing_date" />
        </DataTable.Col>
        <DataTable.Col label="closings.fields.status" disableSort>
          <Status />
        </DataTable.Col>
        <DataTable.Col label="closings.fields.expected" disableSort>
          <MoneyField source="expected" />
        </DataTable.Col>
        <DataTable.Col label="closings.fields.counted" disableSort>
          <MoneyField source="counted" />
        </DataTable.Col>
        <DataTable.Col label="closings.fields.fees" disableSort>
          <MoneyField source="fees" />
        </DataTable.Col>
        <DataTable.Col label="closings.fields.difference" disableSort>
          <MoneyField source="difference" />
        </DataTable.Col>
        <DataTable.Col source="created_by_name" label="closings.fields.created_by" disableSort />
        {pending ? (
          <DataTable.Col label="" disableSort>
            <Decide />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}
