import { BooleanField, DataTable, NumberField, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { MoneyField } from '../shared/money';
import { pickerSort } from '../shared/pickers';
import { ResourceList } from '../shared/ResourceList';
import { LocalName } from './LocalName';
import { UNIT_CHOICES } from './units';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="unit" source="unit" choices={UNIT_CHOICES} />];
const exportOptions = {
  fields: ['id', 'name', 'name_ar', 'unit', 'size', 'unit_cost', 'price', 'reorder_point', 'packs_up_to_kg', 'average_cost', 'is_active'],
};

/**
 * The packaging materials, by name in the interface language: what each costs and sells for, when it is reordered,
 * and what one unit is worth at weighted average cost (read-only: its receipts decide it).
 */
export default function MaterialList() {
  const sort = pickerSort('material');
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions}>
      <DataTable.Col source={sort.field} label="resources.material.fields.name">
        <LocalName />
      </DataTable.Col>
      <DataTable.Col source="unit">
        <SelectField source="unit" choices={UNIT_CHOICES} />
      </DataTable.Col>
      <DataTable.Col source="size">
        {/* A size such as "48 mm x 100 m" reads in its own direction, not the page's (Arabic mixed it up). */}
        <TextField source="size" sx={{ unicodeBidi: 'plaintext' }} />
      </DataTable.Col>
      <DataTable.Col source="unit_cost" align="right">
        <MoneyField source="unit_cost" />
      </DataTable.Col>
      <DataTable.Col source="price" align="right">
        <MoneyField source="price" />
      </DataTable.Col>
      <DataTable.NumberCol source="reorder_point" field={NumberField} />
      <DataTable.NumberCol source="packs_up_to_kg" field={NumberField} />
      <DataTable.Col source="average_cost" disableSort align="right">
        <MoneyField source="average_cost" />
      </DataTable.Col>
      <DataTable.Col source="is_active" field={BooleanField} />
    </ResourceList>
  );
}
