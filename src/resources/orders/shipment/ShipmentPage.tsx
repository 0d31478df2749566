/**
 * `/dashboard/Shipment/<id>/<name>/<address>/<company_name>`: one customer, as named in the URL, and what a
 * shipment to a city (and zone) costs it: the delivery and return fee (GET shipment-price), or the
 * translated 'no price' message.
 */
import TodayIcon from '@mui/icons-material/Today';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import { PriceCheck } from '../../prices/PriceCheck';
import { screenUrl } from '../../../../domain/screens';
import { shipmentSegment, todayForCustomerPath } from '../paths';

function Detail({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value ? <bdi>{value}</bdi> : '—'}
      </Typography>
    </>
  );
}

export default function ShipmentPage() {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const params = useParams();
  const id = params.id ?? '';
  if (!/^\d+$/.test(id)) return null;
  const name = shipmentSegment(params.name);
  const today = todayForCustomerPath(id);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.orders.shipment.title', { name: name || `#${id}` })} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.orders.shipment.customer')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {permissions?.canOpen(today) !== false && (
              <Button component={Link} label="resources.orders.shipment.today_orders" to={today}>
                <TodayIcon />
              </Button>
            )}
            <Button component={Link} label="resources.orders.shipment.other_customer" to={screenUrl('Shipment')}>
              <PeopleIcon />
            </Button>
          </Stack>
        </Stack>
        <Box component="dl" data-testid="shipment-customer" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          <Detail label="resources.orders.shipment.name" value={name} />
          <Detail label="resources.orders.shipment.company_name" value={shipmentSegment(params.company_name)} />
          <Detail label="resources.orders.shipment.address" value={shipmentSegment(params.address)} />
        </Box>
        <Divider sx={{ my: 3 }} />
        <PriceCheck customerId={Number(id)} />
      </CardContent>
    </Card>
  );
}
