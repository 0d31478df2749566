import { AutocompleteInput, Create, Edit, required, SimpleForm, TextInput } from 'react-admin';
import { cairoToday } from '../../../../domain/time';
import { AmountInput } from '../../orders/inputs/AmountInput';
import { DateInput } from '../../shared/DateInput';
import { PickerInput } from '../../shared/pickers';
import { useSaved } from '../../shared/ResourceForms';

function ExpenseInputs() {
  return (
    <>
      <PickerInput source="category_id" reference="ExpenseCategory" filter={{ is_active: true }}>
        <AutocompleteInput label="resources.expenses.fields.category_id" validate={required()} sx={{ minWidth: 280 }} />
      </PickerInput>
      <AmountInput source="amount" label="resources.expenses.fields.amount" validate={required()} limit="expense" />
      <DateInput source="expense_date" label="resources.expenses.fields.expense_date" validate={required()} />
      <TextInput source="note" label="resources.expenses.fields.note" multiline fullWidth />
    </>
  );
}

/** Recording an expense paid from the office box. */
export function ExpenseCreate() {
  const saved = useSaved('created');
  return (
    <Create resource="expenses" mutationOptions={saved}>
      <SimpleForm defaultValues={{ expense_date: cairoToday(), note: '' }}>
        <ExpenseInputs />
      </SimpleForm>
    </Create>
  );
}

/** Correcting an expense: the server reverses what it posted and posts it anew. */
export function ExpenseEdit() {
  const saved = useSaved('updated');
  return (
    <Edit resource="expenses" mutationMode="pessimistic" mutationOptions={saved}>
      <SimpleForm>
        <ExpenseInputs />
      </SimpleForm>
    </Edit>
  );
}
