import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportRow } from '../../providers/shipper-reports';
import { Money } from '../closings/parts';

export interface ReportColumn {
  key: string;
  money?: boolean;
  /** A count: a number, aligned with the money. */
  count?: boolean;
  /** A cell of its own (a link); the sort still reads the row's value. */
  render?: (row: ReportRow) => ReactNode;
}

const alignOf = (column: ReportColumn) => (column.money || column.count ? 'right' : 'left');

type Sort = { key: string; order: 'asc' | 'desc' };

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
 * A report's rows under headers that sort them (here, without asking the server again), with the totals row
 * beneath; `highlight` marks rows that need attention. Column labels are `shipper_reports.columns.<key>`.
 */
export function ReportTable(props: {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals?: ReportRow;
  rowKey: (row: ReportRow) => string;
  highlight?: (row: ReportRow) => boolean;
  label: string;
}) {
  const { columns, rows, totals, rowKey, highlight, label } = props;
  const translate = useTranslate();
  const [sort, setSort] = useState<Sort | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const sign = sort.order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(a[sort.key] ?? null, b[sort.key] ?? null));
  }, [rows, sort]);
  const toggle = (key: string) => setSort((was) => ({ key, order: was?.key === key && was.order === 'asc' ? 'desc' : 'asc' }));
  const cell = (row: ReportRow, column: ReportColumn, plain = false) => {
    if (column.render && !plain) return column.render(row);
    const value = row[column.key];
    return column.money && typeof value === 'string' ? <Money amount={value} /> : value == null ? '—' : String(value);
  };
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={alignOf(column)}>
              <TableSortLabel active={sort?.key === column.key} direction={sort?.key === column.key ? sort.order : 'asc'} onClick={() => toggle(column.key)}>
                {translate(`shipper_reports.columns.${column.key}`)}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((row) => {
          const marked = highlight?.(row) ?? false;
          return (
            <TableRow key={rowKey(row)} selected={marked} data-highlighted={marked || undefined}>
              {columns.map((column) => (
                <TableCell key={column.key} align={alignOf(column)}>
                  {cell(row, column)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
        {totals && (
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            {columns.map((column, i) => (
              <TableCell key={column.key} align={alignOf(column)}>
                {i === 0 ? translate('closings.custody.total') : cell(totals, column, true)}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
