/**
 * /customerdashboard/CollectRequest: the merchant asks for the money of its delivered orders (all of them or those it
 * chooses) and follows its collect requests below: their status, orders and net, how the money comes, and once
 * handed over the receipt it signed with the link of its public page; it cancels one while it is open.
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCairoDate } from '../../../resources/orders/format';
import { ReceiptAndLink } from '../../../resources/requests/collect/CollectParts';
import { Joined } from '../../../resources/requests/parts';
import { CollectableOrders } from './CollectableOrders';
import { RequestPage } from './RequestPage';
import type { RequestRecord } from '../../../../domain/api/requests';

/** Under a collect request of the list: how its money comes, the hand-over day, and its receipt once handed over. */
function CollectDetails({ request }: { request: RequestRecord }) {
  const translate = useTranslate();
  const format = useCairoDate();
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        <Joined
          parts={[
            request.payout_method &&
              translate('customer_orders.requests.collect_method', { method: translate(`request_desk.collect.methods.${request.payout_method}`) }),
            request.collect_date && translate('customer_orders.requests.collect_date', { date: format(request.collect_date) }),
          ]}
        />
      </Typography>
      <ReceiptAndLink request={request} receiptLabel="customer_orders.collect.receipt" galleryLabel="customer_orders.collect.gallery" />
    </Stack>
  );
}

export default function CollectRequestPage() {
  const translate = useTranslate();
  return (
    <RequestPage kind="collect" title="customer_orders.collect.title" extra={(request) => <CollectDetails request={request} />}>
      <Typography color="text.secondary" gutterBottom>
        {translate('customer_orders.collect.intro')}
      </Typography>
      <CollectableOrders />
    </RequestPage>
  );
}
