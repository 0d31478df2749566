/**
 * An order's page (`adminorders/order/:id`, `orders/:orderId`): every field, the status with the moves the
 * user may make, the timeline, replies and photos. Panels whose call the server does not offer show empty.
 */
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { Box } from '@mui/material';
import { Button, Show, TopToolbar, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { OrderRecord } from '../../../../domain/orders/record';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import { orderEditPath, printPath } from '../paths';
import { FeeButton } from './FeeButton';
import { OrderDetails } from './OrderDetails';
import { PhotosPanel } from './PhotosPanel';
import { RepliesPanel } from './RepliesPanel';
import { StatusPanel } from './StatusPanel';
import { TimelinePanel } from './TimelinePanel';

/** The order page's title: its serial, else the merchant's serial, else its id. */
export function OrderTitle() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const serial = record.serial || record.customer_serial || String(record.id);
  return <>{translate('resources.orders.show.title', { serial })}</>;
}

function Actions() {
  const record = useRecordContext<OrderRecord>();
  const resource = useResourceContext();
  const permissions = usePermissionsNow();
  if (!record) return null;
  const edit = orderEditPath(record.id, resource);
  return (
    <TopToolbar>
      <Button component={Link} label="resources.orders.bulk.print" to={printPath([record.id])}>
        <PrintIcon />
      </Button>
      {permissions?.canOpen(edit) && (
        <>
          <Button component={Link} label="ra.action.edit" to={edit}>
            <EditIcon />
          </Button>
          <FeeButton />
        </>
      )}
    </TopToolbar>
  );
}

function Panels() {
  const record = useRecordContext<OrderRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <StatusPanel />
      <OrderDetails />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' }, alignItems: 'start' }}>
        <TimelinePanel orderId={record.id} version={record.version} />
        <RepliesPanel orderId={record.id} />
        <PhotosPanel serial={record.serial} shipper={record.shipper} />
      </Box>
    </Box>
  );
}

export default function OrderShowPage() {
  const params = useParams();
  const id = params.id ?? params.orderId ?? '';
  if (!/^\d+$/.test(id)) return null;
  return (
    <Show id={id} title={<OrderTitle />} actions={<Actions />}>
      <Panels />
    </Show>
  );
}
