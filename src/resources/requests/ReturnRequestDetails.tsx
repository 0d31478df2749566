import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Link, Title, useGetOne, useTranslate } from 'react-admin';
import type { DeskRequestDetails } from '../../providers/requests';
import { statusKey } from '../orders/status';
import { useCairoDate } from '../orders/format';
import { orderShowPath } from '../orders/paths';
import { RequestActions } from './RequestActionButton';
import { RequestHistoryList, RequestStatusChip } from './parts';

/**
 * /dashboard/ReturnRequest/details/{id}: one return request with its parcels (each opening its order), its
 * history and the desk actions its status allows.
 */
export default function ReturnRequestDetails() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const format = useCairoDate();
  const { data, error, refetch } = useGetOne<DeskRequestDetails>('ReturnRequest', { id: Number(id) });
  const title = translate('request_desk.return_title', { id });
  if (error) return <Typography sx={{ m: 3 }}>{translate('errors.not_found')}</Typography>;
  if (!data) return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <RequestStatusChip status={data.status} />
          </Stack>
          <Typography color="text.secondary">
            {[
              data.customer_name,
              data.shipper_name && translate('customer_orders.requests.shipper', { name: data.shipper_name }),
              format(data.created_at, true),
              data.notes,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap' }}>
            <RequestActions requests={[data]} onDone={() => void refetch()} />
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-label={translate('request_desk.parcels')}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('request_desk.parcels')}
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 3 }}>
            {data.parcels.map((parcel) => (
              <li key={parcel.id}>
                <Link to={orderShowPath(parcel.id)}>
                  <bdi>{parcel.serial || `#${parcel.id}`}</bdi>
                </Link>
                {' · '}
                {[parcel.full_name, translate(statusKey(parcel.Order_Delivery_Status))].filter(Boolean).join(' · ')}
              </li>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card component="section">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('customer_orders.requests.history')}
          </Typography>
          <RequestHistoryList id={data.id} history={data.history} />
        </CardContent>
      </Card>
    </Box>
  );
}
