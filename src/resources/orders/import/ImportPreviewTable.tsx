import { alpha, Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_COLUMNS } from '../../../../domain/orders/import';
import type { ImportPreviewRow } from '../../../../domain/api/imports';

const PAGE_SIZE = 25;
const COLUMN_KEYS: ReadonlySet<string> = new Set(IMPORT_COLUMNS.map((column) => column.key));
const isBad = (row: ImportPreviewRow) => Object.keys(row.errors).length > 0;

/** One cell: the value as the file has it and, when it is wrong, why, beside it. */
function Cell({ value, error }: { value: string; error?: string }) {
  const translate = useTranslate();
  return (
    <TableCell sx={{ verticalAlign: 'top', ...(error ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1) } : {}) }}>
      <Box sx={{ whiteSpace: 'pre-line', minWidth: 80 }}>{value}</Box>
      {error && (
        <Typography variant="caption" component="div" color="error" sx={{ fontWeight: 600, minWidth: 120 }}>
          {translate(error, { _: error })}
        </Typography>
      )}
    </TableCell>
  );
}

/**
 * The rows read from the file, those to correct first, each wrong cell with its reason beside it; a page of 25
 * at a time. A reason that belongs to no column (the order as a whole) is shown in the status column.
 */
export function ImportPreviewTable({ rows }: { rows: readonly ImportPreviewRow[] }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const ordered = useMemo(() => [...rows.filter(isBad), ...rows.filter((row) => !isBad(row))], [rows]);
  const shown = ordered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <Box>
      {/* It scrolls sideways on narrow screens, so it takes the keyboard's focus to be scrolled with the arrows. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={translate('order_import.table_label')}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-label={translate('order_import.table_label')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('order_import.row')}</TableCell>
              <TableCell>{translate('order_import.status')}</TableCell>
              {IMPORT_COLUMNS.map((column) => (
                <TableCell key={column.key}>{translate(`order_import.columns.${column.key}`)}</TableCell>
              ))}
              <TableCell>{translate('order_import.fee')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => {
              const other = Object.entries(row.errors).filter(([field]) => !COLUMN_KEYS.has(field));
              return (
                <TableRow key={row.row}>
                  <TableCell sx={{ verticalAlign: 'top' }}>{row.row}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Chip size="small" color={isBad(row) ? 'error' : 'success'} label={translate(isBad(row) ? 'order_import.needs_fix' : 'order_import.ok')} />
                    {other.map(([field, key]) => (
                      <Typography key={field} variant="caption" component="div" color="error">
                        {translate(key, { _: key })}
                      </Typography>
                    ))}
                  </TableCell>
                  {IMPORT_COLUMNS.map((column) => (
                    <Cell key={column.key} value={row.values[column.key]} error={row.errors[column.key]} />
                  ))}
                  <TableCell sx={{ verticalAlign: 'top' }}>{row.total_fees ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {ordered.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={ordered.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => translate('order_import.shown', { from, to, count })}
          getItemAriaLabel={(type) => translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')}
        />
      )}
    </Box>
  );
}
