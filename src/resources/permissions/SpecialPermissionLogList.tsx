import { AutocompleteInput, DataTable, DateField, FilterButton, List, Pagination, SelectInput, TopToolbar, useLocale, useTranslate } from 'react-admin';
import { SPECIAL_CODES } from '../../../domain/permissions';
import { DATE_TIME_FORMAT } from '../../../domain/time';
import { CsvExportButton, type CsvExportOptions } from '../shared/CsvExportButton';
import { PickerInput } from '../shared/pickers';
import { DateInput } from '../shared/DateInput';

interface LogRow {
  code: string;
  action: 'grant' | 'revoke';
}

const codeChoices = SPECIAL_CODES.map((code) => ({ id: code, name: `resources.userprivient.codes.${code}` }));
const actionChoices = ['grant', 'revoke'].map((action) => ({ id: action, name: `resources.special-permission-logs.actions.${action}` }));
const byQuery = (q: string) => ({ q });

const filters = [
  <PickerInput key="user_id" source="user_id" reference="permission-users" alwaysOn>
    <AutocompleteInput label="resources.special-permission-logs.fields.user_username" optionText="username" filterToQuery={byQuery} />
  </PickerInput>,
  <SelectInput key="code" source="code" choices={codeChoices} alwaysOn />,
  <SelectInput key="action" source="action" choices={actionChoices} />,
  <PickerInput key="actor_id" source="actor_id" reference="permission-users">
    <AutocompleteInput label="resources.special-permission-logs.fields.actor_username" optionText="username" filterToQuery={byQuery} />
  </PickerInput>,
  <DateInput key="at_gte" source="at_gte" />,
  <DateInput key="at_lte" source="at_lte" />,
];
const exportOptions: CsvExportOptions = { fields: ['at', 'actor_username', 'user_username', 'code', 'action'] };

/** /dashboard/special-permission-logs: who granted or removed which special permission for whom, and when. */
export default function SpecialPermissionLogList() {
  const translate = useTranslate();
  const locale = useLocale();
  const actions = (
    <TopToolbar>
      <FilterButton />
      <CsvExportButton options={exportOptions} />
    </TopToolbar>
  );
  return (
    <List
      title="screens.special-permission-logs"
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      exporter={false}
      actions={actions}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="at">
          <DateField source="at" showTime locales={locale} options={DATE_TIME_FORMAT} />
        </DataTable.Col>
        <DataTable.Col source="actor_username" disableSort />
        <DataTable.Col source="user_username" disableSort />
        <DataTable.Col<LogRow> source="code" render={(row) => translate(`resources.userprivient.codes.${row.code}`, { _: row.code })} />
        <DataTable.Col<LogRow> source="action" render={(row) => translate(`resources.special-permission-logs.actions.${row.action}`)} />
      </DataTable>
    </List>
  );
}
