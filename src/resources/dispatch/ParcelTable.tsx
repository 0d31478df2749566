import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { OrderRecord } from '../../../domain/orders/record';
import { usePrintFormat } from '../orders/print/usePrintFormat';
import { statusKey } from '../orders/status';
import { useTranslate } from 'react-admin';
import { useDispatchText } from './text';

interface ParcelTableProps {
  orders: readonly OrderRecord[];
  empty: string;
  /** With a checkbox per parcel when given. */
  selected?: ReadonlySet<number>;
  onToggle?: (id: number) => void;
}

/** A shipper's parcels on the hand-over screen: serial, recipient, zone, status and the cash to collect, hidden fields said so. */
export function ParcelTable({ orders, empty, selected, onToggle }: ParcelTableProps) {
  const t = useDispatchText();
  const translate = useTranslate();
  const format = usePrintFormat();
  if (orders.length === 0)
    return (
      <Typography sx={{ py: 3 }} color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {onToggle && <TableCell padding="checkbox" />}
          {['serial', 'recipient', 'zone', 'status', 'amount'].map((column) => (
            <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} hover selected={selected?.has(order.id)}>
            {onToggle && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected?.has(order.id) ?? false}
                  onChange={() => onToggle(order.id)}
                  slotProps={{ input: { 'aria-label': format.text(order, 'serial') || `#${order.id}` } }}
                />
              </TableCell>
            )}
            <TableCell sx={{ fontFamily: 'monospace' }}>
              <bdi dir="ltr">{format.text(order, 'serial')}</bdi>
            </TableCell>
            <TableCell>
              <bdi>{order.full_name}</bdi>
            </TableCell>
            <TableCell>
              <bdi>{format.place(order)}</bdi>
            </TableCell>
            <TableCell>{translate(statusKey(order.Order_Delivery_Status))}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.money(order, 'total_amount')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
