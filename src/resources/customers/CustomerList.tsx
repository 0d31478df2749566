import { BooleanField, DataTable, NullableBooleanInput, ReferenceField, SearchInput, type RaRecord } from 'react-admin';
import type { CsvExportOptions } from '../shared/CsvExportButton';
import { referenceFilter } from '../shared/referenceFilter';
import { customerActions } from '../../../domain/permissions';
import { usePermissionUser } from '../../layout/usePermissionsNow';
import { ResourceList } from '../shared/ResourceList';
import { ContactText } from './ContactText';
import { FlagBadges } from './FlagBadges';
import { detailPath } from './paths';
import type { CustomerRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  referenceFilter('CustomerCategory', 'customercategory'),
  referenceFilter('city_id', 'City'),
  <NullableBooleanInput key="autoCollect" source="autoCollect" />,
  <NullableBooleanInput key="autoPickup" source="autoPickup" />,
  <NullableBooleanInput key="HasReturnPrice" source="HasReturnPrice" />,
  <NullableBooleanInput key="is_active" source="is_active" />,
];

const sort = { field: 'name', order: 'ASC' } as const;
const exportOptions: CsvExportOptions = {
  fields: [
    'id',
    'name',
    'company_name',
    'phone',
    'phone2',
    'email',
    'address',
    'city_id',
    'zone_id',
    'category_id',
    'autoCollect',
    'autoPickup',
    'HasReturnPrice',
    'payout_method',
    'is_active',
    'created_at',
  ],
  references: [
    { source: 'city_id', reference: 'City' },
    { source: 'zone_id', reference: 'Zone' },
    { source: 'category_id', reference: 'customercategory' },
  ],
};

/**
 * The merchants the user may see; a row opens the customer's detail page. Only customers the user may delete
 * can be selected for the bulk delete: one with orders or logins is deactivated instead.
 */
export default function CustomerList() {
  const user = usePermissionUser();
  const deletable = (record: RaRecord) => user !== null && customerActions.remove(user, record as CustomerRecord);
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions} rowClick={detailPath} deletable={deletable}>
      <DataTable.Col source="name" />
      <DataTable.Col source="company_name" />
      <DataTable.Col source="phone" disableSort>
        <ContactText source="phone" />
      </DataTable.Col>
      <DataTable.Col source="city_id">
        <ReferenceField source="city_id" reference="City" link={false} />
      </DataTable.Col>
      <DataTable.Col source="category_id">
        <ReferenceField source="category_id" reference="customercategory" link={false} />
      </DataTable.Col>
      <DataTable.Col source="autoCollect" label="resources.customers.sections.flags" disableSort>
        <FlagBadges />
      </DataTable.Col>
      <DataTable.Col source="is_active" field={BooleanField} />
    </ResourceList>
  );
}
