/**
 * Which order columns the user shows, kept on the server per user (get_OrderColumnVisibility /
 * saveOrderColumnVisibility). Until a choice is saved, or when the server does not keep one, the default columns
 * show (DEFAULT_ORDER_COLUMNS); the others are a click away in the column chooser.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { DEFAULT_ORDER_COLUMNS, ORDER_COLUMNS, type OrderColumn } from '../../../../domain/orders/record';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { ColumnVisibility } from '../../../providers/ordersProvider';

const KEY = ['orders', 'columns'];

export type VisibleColumns = Record<OrderColumn, boolean>;

const complete = (saved: ColumnVisibility | null | undefined): VisibleColumns =>
  Object.fromEntries(ORDER_COLUMNS.map((column) => [column, saved?.[column] ?? DEFAULT_ORDER_COLUMNS.has(column)])) as VisibleColumns;

export function useColumnVisibility() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const query = useQuery({ queryKey: KEY, queryFn: () => dataProvider.orderColumns(), staleTime: Infinity, retry: false });
  const visible = useMemo(() => complete(query.data), [query.data]);

  const save = useMutation({
    mutationFn: (columns: VisibleColumns) => dataProvider.saveOrderColumns(columns),
    onError: (error) => {
      // A server that does not keep the choice yet still lets the user choose for this visit.
      if (!(error instanceof HttpError && error.status === 404)) notify('resources.orders.columns.not_saved', { type: 'warning' });
    },
  });

  const setVisible = useCallback(
    (column: OrderColumn, shown: boolean) => {
      const next = { ...visible, [column]: shown };
      client.setQueryData(KEY, next);
      save.mutate(next);
    },
    [client, save, visible],
  );

  return { visible, setVisible };
}
