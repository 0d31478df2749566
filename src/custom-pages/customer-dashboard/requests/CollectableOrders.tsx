import {
  Box,
  Button,
  Checkbox,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useErrorText } from '../../../resources/shared/errors';
import { statusKey } from '../../../resources/orders/status';
import { useMoney } from '../../../resources/shared/money';
import { Loading, RetryAlert } from '../QueryStates';
import { requestsKey } from './RequestList';
import type { CollectableOrder } from '../../../../domain/api/collect';

const PAGE_SIZE = 25;
export const collectableKey = ['merchant', 'collectable'];

/** The page's table: each order with its figures and a box to choose it. */
function OrdersTable({ orders, chosen, toggle }: { orders: CollectableOrder[]; chosen: Set<number>; toggle: (ids: number[], on: boolean) => void }) {
  const translate = useTranslate();
  const money = useMoney();
  const all = orders.length > 0 && orders.every((order) => chosen.has(order.id));
  const columns = ['collected', 'fees', 'return_fees', 'net'] as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('customer_orders.collect.waiting')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={!all && orders.some((order) => chosen.has(order.id))}
                onChange={(event) =>
                  toggle(
                    orders.map((order) => order.id),
                    event.target.checked,
                  )
                }
                slotProps={{ input: { 'aria-label': translate('customer_orders.collect.select_page') } }}
              />
            </TableCell>
            <TableCell>{translate('customer_orders.collect.serial')}</TableCell>
            <TableCell>{translate('customer_orders.collect.recipient')}</TableCell>
            <TableCell>{translate('customer_orders.collect.status')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column} align="right">
                {translate(`customer_orders.collect.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} hover selected={chosen.has(order.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.has(order.id)}
                  onChange={(event) => toggle([order.id], event.target.checked)}
                  slotProps={{ input: { 'aria-label': translate('customer_orders.collect.select_order', { serial: order.serial }) } }}
                />
              </TableCell>
              <TableCell>
                <bdi>{order.serial}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{order.full_name}</bdi>
              </TableCell>
              <TableCell>{translate(statusKey(order.status))}</TableCell>
              {columns.map((column) => (
                <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap', fontWeight: column === 'net' ? 700 : 400 }}>
                  {money(order[column])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The merchant's delivered orders whose money it has not received, with their totals: ask for all of them or for
 * those chosen (across pages). A refusal (an order asked for meanwhile, in another tab) says which order.
 */
export function CollectableOrders() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const money = useMoney();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [notes, setNotes] = useState('');
  const [sending, setSending] = useState(false);
  const { data, error, refetch } = useQuery({
    queryKey: [...collectableKey, page],
    queryFn: () => dataProvider.collectableOrders(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (error) return <RetryAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  const toggle = (ids: number[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const ask = async (ids: number[]) => {
    setSending(true);
    try {
      const created = await dataProvider.requestCollect(ids, notes);
      notify('customer_orders.collect.asked', { type: 'success', messageArgs: { id: created.id } });
      setChosen(new Set());
      setNotes('');
      setPage(1);
      await Promise.all([client.invalidateQueries({ queryKey: collectableKey }), client.invalidateQueries({ queryKey: requestsKey('collect') })]);
    } catch (failure) {
      const text = errorText(failure);
      notify(text, { type: 'error', messageArgs: { _: text }, autoHideDuration: 10000 });
    } finally {
      setSending(false);
    }
  };
  if (!data.count) return <Typography color="text.secondary">{translate('customer_orders.collect.none')}</Typography>;
  const { totals } = data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography role="status">
        {translate('customer_orders.collect.totals', {
          smart_count: totals.orders,
          collected: money(totals.collected),
          fees: money(totals.fees),
          return_fees: money(totals.return_fees),
          net: money(totals.net),
        })}
      </Typography>
      <OrdersTable orders={data.results} chosen={chosen} toggle={toggle} />
      {data.count > PAGE_SIZE && <Pagination count={Math.ceil(data.count / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} />}
      <TextField
        label={translate('customer_orders.collect.notes')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        sx={{ maxWidth: 800 }}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={sending} onClick={() => void ask([])}>
          {translate('customer_orders.collect.ask_all', { smart_count: totals.orders })}
        </Button>
        <Button variant="outlined" disabled={sending || chosen.size === 0} onClick={() => void ask([...chosen])}>
          {translate('customer_orders.collect.ask_selected', { smart_count: chosen.size })}
        </Button>
      </Stack>
    </Box>
  );
}
