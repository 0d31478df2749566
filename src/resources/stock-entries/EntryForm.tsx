import { Create, DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { StockEntryRecord } from '../../../domain/api/stock-entries';
import { cairoToday } from '../../../domain/time';
import { useSaved } from '../shared/ResourceForms';
import { EntryInputs, validateEntry } from './EntryInputs';
import { PostedEntry } from './PostedEntry';

/** Kept as a draft, or saved and posted at once (the stock moves). */
const posting = (data: Record<string, unknown>) => ({ ...data, post: true });

function EntryToolbar({ deletable }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label="stock_entry.actions.save_draft" variant="outlined" />
      <SaveButton label="stock_entry.actions.save_post" type="button" transform={posting} />
      {deletable && <DeleteWithConfirmButton sx={{ marginInlineStart: 'auto' }} />}
    </Toolbar>
  );
}

/** A new receipt (the usual entry), transfer or adjustment, today's, with one empty line. */
export function EntryCreate() {
  const saved = useSaved('created');
  return (
    <Create resource="stock_entry" mutationOptions={saved}>
      <SimpleForm
        validate={validateEntry}
        defaultValues={{ kind: 'receipt', entry_date: cairoToday(), supplier: '', note: '', lines: [{ quantity: 1, unit_cost: '0.00' }] }}
        toolbar={<EntryToolbar />}
        noValidate
      >
        <EntryInputs />
      </SimpleForm>
    </Create>
  );
}

/** A draft is a form; a posted or reversed entry is shown as it is, a posted one with its reversal. */
function EntryPage() {
  const record = useRecordContext<StockEntryRecord>();
  if (!record) return null;
  if (record.status !== 'draft') return <PostedEntry />;
  return (
    <SimpleForm validate={validateEntry} toolbar={<EntryToolbar deletable />} noValidate>
      <EntryInputs />
    </SimpleForm>
  );
}

export function EntryEdit() {
  const saved = useSaved('updated');
  return (
    <Edit resource="stock_entry" mutationMode="pessimistic" mutationOptions={saved} actions={false}>
      <EntryPage />
    </Edit>
  );
}
