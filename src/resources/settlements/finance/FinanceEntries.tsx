import { Dialog, DialogContent, DialogTitle, Pagination, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { cairoDaysAgo } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { Money } from '../../shared/money';
import { useCairoDate } from '../../orders/format';

const PAGE_SIZE = 25;

/** The entries behind one figure over the 30 days up to the position's day, newest first. */
export function FinanceEntries({ figure, day, onClose }: { figure: string; day: string; onClose: () => void }) {
  const translate = useTranslate();
  const format = useCairoDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const query = { figure, from_date: cairoDaysAgo(29, day), to_date: day, page: String(page), page_size: String(PAGE_SIZE) };
  const { data } = useQuery({ queryKey: ['financeEntries', query], queryFn: () => dataProvider.financeEntries(query) });
  const title = translate('settlements.finance.entries', { figure: translate(`settlements.finance.figures.${figure}`) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {data && data.total === 0 && <Typography color="text.secondary">{translate('settlements.finance.no_entries')}</Typography>}
        {data && data.total > 0 && (
          <>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['posted_at', 'kind', 'owner', 'serial', 'amount', 'note'].map((head) => (
                    <TableCell key={head}>{translate(`settlements.finance.entry.${head}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{format(entry.posted_at, true)}</TableCell>
                    <TableCell>{translate(`settlements.finance.kinds.${entry.kind}`, { _: entry.kind })}</TableCell>
                    <TableCell>
                      <bdi>{entry.owner_name}</bdi>
                    </TableCell>
                    <TableCell>
                      <bdi>{entry.serial}</bdi>
                    </TableCell>
                    <TableCell>
                      <Money amount={entry.amount} />
                    </TableCell>
                    <TableCell>
                      <bdi>{entry.note}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {data.total > PAGE_SIZE && (
              <Pagination sx={{ mt: 2 }} count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
