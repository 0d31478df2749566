import UndoIcon from '@mui/icons-material/Undo';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ArrayField, DataTable, useDataProvider, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { StockEntryLine, StockEntryRecord } from '../../../domain/api/stock-entries';
import { nameIn } from '../../../domain/names';
import { mayDoEntry } from '../../../domain/stock/entries';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCairoDate } from '../orders/format';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';
import { MoneyField } from '../shared/money';
import { EntryKind, EntryPlaces, EntryStatus } from './parts';

/** Reverses a posted entry once confirmed: each of its moves undone; a warehouse that no longer holds the stock refuses it. */
function ReverseButton({ entry }: { entry: StockEntryRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  if (!mayDoEntry('reverse', entry.status)) return null;
  return (
    <ConfirmActionButton
      label="stock_entry.actions.reverse"
      icon={<UndoIcon />}
      title="stock_entry.actions.reverse_title"
      titleArgs={{ id: entry.id }}
      content="stock_entry.actions.reverse_content"
      action={() => dataProvider.reverseStockEntry(entry.id, entry.version)}
      success="stock_entry.actions.reversed_done"
      onDone={refresh}
    />
  );
}

/** A line's material in the interface language. */
function LineMaterial() {
  const line = useRecordContext<StockEntryLine>();
  const [locale] = useLocaleState();
  return line ? <bdi>{nameIn(locale, { name: line.material_name, name_ar: line.material_name_ar })}</bdi> : null;
}

/** A posted or reversed entry as it stands: never edited, a posted one reversed from here. */
export function PostedEntry() {
  const entry = useRecordContext<StockEntryRecord>();
  const translate = useTranslate();
  const day = useCairoDate();
  if (!entry) return null;
  const facts: (readonly [string, ReactNode])[] = [
    ['stock_entry.fields.kind', <EntryKind key="kind" />],
    ['stock_entry.fields.warehouse_id', <EntryPlaces key="places" />],
    ['stock_entry.fields.entry_date', day(entry.entry_date)],
    ...(entry.supplier ? ([['stock_entry.fields.supplier', <bdi key="supplier">{entry.supplier}</bdi>]] as const) : []),
    ...(entry.note ? ([['stock_entry.fields.note', entry.note]] as const) : []),
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {translate('stock_entry.fields.id')} {entry.id}
        </Typography>
        <EntryStatus />
        <ReverseButton entry={entry} />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0, mb: 2 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <ArrayField source="lines" label="stock_entry.fields.lines">
        <DataTable<StockEntryLine> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col label="stock_entry.fields.material" disableSort>
            <LineMaterial />
          </DataTable.Col>
          <DataTable.NumberCol source="quantity" label="stock_entry.fields.quantity" disableSort />
          <DataTable.Col label="stock_entry.fields.unit_cost" disableSort>
            <MoneyField source="unit_cost" />
          </DataTable.Col>
          <DataTable.Col label="stock_entry.fields.value" disableSort>
            <MoneyField source="value" />
          </DataTable.Col>
        </DataTable>
      </ArrayField>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {entry.posted_by_name && translate('stock_entry.fields.posted', { name: entry.posted_by_name })}
        {entry.reversed_by_name && ` · ${translate('stock_entry.fields.reversed', { name: entry.reversed_by_name })}`}
      </Typography>
    </Box>
  );
}
