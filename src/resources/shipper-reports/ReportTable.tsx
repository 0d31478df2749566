import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportRow } from '../../providers/shipper-reports';
import { useCairoDate } from '../orders/format';
import { Money } from '../shared/money';

export interface ReportColumn {
  key: string;
  money?: boolean;
  /** A count: a number, aligned with the money. */
  count?: boolean;
  /** A day (YYYY-MM-DD), shown as the interface's dates are. */
  date?: boolean;
  /** A cell of its own (a link); the sort still reads the row's value. */
  render?: (row: ReportRow) => ReactNode;
}

const alignOf = (column: ReportColumn) => (column.money || column.count ? 'right' : 'left');
/** Figures and days stay on one line; names may wrap. */
const cellSx = (column: ReportColumn) => (column.money || column.count || column.date ? { whiteSpace: 'nowrap' } : undefined);
/** A dozen columns of figures fit a desktop's width: half the cells' usual padding at their sides. */
const compact = { '& .MuiTableCell-root': { px: 1 } };

export type Sort = { key: string; order: 'asc' | 'desc' };

/** Money sorts as numbers (LE text), counts as numbers, the rest as text in the interface's language. */
function compare(a: ReportRow[string], b: ReportRow[string]): number {
  const numeric = (value: ReportRow[string]) =>
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  const x = numeric(a);
  const y = numeric(b);
  if (x != null && y != null) return x - y;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/**
 * A report's rows under headers that sort them, with the totals row beneath. Column labels are `<labels>.<key>`. The rows are sorted here,
 * without asking the server again, unless `sort` and `onSort` say the server sorts them (a list read a page at a
 * time).
 */
export function ReportTable(props: {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals?: ReportRow;
  rowKey: (row: ReportRow) => string;
  label: string;
  labels: string;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
}) {
  const { columns, rows, totals, rowKey, label, labels, onSort } = props;
  const translate = useTranslate();
  const formatDate = useCairoDate();
  const [localSort, setLocalSort] = useState<Sort | null>(null);
  const sort = onSort ? (props.sort ?? null) : localSort;
  const sorted = useMemo(() => {
    if (!localSort || onSort) return rows;
    const sign = localSort.order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(a[localSort.key] ?? null, b[localSort.key] ?? null));
  }, [rows, localSort, onSort]);
  const toggle = (key: string) => {
    const next: Sort = { key, order: sort?.key === key && sort.order === 'asc' ? 'desc' : 'asc' };
    if (onSort) onSort(next);
    else setLocalSort(next);
  };
  const cell = (row: ReportRow, column: ReportColumn, plain = false) => {
    if (column.render && !plain) return column.render(row);
    const value = row[column.key];
    if (column.money && typeof value === 'string') return <Money amount={value} />;
    if (column.date && typeof value === 'string') return formatDate(value);
    return value == null ? '—' : String(value);
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={compact}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={alignOf(column)}>
                <TableSortLabel active={sort?.key === column.key} direction={sort?.key === column.key ? sort.order : 'asc'} onClick={() => toggle(column.key)}>
                  {translate(`${labels}.${column.key}`)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => {
            return (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={alignOf(column)} sx={cellSx(column)}>
                    {cell(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {totals && (
            <TableRow sx={{ '& td': { fontWeight: 700 } }}>
              {columns.map((column, i) => (
                <TableCell key={column.key} align={alignOf(column)} sx={cellSx(column)}>
                  {i === 0 ? translate('closings.custody.total') : cell(totals, column, true)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
