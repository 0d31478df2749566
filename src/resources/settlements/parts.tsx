import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { Money } from '../closings/parts';

/** An amount field of the row in context, in LE. */
export function AmountField({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  return typeof value === 'string' ? <Money amount={value} /> : null;
}

/** The totals line of a list: every row its filters match, not only the page shown (`text` is its message key). */
export function ListTotals({ resource, text }: { resource: 'wallet' | 'customer-closing' | 'expenses'; text: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, total } = useListContext();
  const { data } = useQuery({
    queryKey: ['settlementTotals', resource, filterValues, total],
    queryFn: () => dataProvider.settlementTotals(resource, filterValues),
  });
  if (!data) return null;
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1 }} role="status">
      {translate(text, { ...data, smart_count: data.orders ?? 0 })}
    </Typography>
  );
}

/** The statement page of a customer closing. */
export const statementPath = (id: number) => `/dashboard/customer-closing/statement/${id}`;
