import { BooleanField, DataTable, ReferenceField, SearchInput, TextField } from 'react-admin';
import { pickerSort } from '../shared/pickers';
import { ResourceList } from '../shared/ResourceList';
import { LocalName } from './LocalName';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const exportOptions = { fields: ['id', 'name', 'name_ar', 'address', 'keeper_id', 'is_active'] };

/** The warehouses, by name in the interface language, with their address and the staff member who keeps each. */
export default function WarehouseList() {
  const sort = pickerSort('warehouse');
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions}>
      <DataTable.Col source={sort.field} label="resources.warehouse.fields.name">
        <LocalName />
      </DataTable.Col>
      <DataTable.Col source="address" />
      <DataTable.Col source="keeper_id">
        <ReferenceField source="keeper_id" reference="warehouse-keepers" link={false}>
          <TextField source="username" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="is_active" field={BooleanField} />
    </ResourceList>
  );
}
