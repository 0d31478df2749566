import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Link, Title, useGetOne, useResourceContext, useTranslate } from 'react-admin';
import { DESKS } from '../../providers/requests';
import { statusKey } from '../orders/status';
import { useCairoDate } from '../orders/format';
import { orderShowPath } from '../orders/paths';
import { RequestActions } from './RequestActionButton';
import { CollectMoney, ReceiptAndLink } from './collect/CollectParts';
import { HandOverButton } from './collect/HandOverButton';
import { SettleCollectButton } from './collect/SettleCollectButton';
import { Joined, RequestHistoryList, RequestStatusChip, useRequestSummary } from './parts';
import type { DeskRequestDetails } from '../../../domain/api/requests';

/**
 * One request's page at `<desk>/details/{id}` (the spec's ReturnRequest/details/{id}, and the same on the other
 * desks): what it asks for, its parcels for a return or its orders and money for a collect request (each opening
 * its order), its history and the desk actions its status allows; a collect request with its courier or transfer
 * chosen is handed over here, and once handed over shows its receipt and the link of its public page.
 */
export default function RequestDetails() {
  const { id = '' } = useParams();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const format = useCairoDate();
  const summary = useRequestSummary();
  const { data, error, refetch } = useGetOne<DeskRequestDetails>(resource, { id: Number(id) });
  const title = translate(`request_desk.titles.${DESKS[resource]?.kind ?? 'return'}`, { id });
  const parcelsTitle = data?.kind === 'collect' ? 'request_desk.collect.orders' : 'request_desk.parcels';
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
                data.payout_method &&
                  translate('customer_orders.requests.collect_method', { method: translate(`request_desk.collect.methods.${data.payout_method}`) }),
                data.collect_date && translate('customer_orders.requests.collect_date', { date: format(data.collect_date) }),
                format(data.created_at, true),
                data.notes,
              ]}
            />
          </Typography>
          {data.totals && (
            <Box sx={{ mt: 2 }}>
              <CollectMoney totals={data.totals} />
            </Box>
          )}
          <ReceiptAndLink request={data} receiptLabel="request_desk.collect.receipt" galleryLabel="request_desk.collect.gallery" />
          {data.gallery_url && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('request_desk.collect.gallery_hint')}
            </Typography>
          )}
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap' }}>
            <RequestActions requests={[data]} onDone={() => void refetch()} />
            {data.kind === 'collect' && <HandOverButton request={data} onDone={() => void refetch()} />}
            {data.kind === 'collect' && <SettleCollectButton request={data} />}
          </Stack>
        </CardContent>
      </Card>
      {(data.kind === 'return' || data.kind === 'collect') && (
        <Card component="section" aria-label={translate(parcelsTitle)}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate(parcelsTitle)}
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
