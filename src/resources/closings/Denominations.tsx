import { Accordion, AccordionDetails, AccordionSummary, Box } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect } from 'react';
import { NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fromPiastres } from '../../../domain/orders/money';

/** The banknotes and coins of Egypt a count can be given in, with their value in piastres (the server keeps the same list). */
const NOTES = [
  ['200', 20000n],
  ['100', 10000n],
  ['50', 5000n],
  ['20', 2000n],
  ['10', 1000n],
  ['5', 500n],
  ['1', 100n],
  ['0.5', 50n],
  ['0.25', 25n],
] as const;

/** The counts given (leaving out the empty ones), as the server takes them; none given is no count by banknote. */
export function denominationsOf(value: unknown): Record<string, number> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const counts = Object.fromEntries(
    NOTES.map(([note]) => [note, Number((value as Record<string, unknown>)[note.replace('.', '_')] ?? 0)]).filter(([, n]) => Number(n) > 0),
  );
  return Object.keys(counts).length ? counts : undefined;
}

/** Counting by banknote (optional): the cash counted becomes their sum as they are typed. */
export function Denominations() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const counts = useWatch({ name: 'denominations' }) as Record<string, number | null> | undefined;
  useEffect(() => {
    if (!counts) return;
    const given = NOTES.filter(([note]) => Number(counts[note.replace('.', '_')] ?? 0) > 0);
    if (given.length === 0) return;
    const total = given.reduce((sum, [note, value]) => sum + BigInt(Math.trunc(Number(counts[note.replace('.', '_')]))) * value, 0n);
    setValue('counted', fromPiastres(total), { shouldDirty: true, shouldValidate: true });
  }, [counts, setValue]);
  return (
    <Accordion disableGutters sx={{ mb: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>{translate('closings.new.denominations')}</AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {NOTES.map(([note]) => (
            <NumberInput
              key={note}
              source={`denominations.${note.replace('.', '_')}`}
              label={translate('closings.new.denomination', { value: note })}
              min={0}
              step={1}
            />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
