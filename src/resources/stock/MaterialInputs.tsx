import { BooleanInput, Labeled, NumberInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { REORDER_POINT_MAX } from '../../../domain/stock/materials';
import { PACKS_UP_TO_MAX } from '../../../domain/stock/usage';
import { AmountInput } from '../orders/inputs/AmountInput';
import { MoneyField } from '../shared/money';
import { UNIT_CHOICES } from './units';

const wide = { maxWidth: 480 };

/** What one unit is worth at weighted average cost, read-only: its receipts decide it (a new material has none). */
function AverageCost() {
  const record = useRecordContext<{ average_cost?: string }>();
  return record?.average_cost ? (
    <Labeled source="average_cost">
      <MoneyField source="average_cost" />
    </Labeled>
  ) : null;
}

/** A material's fields; its money is typed as LE text and bounded by the material's ceiling, said beside each. */
export function MaterialInputs() {
  return (
    <>
      <TextInput source="name" sx={wide} fullWidth />
      <TextInput source="name_ar" sx={wide} fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <SelectInput source="unit" choices={UNIT_CHOICES} sx={{ minWidth: 200 }} />
      <TextInput source="size" sx={wide} fullWidth helperText="resources.material.hints.size" />
      <AmountInput source="unit_cost" limit="material" />
      <AmountInput source="price" limit="material" />
      <AverageCost />
      <NumberInput source="reorder_point" min={0} max={REORDER_POINT_MAX} step={1} helperText="resources.material.hints.reorder_point" />
      <NumberInput source="packs_up_to_kg" min={0.01} max={PACKS_UP_TO_MAX} step={0.5} helperText="resources.material.hints.packs_up_to_kg" />
      <BooleanInput source="is_active" />
    </>
  );
}
