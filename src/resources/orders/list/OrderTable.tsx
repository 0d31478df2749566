/**
 * The order rows: the columns the user chose (less those hidden from the user on every row of the page), money
 * with LE, the status as a chip, dates in Cairo. A value hidden in one row only shows the hidden mark.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanField, DataTable, useListContext, useLocaleState, type Identifier } from 'react-admin';
import { ORDER_COLUMNS, placeText, type OrderColumn, type OrderRecord } from '../../../../domain/orders/record';
import { CairoDate, HiddenMark, StatusChip } from '../fields';
import { ApproveButton } from './ApproveButton';
import { SelectionFollowsList } from '../../shared/selection';
import { OrderCards } from './OrderCards';
import { useColumnVisibility } from './useColumnVisibility';
import { Money } from '../../shared/money';

const SORTABLE: ReadonlySet<OrderColumn> = new Set(['serial', 'order_date', 'total_amount', 'Order_Delivery_Status']);
const MONEY: ReadonlySet<OrderColumn> = new Set(['total_amount', 'total_fees', 'shipper_fees']);

function cell(column: OrderColumn, record: OrderRecord, locale: string) {
  if (record.hidden_fields?.includes(column)) return <HiddenMark />;
  if (column === 'place') return <bdi>{placeText(record, locale)}</bdi>;
  if (MONEY.has(column)) return <Money amount={record[column]} />;
  if (column === 'Order_Delivery_Status') return <StatusChip status={record.Order_Delivery_Status} />;
  if (column === 'order_date') return <CairoDate value={record.order_date} />;
  if (column === 'Delivery_satus_date') return <CairoDate value={record.Delivery_satus_date} withTime />;
  if (column === 'printO') return <BooleanField source="printO" record={record} />;
  const value = record[column];
  // Isolated, so Latin names and addresses keep their own order inside an Arabic page.
  return value === '' || value == null ? null : <bdi>{String(value)}</bdi>;
}

/** Columns hidden from the user on every row shown (an empty page hides none). */
function hiddenEverywhere(rows: readonly OrderRecord[] | undefined): Set<string> {
  if (!rows?.length) return new Set();
  const [first, ...rest] = rows;
  return new Set((first?.hidden_fields ?? []).filter((field) => rest.every((row) => row.hidden_fields?.includes(field))));
}

/** Half the usual gap between columns, so the nine default columns fit a 1440-pixel screen beside the menu. */
const TABLE_SX = { '& .MuiTableCell-root': { px: 1 } };
const DENSE_SX = { '& .MuiTableCell-root': { py: 0.25, px: 0.75, fontSize: '0.8125rem' } };

export interface OrderTableProps {
  /** The page a row opens, or false when the user may not open it. */
  rowClick: (id: Identifier) => string | false;
  bulkActions: ReactElement | false;
  dense?: boolean;
  /** False when the list's call takes no ordering: no column sorts. */
  sortable?: boolean;
  /** A last column with each urgent order's approval. */
  approve?: boolean;
  /** Columns this list never shows (the customer, on the merchant's own list). */
  omit?: readonly OrderColumn[];
}

export function OrderTable({ rowClick, bulkActions, dense = false, sortable = true, approve = false, omit = [] }: OrderTableProps) {
  const { data } = useListContext<OrderRecord>();
  const [locale] = useLocaleState();
  const { visible } = useColumnVisibility();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <OrderCards rowClick={rowClick} />;
  const hidden = hiddenEverywhere(data);
  const columns = ORDER_COLUMNS.filter((column) => visible[column] && !hidden.has(column) && !omit.includes(column));
  return (
    <>
      {bulkActions && <SelectionFollowsList />}
      <DataTable rowClick={rowClick} bulkActionButtons={bulkActions} sx={dense ? DENSE_SX : TABLE_SX}>
        {columns.map((column) => (
          <DataTable.Col
            key={column}
            source={column}
            label={`resources.orders.fields.${column}`}
            disableSort={!sortable || !SORTABLE.has(column)}
            align={MONEY.has(column) ? 'right' : undefined}
            render={(record: OrderRecord) => cell(column, record, locale)}
          />
        ))}
        {approve && (
          <DataTable.Col
            source="approved"
            label="resources.orders.fields.approved"
            disableSort
            render={(record: OrderRecord) => <ApproveButton record={record} />}
          />
        )}
      </DataTable>
    </>
  );
}
