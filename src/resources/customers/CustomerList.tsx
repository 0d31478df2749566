import { useMemo } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  Pagination,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { csvExporter, type CsvExportOptions } from '../shared/csvExporter';
import { BulkConfirmDelete } from '../shared/deletion';
import { EmptyList } from '../shared/EmptyList';
import { ListActions } from '../shared/ListActions';
import { ContactText } from './ContactText';
import { FlagBadges } from './FlagBadges';
import { detailPath } from './paths';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="CustomerCategory" source="CustomerCategory" reference="customercategory">
    <AutocompleteInput sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <ReferenceInput key="city_id" source="city_id" reference="City">
    <AutocompleteInput sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <NullableBooleanInput key="autoCollect" source="autoCollect" />,
  <NullableBooleanInput key="autoPickup" source="autoPickup" />,
  <NullableBooleanInput key="HasReturnPrice" source="HasReturnPrice" />,
  <NullableBooleanInput key="is_active" source="is_active" />,
];

const sort = { field: 'name', order: 'ASC' } as const;
const ROWS_PER_PAGE = [10, 25, 50];
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

const rowClick = (id: Identifier) => detailPath(id);

/** The merchants the user may see; a row opens the customer's detail page. */
export default function CustomerList() {
  const translate = useTranslate();
  const exporter = useMemo(() => csvExporter(translate, exportOptions), [translate]);
  return (
    <List
      title="screens.customers"
      perPage={10}
      sort={sort}
      filters={filters}
      exporter={exporter}
      actions={<ListActions exporter={exporter} hasFilters />}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      empty={<EmptyList />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={<BulkConfirmDelete />}>
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
      </DataTable>
    </List>
  );
}
