import { DataTable, SearchInput } from 'react-admin';
import type { CsvExportOptions } from '../../shared/CsvExportButton';
import { ResourceList } from '../../shared/ResourceList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const sort = { field: 'name', order: 'ASC' } as const;
const exportOptions: CsvExportOptions = { fields: ['id', 'name', 'name_ar', 'notes'] };

export default function ShipperGroupList() {
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions}>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="name_ar" />
      <DataTable.Col source="notes" disableSort />
    </ResourceList>
  );
}
