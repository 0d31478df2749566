import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useMoney } from '../shared/money';

/** The totals line of a list: every row its filters match, not only the page shown (`text` is its message key). */
export function ListTotals({ resource, text }: { resource: 'wallet' | 'customer-closing' | 'expenses'; text: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, total } = useListContext();
  const { data } = useQuery({
    queryKey: ['settlementTotals', resource, filterValues, total],
    queryFn: () => dataProvider.settlementTotals(resource, filterValues),
  });
  if (!data) return null;
  const { orders = 0, ...amounts } = data;
  const figures = Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, money(amount)]));
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1 }} role="status">
      {translate(text, { ...figures, smart_count: orders })}
    </Typography>
  );
}

/** The statement page of a customer closing. */
export const statementPath = (id: number) => `/dashboard/customer-closing/statement/${id}`;
