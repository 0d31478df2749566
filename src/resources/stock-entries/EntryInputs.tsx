import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ADJUSTMENT_REASONS, ENTRY_KINDS, entryHeaderErrors, entryLineErrors, type EntryHeader, type EntryKind } from '../../../domain/stock/entries';
import type { FieldErrors } from '../../../domain/validation';
import { nestedErrors, type NestedErrors } from '../shared/formValidation';
import { AmountInput } from '../orders/inputs/AmountInput';
import { DateInput } from '../shared/DateInput';
import { PickerInput } from '../shared/pickers';
import { choicesOf } from './parts';

/**
 * The entry's rules as the server checks them (domain/stock/entries.ts), each shown beside its field, a line's
 * beside that line's input. react-admin reads a form's errors from the form alone once it has a validator, so the
 * lines are checked here too.
 */
export function validateEntry(values: Record<string, unknown>): NestedErrors {
  const kind = values.kind as EntryKind;
  const header: EntryHeader = {
    kind,
    warehouse_id: Number(values.warehouse_id),
    to_warehouse_id: values.to_warehouse_id ? Number(values.to_warehouse_id) : null,
    reason: (values.reason as EntryHeader['reason']) || null,
  };
  const lines = (Array.isArray(values.lines) ? (values.lines as Record<string, unknown>[]) : []).map((line) => ({
    material: Number(line.material),
    quantity: Number(line.quantity),
    unit_cost: String(line.unit_cost ?? ''),
  }));
  const missing: FieldErrors = Object.fromEntries(
    [
      ['warehouse_id', header.warehouse_id],
      ['entry_date', values.entry_date],
      ...lines.map((line, index) => [`lines.${index}.material`, line.material] as const),
    ].flatMap(([field, value]) => (value ? [] : [[field, 'validation.required']])),
  );
  return nestedErrors({ ...entryHeaderErrors(header), ...entryLineErrors(kind, lines), ...missing });
}

const warehousePicker = (source: 'warehouse_id' | 'to_warehouse_id', label: string) => (
  <PickerInput source={source} reference="warehouse" filter={{ is_active: true }}>
    <AutocompleteInput label={label} validate={required()} sx={{ minWidth: 260 }} />
  </PickerInput>
);

/**
 * An entry's fields, shared by the new and the draft's page: its kind decides what else is asked (a receipt's
 * supplier and unit costs, a transfer's second warehouse, an adjustment's reason); its lines are materials and quantities.
 */
export function EntryInputs() {
  const translate = useTranslate();
  const kind = useWatch<{ kind: EntryHeader['kind'] }>({ name: 'kind' });
  return (
    <>
      <RadioButtonGroupInput source="kind" label="stock_entry.fields.kind" choices={choicesOf(ENTRY_KINDS, 'kinds')} validate={required()} />
      {kind && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`stock_entry.help.${kind}`)} {translate('stock_entry.help.draft')}
        </Typography>
      )}
      {warehousePicker('warehouse_id', kind === 'transfer' ? 'stock_entry.fields.from_warehouse' : 'stock_entry.fields.warehouse_id')}
      {kind === 'transfer' && warehousePicker('to_warehouse_id', 'stock_entry.fields.to_warehouse_id')}
      {kind === 'receipt' && <TextInput source="supplier" label="stock_entry.fields.supplier" sx={{ minWidth: 260 }} />}
      {kind === 'adjustment' && (
        <SelectInput source="reason" label="stock_entry.fields.reason" choices={choicesOf(ADJUSTMENT_REASONS, 'reasons')} validate={required()} />
      )}
      <DateInput source="entry_date" label="stock_entry.fields.entry_date" validate={required()} />
      <ArrayInput source="lines" label="stock_entry.fields.lines">
        <SimpleFormIterator inline disableReordering>
          <PickerInput source="material" reference="material" filter={{ is_active: true }}>
            <AutocompleteInput label="stock_entry.fields.material" sx={{ minWidth: 240 }} />
          </PickerInput>
          <NumberInput source="quantity" label="stock_entry.fields.quantity" min={1} step={1} sx={{ maxWidth: 140 }} />
          {kind === 'receipt' && <AmountInput source="unit_cost" label="stock_entry.fields.unit_cost" />}
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="note" label="stock_entry.fields.note" multiline fullWidth />
    </>
  );
}
