/** Pieces the stock counts' list and page share: a count's status and place in the interface language. */
import { Chip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { StockCountRecord } from '../../../domain/api/stock-counts';
import { nameIn } from '../../../domain/names';

/** The words of a list as choices, each labelled `stock_count.<group>.<word>`. */
export const choicesOf = (words: readonly string[], group: string) => words.map((word) => ({ id: word, name: `stock_count.${group}.${word}` }));

const STATUS_COLOURS = { draft: 'default', submitted: 'info', approved: 'success', refused: 'warning' } as const;

/** Draft, waiting, approved or refused, as a coloured chip. */
export function CountStatus() {
  const record = useRecordContext<StockCountRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={STATUS_COLOURS[record.status]} label={translate(`stock_count.statuses.${record.status}`)} />;
}

/** The counted place: its kind and name, in the interface language. */
export function CountPlace() {
  const record = useRecordContext<StockCountRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate(`stock_count.places.${record.place}`)} · <bdi>{nameIn(locale, record.place_name)}</bdi>
    </>
  );
}
