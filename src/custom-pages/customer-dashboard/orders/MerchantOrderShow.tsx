/**
 * One of the merchant's orders (customerdashboard `orders/{orderId}`): every field it may see, the status with its
 * hold reason, the timeline with the courier's notes and photos; print, and while the parcel waits for pickup,
 * change or cancel it.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Show, TopToolbar, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { OrderRecord } from '../../../../domain/orders/record';
import { merchantMayChange } from '../../../../domain/permissions/merchant';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { MERCHANT_ORDERS } from '../../../providers/orders/merchant';
import { ConfirmActionButton } from '../../../resources/shared/ConfirmActionButton';
import { OrderDetails } from '../../../resources/orders/show/OrderDetails';
import { OrderTitle } from '../../../resources/orders/show/OrderShowPage';
import { EmptyNote, Panel } from '../../../resources/orders/show/Panel';
import { PhotoGrid } from '../../../resources/orders/show/PhotosPanel';
import { StatusPanel } from '../../../resources/orders/show/StatusPanel';
import { Timeline } from '../../../resources/orders/show/TimelinePanel';
import { merchantEditPath, merchantPrintPath } from './paths';

/** Cancel after confirmation; the server refuses it once the parcel is picked up. */
function CancelOrderButton({ order }: { order: OrderRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  return (
    <ConfirmActionButton
      label="resources.orders.bulk.cancel"
      icon={<CancelIcon />}
      title="resources.orders.bulk.cancel_title"
      titleArgs={{ smart_count: 1 }}
      content="resources.orders.bulk.cancel_content"
      action={() => dataProvider.cancelMerchantOrders([order.id])}
      success="resources.orders.bulk.cancelled"
      successArgs={{ smart_count: 1 }}
      onDone={refresh}
    />
  );
}

function Actions() {
  const record = useRecordContext<OrderRecord>();
  if (!record) return null;
  const changeable = merchantMayChange({ status: record.Order_Delivery_Status, status_code: record.status_code });
  return (
    <TopToolbar>
      <Button component={Link} label="resources.orders.bulk.print" to={merchantPrintPath([record.id])}>
        <PrintIcon />
      </Button>
      {changeable && (
        <Button component={Link} label="ra.action.edit" to={merchantEditPath(record.id)}>
          <EditIcon />
        </Button>
      )}
      {changeable && <CancelOrderButton order={record} />}
    </TopToolbar>
  );
}

/** The timeline and the courier's photos, read in one call. */
function History({ order }: { order: OrderRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isFetched } = useQuery({
    queryKey: ['customer_orders', 'timeline', order.id, order.version],
    queryFn: () => dataProvider.merchantOrderTimeline(order.id),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
      <Timeline entries={data?.events ?? []} loaded={isFetched} />
      <Panel title="resources.orders.sections.photos">
        {isFetched && !data?.photos.length ? <EmptyNote text="resources.orders.photos.empty" /> : <PhotoGrid photos={data?.photos ?? []} />}
      </Panel>
    </Box>
  );
}

/** What is the office's business: the shipper's fee and cash hand-over, the repeated and approval flags; and the merchant itself. */
const OFFICE_FIELDS: readonly (keyof OrderRecord)[] = ['customer_name', 'shipper_fees', 'shipper_cash_state', 'shipper_cashed', 'is_repeated', 'approved'];

function Panels() {
  const record = useRecordContext<OrderRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <StatusPanel readOnly />
      <OrderDetails omit={OFFICE_FIELDS} />
      <History order={record} />
    </Box>
  );
}

export default function MerchantOrderShow() {
  const { orderId = '' } = useParams();
  if (!/^\d+$/.test(orderId)) return null;
  return (
    <Show resource={MERCHANT_ORDERS} id={orderId} title={<OrderTitle />} actions={<Actions />}>
      <Panels />
    </Show>
  );
}
