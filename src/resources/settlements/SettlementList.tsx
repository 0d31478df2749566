import { AutocompleteInput, DataTable, List, Pagination } from 'react-admin';
import type { SettlementRecord } from '../../../domain/api/settlements';
import { DateInput } from '../shared/DateInput';
import { ListTotals } from '../shared/ListTotals';
import { statementPath } from './parts';
import { StatementColumns } from './StatementColumns';
import { EmptyList } from '../shared/EmptyList';
import { PickerInput } from '../shared/pickers';

/**
 * A merchant picked by name among those whose money the user may see (their wallets), asked for by name: the
 * wallets sort by name, what they owe or what is due, never by id.
 */
export const MerchantInput = ({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) => (
  <PickerInput source={source} reference="wallet" alwaysOn={alwaysOn}>
    <AutocompleteInput label="settlements.fields.customer" optionText="name" sx={{ minWidth: 240 }} />
  </PickerInput>
);

const filters = [
  <MerchantInput key="customer" source="customer" alwaysOn />,
  <DateInput key="from_date" source="from_date" label="settlements.fields.from_date" alwaysOn />,
  <DateInput key="to_date" source="to_date" label="settlements.fields.to_date" alwaysOn />,
];

/** The customer closings (spec: customer-closing), newest first, with their totals; a row opens its statement. */
export default function SettlementList() {
  return (
    <List
      resource="customer-closing"
      title="screens.customer-closing"
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<EmptyList text="settlements.list.empty" />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ListTotals text="settlements.list.totals" />
      <DataTable<SettlementRecord> bulkActionButtons={false} rowClick={(id) => statementPath(Number(id))}>
        <DataTable.Col source="number" label="settlements.fields.number" disableSort />
        <DataTable.Col source="customer_name" label="settlements.fields.customer" disableSort />
        <StatementColumns />
        <DataTable.Col source="created_by_name" label="settlements.fields.created_by" disableSort />
      </DataTable>
    </List>
  );
}
