import { BooleanField, DataTable, NullableBooleanInput, ReferenceField, SearchInput } from 'react-admin';
import type { CsvExportOptions } from '../shared/CsvExportButton';
import { referenceFilter } from '../shared/referenceFilter';
import { ResourceList } from '../shared/ResourceList';
import { NameField, PhoneField, VehicleField } from './ShipperFields';
import { MoneyField } from '../shared/money';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  referenceFilter('group_id', 'shipper-groups'),
  referenceFilter('city_id', 'City'),
  referenceFilter('zone_id', 'Zone'),
  <NullableBooleanInput key="is_active" source="is_active" />,
];
const sort = { field: 'name', order: 'ASC' } as const;
const exportOptions: CsvExportOptions = {
  fields: ['id', 'name', 'phone', 'national_id', 'vehicle_type', 'vehicle_plate', 'city_id', 'group_id', 'delivery_fee', 'return_fee', 'is_active', 'is_hub'],
  references: [
    { source: 'city_id', reference: 'City' },
    { source: 'group_id', reference: 'shipper-groups' },
  ],
};

/**
 * The shippers the user may see. Shippers are retired by deactivating them (one with orders cannot be deleted),
 * so the list has no bulk delete; a single shipper is deleted from its edit page, the hub never.
 */
export default function ShipperList() {
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions} deletable={false}>
      <DataTable.Col source="name">
        <NameField />
      </DataTable.Col>
      <DataTable.Col source="phone" disableSort>
        <PhoneField />
      </DataTable.Col>
      <DataTable.Col source="group_id">
        <ReferenceField source="group_id" reference="shipper-groups" link={false} />
      </DataTable.Col>
      <DataTable.Col source="city_id">
        <ReferenceField source="city_id" reference="City" link={false} />
      </DataTable.Col>
      <DataTable.Col source="vehicle_type">
        <VehicleField />
      </DataTable.Col>
      <DataTable.Col source="delivery_fee">
        <MoneyField source="delivery_fee" />
      </DataTable.Col>
      <DataTable.Col source="return_fee">
        <MoneyField source="return_fee" />
      </DataTable.Col>
      <DataTable.Col source="is_active" field={BooleanField} />
    </ResourceList>
  );
}
