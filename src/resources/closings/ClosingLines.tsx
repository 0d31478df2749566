import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ClosingLine } from '../../../domain/api/money';
import { isOrderStatus } from '../../../domain/orders/status';
import { statusKey } from '../orders/status';
import { Money } from '../shared/money';

export interface LineColumn {
  label: string;
  value: (line: ClosingLine) => ReactNode;
}

/** The parcels of a closing (or its preview) as a table, with an empty message; used on screen and on the receipt. */
export function ClosingLines({
  title,
  lines,
  columns,
  empty,
}: {
  title: string;
  lines: readonly ClosingLine[];
  columns: readonly LineColumn[];
  empty: string;
}) {
  const translate = useTranslate();
  return (
    <section>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(title)} ({lines.length})
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{translate(empty)}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label}>{translate(c.label)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.order_id}>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.value(line)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}

/** The columns every parcel line shows: serial, customer, recipient, status. */
export const PARCEL_COLUMNS: readonly LineColumn[] = [
  { label: 'closings.fields.serial', value: (l) => <bdi>{l.serial}</bdi> },
  { label: 'closings.fields.customer', value: (l) => <bdi>{l.customer_name}</bdi> },
  { label: 'closings.fields.recipient', value: (l) => <bdi>{l.full_name}</bdi> },
  { label: 'closings.fields.order_status', value: (l) => <StatusText status={l.status} /> },
];

export const cashColumn = (source: 'amount' | 'expected' | 'cashed', label = 'closings.fields.amount'): LineColumn => ({
  label,
  value: (l) => <Money amount={l[source]} />,
});

function StatusText({ status }: { status?: string }) {
  const translate = useTranslate();
  return <>{status && isOrderStatus(status) ? translate(statusKey(status)) : ''}</>;
}
