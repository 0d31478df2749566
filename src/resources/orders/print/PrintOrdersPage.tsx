import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { OrderLabel } from './OrderLabel';
import { OrdersSheet } from './OrdersSheet';
import { parsePrintIds, parsePrintLayout, type PrintLayout } from './printParams';
import { PRINT_ROOT, PrintStyles } from './PrintStyles';
import { PrintToolbar } from './PrintToolbar';
import { usePrintFormat } from './usePrintFormat';
import { useErrorText } from '../../shared/errors';

/**
 * /dashboard/orders/printorders?ids=1,2,3: the chosen orders as AWB labels (one 100 x 150 mm label a page) or
 * as an A4 sheet. Loading them through `POST /api/orders/print/` marks them printed (printO) on the server, so
 * the call is made once per set of ids and not repeated when the window regains focus. `merchant`: the merchant's
 * /customerdashboard/orders/printorders, the same sheet and labels of its own orders (POST merchant/orders/print/).
 */
export default function PrintOrdersPage({ merchant = false }: { merchant?: boolean }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders_print.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const ids = useMemo(() => parsePrintIds(params.get('ids')), [params]);
  const layout = parsePrintLayout(params.get('layout'));
  const format = usePrintFormat();
  const {
    data: orders,
    error,
    isPending,
    refetch,
    isFetching,
  } = useQuery({
    queryKey: ['orders', 'print', merchant, ids.join(',')],
    queryFn: () => (merchant ? dataProvider.printMerchantOrders(ids) : dataProvider.printOrders(ids)),
    enabled: ids.length > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const chooseLayout = (next: PrintLayout) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('layout', next);
        return updated;
      },
      { replace: true },
    );

  const missing = orders ? ids.length - orders.length : 0;
  let body;
  if (ids.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6">{t('empty')}</Typography>
        <Typography color="text.secondary">{t('empty_hint')}</Typography>
      </Box>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorText(error)}
      </Alert>
    );
  } else if (isPending || !orders) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  } else if (orders.length === 0) {
    body = <Alert severity="warning">{t('missing', { smart_count: missing })}</Alert>;
  } else {
    body = (
      <>
        {missing > 0 && (
          <Alert severity="warning" sx={{ mb: 2, displayPrint: 'none' }}>
            {t('missing', { smart_count: missing })}
          </Alert>
        )}
        <PrintStyles layout={layout} />
        <Box className={PRINT_ROOT}>
          {layout === 'labels' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '@media print': { display: 'block' } }}>
              {orders.map((order) => (
                <OrderLabel key={order.id} order={order} format={format} />
              ))}
            </Box>
          ) : (
            <OrdersSheet orders={orders} format={format} />
          )}
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ pb: 2 }}>
      <Title title={t('title')} />
      <PrintToolbar layout={layout} onLayout={chooseLayout} count={orders?.length ?? 0} canPrint={!!orders && orders.length > 0} />
      {body}
    </Box>
  );
}
