import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { AutocompleteInput, BooleanInput, NumberInput, TextInput, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { CarriedMaterial } from '../../../domain/api/hand-backs';
import { nameIn } from '../../../domain/names';
import { signedPiastres, fromPiastres } from '../../../domain/orders/money';
import { handBackErrors, type HandBackLine } from '../../../domain/stock/hand-backs';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSpecialCode } from '../orders/inputs/useOrderData';
import { PickerInput } from '../shared/pickers';
import { nestedErrors } from '../shared/formValidation';
import { Money } from '../shared/money';
import { DialogFormButton } from './DialogFormButton';
import { newRequestKey } from './parts';

const HEADS = ['material', 'held', 'unit_cost', 'value'] as const;

/** What the courier carries: each material, how many, one unit's average cost and their value. */
function Carried({ materials }: { materials: readonly CarriedMaterial[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Table size="small" aria-label={translate('closings.materials.title')}>
      <TableHead>
        <TableRow>
          {HEADS.map((head) => (
            <TableCell key={head} align={head === 'material' ? undefined : 'right'}>
              {translate(`closings.materials.${head}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {materials.map((row) => (
          <TableRow key={row.material}>
            <TableCell>
              <bdi>{nameIn(locale, row)}</bdi>
            </TableCell>
            <TableCell align="right">{row.held}</TableCell>
            <TableCell align="right">
              <Money amount={row.unit_cost} />
            </TableCell>
            <TableCell align="right">
              <Money amount={fromPiastres(signedPiastres(row.unit_cost) * BigInt(row.held))} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The lines typed in the dialog, as numbers (an empty field is none). */
const linesOf = (values: Record<string, unknown>): HandBackLine[] =>
  ((values.lines as Partial<Record<keyof HandBackLine, unknown>>[] | undefined) ?? []).map((line) => ({
    material: Number(line.material),
    returned: Number(line.returned ?? 0),
    missing: Number(line.missing ?? 0),
  }));

/**
 * Receiving his packaging: for each material what came back (into the warehouse chosen) and what is missing,
 * checked beside each line by the server's own rule; a clerk who may ask for changes of money may ask to charge
 * him for the missing, which a second person then decides on the approval list.
 */
function HandBackButton({ shipper, materials, onDone }: { shipper: number; materials: readonly CarriedMaterial[]; onDone: () => unknown }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const mayCharge = useSpecialCode('request_money_change');
  const key = useRef(newRequestKey());
  const held = new Map(materials.map((row) => [row.material, row.held]));
  return (
    <DialogFormButton
      label="closings.materials.receive"
      icon={<Inventory2Icon />}
      title="closings.materials.receive_title"
      submitLabel="closings.materials.receive"
      variant="outlined"
      defaultValues={{ lines: materials.map((row) => ({ material: row.material, returned: row.held, missing: 0 })), charge_missing: false, note: '' }}
      validate={(values) => nestedErrors(handBackErrors(linesOf(values), held))}
      save={async (values) => {
        const saved = await dataProvider.handBackMaterials({
          shipper,
          warehouse: values.warehouse,
          lines: linesOf(values),
          charge_missing: values.charge_missing === true,
          note: String(values.note ?? ''),
          idempotency_key: key.current,
        });
        key.current = newRequestKey();
        return translate(saved.money_request_id ? 'closings.materials.done_charged' : 'closings.materials.done', {
          returned: saved.returned,
          missing: saved.missing,
        });
      }}
      onDone={onDone}
    >
      <PickerInput source="warehouse" reference="warehouse" filter={{ is_active: true }}>
        <AutocompleteInput label="closings.materials.warehouse" validate={(value: unknown) => (value ? undefined : 'validation.required')} fullWidth />
      </PickerInput>
      {materials.map((row, index) => (
        <Stack key={row.material} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flex: 1 }}>
            <bdi>{nameIn(locale, row)}</bdi> · {translate('closings.materials.carries', { held: row.held })}
          </Typography>
          <NumberInput source={`lines.${index}.returned`} label="closings.materials.returned" min={0} max={row.held} step={1} />
          <NumberInput source={`lines.${index}.missing`} label="closings.materials.missing" min={0} max={row.held} step={1} />
        </Stack>
      ))}
      {mayCharge && <BooleanInput source="charge_missing" label="closings.materials.charge_missing" helperText="closings.materials.charge_help" />}
      <TextInput source="note" label="closings.materials.note" multiline fullWidth />
    </DialogFormButton>
  );
}

/**
 * The packaging a courier carries, on his closing (domain/stock/hand-backs.ts): listed with its value, and received
 * back here, apart from the cash (a hand-back moves packaging at once; the closing's money waits for its approval).
 */
export function CourierMaterials({ shipper }: { shipper: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data, refetch } = useQuery({ queryKey: ['carriedMaterials', shipper], queryFn: () => dataProvider.carriedMaterials(shipper) });
  if (!data) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('closings.materials.title')}
      </Typography>
      {data.materials.length === 0 ? (
        <Typography color="text.secondary">{translate('closings.materials.none')}</Typography>
      ) : (
        <>
          <Carried materials={data.materials} />
          <Box sx={{ mt: 1 }}>
            <HandBackButton shipper={shipper} materials={data.materials} onDone={refetch} />
          </Box>
        </>
      )}
    </Box>
  );
}
