import EditIcon from '@mui/icons-material/Edit';
import { Chip } from '@mui/material';
import { Button, DataTable, DeleteWithConfirmButton, LinkBase, List, Pagination, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ApprovalPolicy } from './ApprovalPolicy';
import type { ExpenseRecord } from '../../../../domain/api/expenses';
import { CairoDateField } from '../../orders/fields';
import { DateInput } from '../../shared/DateInput';
import { editPath } from '../../shared/paths';
import { referenceFilter } from '../../shared/referenceFilter';
import { ListTotals } from '../../shared/ListTotals';
import { EmptyList } from '../../shared/EmptyList';
import { ReceiptButton } from './ReceiptButton';
import { MoneyField } from '../../shared/money';
import { nameIn } from '../../../../domain/names';

const filters = [
  referenceFilter('category', 'ExpenseCategory'),
  <DateInput key="from_date" source="from_date" label="settlements.fields.from_date" alwaysOn />,
  <DateInput key="to_date" source="to_date" label="settlements.fields.to_date" alwaysOn />,
];

/** Posted, or waiting for a second person's approval, or refused by him. */
function Status() {
  const record = useRecordContext<ExpenseRecord>();
  const translate = useTranslate();
  if (!record || record.status === 'posted') return null;
  return <Chip size="small" color={record.status === 'pending' ? 'warning' : 'error'} label={translate(`settlements.expenses.status.${record.status}`)} />;
}

/** The category in the interface's language (its English name where it has no Arabic one). */
function Category() {
  const record = useRecordContext<ExpenseRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <bdi>{nameIn(locale, { name: record.category_name, name_ar: record.category_name_ar })}</bdi>;
}

/** Opens the expense's edit page at the spec's address (react-admin's EditButton would build `expenses/{id}`). */
function EditLink() {
  const record = useRecordContext<ExpenseRecord>();
  return record ? (
    <Button component={LinkBase} label="ra.action.edit" to={editPath('expenses', record.id)}>
      <EditIcon />
    </Button>
  ) : null;
}

/** The office's expenses, newest first, with the total of all matching; each can be edited, given its receipt or removed. */
export default function ExpenseList() {
  return (
    <List
      resource="expenses"
      title="screens.expenses"
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<EmptyList text="settlements.expenses.empty" />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ApprovalPolicy />
      <ListTotals text="settlements.expenses.total" />
      <DataTable<ExpenseRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col label="resources.expenses.fields.expense_date" disableSort>
          <CairoDateField source="expense_date" />
        </DataTable.Col>
        <DataTable.Col label="resources.expenses.fields.category_id" disableSort>
          <Category />
        </DataTable.Col>
        <DataTable.Col label="resources.expenses.fields.amount" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col label="resources.expenses.fields.status" disableSort>
          <Status />
        </DataTable.Col>
        <DataTable.Col source="note" label="resources.expenses.fields.note" disableSort />
        <DataTable.Col label="resources.expenses.fields.receipt_url" disableSort>
          <ReceiptButton />
        </DataTable.Col>
        <DataTable.Col source="created_by_name" label="resources.expenses.fields.created_by_name" disableSort />
        <DataTable.Col label="" disableSort>
          <EditLink />
          <DeleteWithConfirmButton mutationMode="pessimistic" successMessage="settlements.expenses.removed" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
