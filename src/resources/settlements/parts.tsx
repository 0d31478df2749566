import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ListTotals as Totals } from '../../providers/settlements';
import { useMoney } from '../shared/money';

/** The totals line of a list: every row its filters match, not only the page shown (`text` is its message key). */
export function ListTotals({ text }: { text: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const { meta } = useListContext();
  const totals = (meta as { totals?: Totals } | undefined)?.totals;
  if (!totals) return null;
  const { orders = 0, ...amounts } = totals;
  const figures = Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, money(amount)]));
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1 }} role="status">
      {translate(text, { ...figures, smart_count: orders })}
    </Typography>
  );
}

/** The statement page of a customer closing. */
export const statementPath = (id: number) => `/dashboard/customer-closing/statement/${id}`;
