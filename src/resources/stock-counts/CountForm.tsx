import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DeleteWithConfirmButton, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { StockCountLine, StockCountRecord } from '../../../domain/api/stock-counts';
import { countLineErrors } from '../../../domain/stock/counts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';
import { useErrorText } from '../shared/errors';
import { CountLines } from './CountLines';
import { ScanInput } from './ScanInput';

/** A typed quantity as a count: empty is not counted yet. */
const countedOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * A draft being counted: each line's counted quantity typed in or scanned up one at a time, its difference against
 * what the place holds shown beside it (the rules of domain/stock/counts.ts beside each line), saved as often as
 * wanted, then submitted for another person's approval.
 */
export function CountForm({ count }: { count: StockCountRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const [lines, setLines] = useState<StockCountLine[]>(count.lines);
  const [note, setNote] = useState(count.note);
  const errors = countLineErrors(lines, false);
  const setCounted = (index: number, counted: number | null) => setLines((all) => all.map((line, at) => (at === index ? { ...line, counted } : line)));
  const save = () =>
    dataProvider.saveStockCount(count.id, { lines: lines.map(({ material, counted }) => ({ material, counted })), note, version: count.version });
  const saveNow = async () => {
    try {
      await save();
      notify('stock_count.actions.saved', { type: 'success' });
      refresh();
    } catch (error) {
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('stock_count.help.draft')}
      </Typography>
      <ScanInput
        onScan={(material) => {
          const index = lines.findIndex((line) => line.material === material.id);
          if (index >= 0) return setCounted(index, (lines[index]!.counted ?? 0) + 1);
          const added = { id: material.id, material: material.id, material_name: material.name, material_name_ar: material.name_ar };
          setLines((all) => [...all, { ...added, unit: material.unit ?? 'piece', expected: 0, counted: 1, difference: 1 }]);
        }}
      />
      <CountLines
        lines={lines}
        counted={(line, index) => {
          const problem = errors[`lines.${index}.counted`];
          return (
            <TextField
              size="small"
              type="number"
              value={line.counted ?? ''}
              onChange={(event) => setCounted(index, countedOf(event.target.value))}
              error={Boolean(problem)}
              helperText={problem ? translate(problem) : undefined}
              slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': translate('stock_count.fields.counted') } }}
              sx={{ maxWidth: 140 }}
            />
          );
        }}
      />
      <TextField label={translate('stock_count.fields.note')} value={note} onChange={(event) => setNote(event.target.value)} multiline fullWidth />
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Button label="stock_count.actions.save" onClick={() => void saveNow()} variant="outlined" disabled={Object.keys(errors).length > 0}>
          <SaveIcon />
        </Button>
        <ConfirmActionButton
          label="stock_count.actions.submit"
          icon={<SendIcon />}
          title="stock_count.actions.submit_title"
          titleArgs={{ id: count.id }}
          content="stock_count.actions.submit_content"
          action={async () => dataProvider.stockCountStep(count.id, 'submit', (await save()).version)}
          success="stock_count.actions.submitted_done"
          onDone={refresh}
        />
        <DeleteWithConfirmButton sx={{ marginInlineStart: 'auto' }} />
      </Stack>
    </>
  );
}
