import { BooleanField, DataTable, DateField, NullableBooleanInput, SearchInput, useLocale } from 'react-admin';
import { DATE_TIME_FORMAT } from '../../../domain/time';
import type { CsvExportOptions } from '../shared/CsvExportButton';
import { ResourceList } from '../shared/ResourceList';

interface AccountRow {
  first_name: string;
  last_name: string;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="is_active" source="is_active" />];
const sort = { field: 'username', order: 'ASC' } as const;
const exportOptions: CsvExportOptions = {
  fields: ['id', 'username', 'first_name', 'last_name', 'email', 'is_active', 'is_staff', 'is_superuser', 'created_at'],
};
const fullName = (record: AccountRow) => `${record.first_name} ${record.last_name}`.trim();

/** Staff accounts; they are deactivated, never deleted. */
export default function UserAccountList() {
  const locale = useLocale();
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions} deletable={false}>
      <DataTable.Col source="username" />
      <DataTable.Col<AccountRow> source="first_name" label="resources.useraccount.fields.name" render={fullName} />
      <DataTable.Col source="email" />
      <DataTable.Col source="is_active" field={BooleanField} />
      <DataTable.Col source="is_superuser" field={BooleanField} />
      <DataTable.Col source="created_at">
        <DateField source="created_at" showTime locales={locale} options={DATE_TIME_FORMAT} />
      </DataTable.Col>
    </ResourceList>
  );
}
