/**
 * /customerdashboard/report/TopCReportDetails?city=&order_date=&to_date=: one city's orders over the range of the
 * report of orders by city, exactly those it counted (cancelled ones left out, archived ones in), in the order
 * list's table (cards on phones), each opening the order's page.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { List, useGetOne, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { MERCHANT_CITY_ORDERS } from '../../../providers/orders/merchant';
import { CappedPagination } from '../../../resources/orders/list/CappedPagination';
import { OrderTable } from '../../../resources/orders/list/OrderTable';
import { useCairoDate } from '../../../resources/orders/format';
import { useLocalName } from '../../../resources/prices/localName';
import { merchantOrderPath } from '../orders/paths';
import { byCityPath } from './paths';

const SORT = { field: 'id', order: 'DESC' } as const;
const LIST_SX = { '& .RaList-content': { contain: 'inline-size' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;

function NoOrders() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      {translate('customer_reports.city_orders.empty')}
    </Typography>
  );
}

export default function TopCReportDetails() {
  const translate = useTranslate();
  const format = useCairoDate();
  const localName = useLocalName();
  const [params] = useSearchParams();
  const city = /^\d{1,10}$/.test(params.get('city') ?? '') ? Number(params.get('city')) : 0;
  const range = { from_date: params.get('order_date') ?? '', to_date: params.get('to_date') ?? '' };
  const { data: place } = useGetOne<{ id: number; name: string; name_ar: string }>('City', { id: city }, { enabled: city > 0 });
  const title = translate('customer_reports.city_orders.title', { city: place ? localName(place) : '…' });
  const dates =
    range.from_date && range.to_date
      ? translate('customer_reports.city_orders.range', { from: format(range.from_date), to: format(range.to_date) })
      : translate('customer_reports.city_orders.range_open');
  return (
    <Box sx={{ display: 'grid', gap: 1, pb: 4 }}>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography variant="h5" component="h1">
            <bdi>{title}</bdi>
          </Typography>
          <Typography color="text.secondary">{dates}</Typography>
        </Box>
        <Button
          component={Link}
          to={byCityPath(range)}
          startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        >
          {translate('customer_reports.city_orders.back')}
        </Button>
      </Stack>
      {city > 0 ? (
        <List
          resource={MERCHANT_CITY_ORDERS}
          title={title}
          storeKey={`${MERCHANT_CITY_ORDERS}.list`}
          disableSyncWithLocation
          filter={{ city, order_date: range.from_date, to_date: range.to_date }}
          sort={SORT}
          actions={false}
          pagination={<CappedPagination />}
          exporter={false}
          empty={<NoOrders />}
          sx={LIST_SX}
        >
          <OrderTable rowClick={(id) => merchantOrderPath(id)} omit={['customer_name']} bulkActions={false} />
        </List>
      ) : (
        <NoOrders />
      )}
    </Box>
  );
}
