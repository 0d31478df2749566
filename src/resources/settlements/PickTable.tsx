import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PickColumn<T> {
  /** The header's translation key. */
  label: string;
  value: (row: T) => ReactNode;
}

/**
 * A table whose rows are ticked to be acted on (orders to settle, merchants to pay, payouts to mark paid), with a
 * tick for all of them in its head. Rows that `pickable` refuses have no tick; a click anywhere on a row ticks it.
 */
export function PickTable<T extends { id: number }>({
  rows,
  columns,
  chosen,
  onChange,
  nameOf,
  pickable = () => true,
  label,
}: {
  rows: readonly T[];
  columns: readonly PickColumn<T>[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** The row's name for its tick (what a screen reader says). */
  nameOf: (row: T) => string;
  pickable?: (row: T) => boolean;
  label?: string;
}) {
  const translate = useTranslate();
  const open = rows.filter(pickable).map((row) => row.id);
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const all = open.length > 0 && open.every((id) => chosen.includes(id));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label && translate(label)}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                disabled={open.length === 0}
                checked={all}
                indeterminate={chosen.length > 0 && !all}
                onChange={() => onChange(all ? [] : open)}
                slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
              />
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.label}>{translate(column.label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover={pickable(row)}
              onClick={pickable(row) ? () => toggle(row.id) : undefined}
              sx={{ cursor: pickable(row) ? 'pointer' : undefined }}
            >
              <TableCell padding="checkbox">
                {pickable(row) && <Checkbox checked={chosen.includes(row.id)} slotProps={{ input: { 'aria-label': nameOf(row) } }} />}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.value(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
