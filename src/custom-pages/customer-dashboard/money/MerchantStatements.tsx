import { Button, Card, CardContent, Pagination, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { Money } from '../../../resources/shared/money';
import { useCairoDate } from '../../../resources/orders/format';
import { WalletCard } from './WalletCard';

const PAGE_SIZE = 10;
const FIGURES = ['collected', 'fees', 'return_fees', 'adjustments', 'net'] as const;

/** The merchant's money (its wallet) and its statements, newest first; each opens to every order and figure. */
export default function MerchantStatements() {
  const translate = useTranslate();
  const format = useCairoDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const { data } = useQuery({ queryKey: ['merchant', 'statements', page], queryFn: () => dataProvider.ownStatements(page) });
  return (
    <>
      <Title title="settlements.merchant.statements" />
      <WalletCard />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {translate('settlements.merchant.statements')}
          </Typography>
          {data && data.count === 0 && <Typography color="text.secondary">{translate('settlements.merchant.no_statements')}</Typography>}
          {data && data.count > 0 && (
            <>
              <TableContainer>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {['number', 'created_at', 'order_count', ...FIGURES].map((head) => (
                        <TableCell key={head}>{translate(`settlements.fields.${head}`)}</TableCell>
                      ))}
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.results.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell>{row.number}</TableCell>
                        <TableCell>{format(row.created_at)}</TableCell>
                        <TableCell>{row.order_count}</TableCell>
                        {FIGURES.map((figure) => (
                          <TableCell key={figure}>
                            <Money amount={row[figure]} />
                          </TableCell>
                        ))}
                        <TableCell>
                          <Button size="small" component={Link} to={`/customerdashboard/statements/${row.id}`}>
                            {translate('settlements.merchant.open')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {data.count > PAGE_SIZE && (
                <Pagination sx={{ mt: 2 }} count={Math.ceil(data.count / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
