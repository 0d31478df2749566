import { DataTable, List, Pagination, SelectInput } from 'react-admin';
import type { StockCountRecord } from '../../../domain/api/stock-counts';
import { COUNT_PLACES, COUNT_STATUSES } from '../../../domain/stock/counts';
import { EditLinkField } from '../shared/EditLinkField';
import { EmptyList } from '../shared/EmptyList';
import { editPath } from '../shared/paths';
import { choicesOf, CountPlace, CountStatus } from './parts';

const filters = [
  <SelectInput key="status" source="status" label="stock_count.fields.status" choices={choicesOf(COUNT_STATUSES, 'statuses')} alwaysOn />,
  <SelectInput key="place" source="place" label="stock_count.fields.place_kind" choices={choicesOf(COUNT_PLACES, 'places')} alwaysOn />,
];

/** The stock counts, newest first; a row opens the count (counted while a draft, decided once submitted). */
export default function CountList() {
  return (
    <List
      resource="stockcount"
      title="screens.stockcount"
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<EmptyList text="stock_count.empty" />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable<StockCountRecord> bulkActionButtons={false} rowClick={(id) => editPath('stockcount', id)}>
        <DataTable.Col label="stock_count.fields.id" disableSort>
          <EditLinkField resource="stockcount" />
        </DataTable.Col>
        <DataTable.Col label="stock_count.fields.place" disableSort>
          <CountPlace />
        </DataTable.Col>
        <DataTable.NumberCol source="differences" label="stock_count.fields.differences" disableSort />
        <DataTable.Col label="stock_count.fields.status" disableSort>
          <CountStatus />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
