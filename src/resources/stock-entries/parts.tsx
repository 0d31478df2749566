/** Pieces the stock entries' list, form and page share: an entry's words in the interface language, its places. */
import { Chip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { StockEntryRecord } from '../../../domain/api/stock-entries';
import { nameIn } from '../../../domain/names';

/** The words of a list as choices, each labelled `stock_entry.<group>.<word>`. */
export const choicesOf = (words: readonly string[], group: string) => words.map((word) => ({ id: word, name: `stock_entry.${group}.${word}` }));

const STATUS_COLOURS = { draft: 'default', posted: 'success', reversed: 'warning' } as const;

/** Draft, posted or reversed, as a coloured chip. */
export function EntryStatus({ record: given }: { record?: StockEntryRecord }) {
  const record = useRecordContext<StockEntryRecord>() ?? given;
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={STATUS_COLOURS[record.status]} label={translate(`stock_entry.statuses.${record.status}`)} />;
}

/** Receipt, transfer or adjustment (with its reason). */
export function EntryKind({ record: given }: { record?: StockEntryRecord }) {
  const record = useRecordContext<StockEntryRecord>() ?? given;
  const translate = useTranslate();
  if (!record) return null;
  const kind = translate(`stock_entry.kinds.${record.kind}`);
  return <>{record.reason ? `${kind} · ${translate(`stock_entry.reasons.${record.reason}`)}` : kind}</>;
}

/** Where the stock went: the warehouse, or from one warehouse to the other for a transfer; names in the interface language. */
export function EntryPlaces({ record: given }: { record?: StockEntryRecord }) {
  const record = useRecordContext<StockEntryRecord>() ?? given;
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  const from = nameIn(locale, record.warehouse);
  return <bdi>{record.to_warehouse ? translate('stock_entry.fields.from_to', { from, to: nameIn(locale, record.to_warehouse) }) : from}</bdi>;
}
