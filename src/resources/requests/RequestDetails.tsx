import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Link, Title, useGetOne, useResourceContext, useTranslate } from 'react-admin';
import { DESKS, type DeskRequestDetails } from '../../providers/requests';
import { statusKey } from '../orders/status';
import { useCairoDate } from '../orders/format';
import { orderShowPath } from '../orders/paths';
import { RequestActions } from './RequestActionButton';
import { Joined, RequestHistoryList, RequestStatusChip, useRequestSummary } from './parts';

/**
 * One request's page at `<desk>/details/{id}` (the spec's ReturnRequest/details/{id}, and the same on the other
 * desks): what it asks for, its parcels for a return (each opening its order), its history and the desk
 * actions its status allows.
 */
export default function RequestDetails() {
  const { id = '' } = useParams();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const format = useCairoDate();
  const summary = useRequestSummary();
  const { data, error, refetch } = useGetOne<DeskRequestDetails>(resource, { id: Number(id) });
  const title = translate(`request_desk.titles.${DESKS[resource]?.kind ?? 'return'}`, { id });
  if (error) return <Typography sx={{ m: 3 }}>{translate('errors.not_found')}</Typography>;
  // Until the request itself is read, react-admin shows the list's copy, which has neither parcels nor history.
  if (!data?.parcels) return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
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
            <Joined
              parts={[
                data.customer_name,
                summary(data),
                data.address,
                data.shipper_name && translate('customer_orders.requests.shipper', { name: data.shipper_name }),
                format(data.created_at, true),
                data.notes,
              ]}
            />
          </Typography>
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap' }}>
            <RequestActions requests={[data]} onDone={() => void refetch()} />
          </Stack>
        </CardContent>
      </Card>
      {data.kind === 'return' && (
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
                  <Joined parts={[parcel.full_name, translate(statusKey(parcel.Order_Delivery_Status))]} />
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      )}
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
