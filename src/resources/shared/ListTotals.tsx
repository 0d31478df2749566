import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useMoney } from './money';

/**
 * The totals line of a paged list: the totals of every row its filters match (the page's `meta.totals`), not only
 * those shown. `text` is its message key: amounts by name, `smart_count` the orders counted or else the rows.
 */
export function ListTotals({ text }: { text: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const { meta, total } = useListContext();
  const totals = (meta as { totals?: Record<string, string | number> } | undefined)?.totals;
  if (!totals) return null;
  const { orders, ...amounts } = totals;
  const figures = Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, money(amount)]));
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1 }} role="status">
      {translate(text, { ...figures, smart_count: orders ?? total ?? 0 })}
    </Typography>
  );
}
