import { DataTable, List, NumberField, Pagination, SelectInput, useRecordContext } from 'react-admin';
import type { StockEntryRecord } from '../../../domain/api/stock-entries';
import { ENTRY_KINDS, ENTRY_STATUSES } from '../../../domain/stock/entries';
import { CairoDateField } from '../orders/fields';
import { DateInput } from '../shared/DateInput';
import { EditLinkField } from '../shared/EditLinkField';
import { EmptyList } from '../shared/EmptyList';
import { MoneyField } from '../shared/money';
import { editPath } from '../shared/paths';
import { referenceFilter } from '../shared/referenceFilter';
import { choicesOf, EntryKind, EntryPlaces, EntryStatus } from './parts';

const filters = [
  <SelectInput key="kind" source="kind" label="stock_entry.fields.kind" choices={choicesOf(ENTRY_KINDS, 'kinds')} alwaysOn />,
  <SelectInput key="status" source="status" label="stock_entry.fields.status" choices={choicesOf(ENTRY_STATUSES, 'statuses')} alwaysOn />,
  referenceFilter('warehouse', 'warehouse'),
  <DateInput key="from_date" source="from_date" label="stock_entry.fields.from_date" />,
  <DateInput key="to_date" source="to_date" label="stock_entry.fields.to_date" />,
];

/** Who it came from: a receipt's supplier, else its note. */
function Source() {
  const record = useRecordContext<StockEntryRecord>();
  return record ? <bdi>{record.supplier || record.note}</bdi> : null;
}

/** The stock entries, newest first; a row opens the entry (a draft's form, or a posted entry to reverse). */
export default function EntryList() {
  return (
    <List
      resource="stock_entry"
      title="screens.stock_entry"
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<EmptyList text="stock_entry.empty" />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable<StockEntryRecord> bulkActionButtons={false} rowClick={(id) => editPath('stock_entry', id)}>
        <DataTable.Col label="stock_entry.fields.id" disableSort>
          <EditLinkField resource="stock_entry" />
        </DataTable.Col>
        <DataTable.Col label="stock_entry.fields.entry_date" disableSort>
          <CairoDateField source="entry_date" />
        </DataTable.Col>
        <DataTable.Col label="stock_entry.fields.kind" disableSort>
          <EntryKind />
        </DataTable.Col>
        <DataTable.Col label="stock_entry.fields.warehouse_id" disableSort>
          <EntryPlaces />
        </DataTable.Col>
        <DataTable.Col label="stock_entry.fields.supplier" disableSort>
          <Source />
        </DataTable.Col>
        <DataTable.Col label="stock_entry.fields.quantity" disableSort>
          <NumberField source="quantity" />
        </DataTable.Col>
        <DataTable.Col label="stock_entry.fields.value" disableSort>
          <MoneyField source="value" />
        </DataTable.Col>
        <DataTable.Col label="stock_entry.fields.status" disableSort>
          <EntryStatus />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
