/**
 * `adminorders/viewReplies`: the latest replies on the orders the user may see, newest first (GET orders/replies/),
 * ten to a hundred a page. A row opens its order's page.
 */
import { Card, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { CairoDate, HiddenMark, StatusChip } from '../fields';
import { orderShowPath } from '../paths';

const ROWS_PER_PAGE = [10, 25, 50, 100];
const HEADERS = ['serial', 'customer_name', 'Order_Delivery_Status', 'reply', 'user_name', 'created_at'] as const;

export default function RepliesPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data, isFetched } = useQuery({
    queryKey: ['orders', 'recentReplies', page, perPage],
    queryFn: () => dataProvider.recentReplies(page + 1, perPage),
    placeholderData: keepPreviousData,
  });
  const rows = data?.results ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="screens.viewReplies" />
      <Table size="small" aria-label={translate('screens.viewReplies')}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header}>{translate(`resources.orders.replies.columns.${header}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(orderShowPath(row.order))}>
              <TableCell>{row.serial || <HiddenMark />}</TableCell>
              <TableCell>{row.customer_name}</TableCell>
              <TableCell>
                <StatusChip status={row.Order_Delivery_Status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 480 }}>{row.reply}</TableCell>
              <TableCell>{row.user_name}</TableCell>
              <TableCell>
                <CairoDate value={row.created_at} withTime />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {isFetched && rows.length === 0 && (
        <Typography sx={{ p: 3 }} align="center" color="text.secondary">
          {translate('resources.orders.replies.none_yet')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={data?.count ?? 0}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={ROWS_PER_PAGE}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      />
    </Card>
  );
}
