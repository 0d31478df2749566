import { Link } from '@mui/material';
import { DataTable, List, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isOrderStatus } from '../../../domain/orders/status';
import { screenUrl } from '../../../domain/screens';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { MissedReturn } from '../../../domain/api/money';
import { useCairoDate } from '../orders/format';
import { ShipperInput } from '../orders/inputs/ShipperInput';
import { statusKey } from '../orders/status';
import { EmptyList } from '../shared/EmptyList';

const ORDER_PAGE = `${screenUrl('adminorders')}/order`;
const filters = [<ShipperInput key="shipper" source="shipper" label="closings.fields.shipper" alwaysOn sx={{ minWidth: 240 }} />];

/** The order's serial, opening its page for a user who may open the order list. */
function SerialCell() {
  const record = useRecordContext<MissedReturn>();
  const permissions = usePermissionsNow();
  if (!record) return null;
  const path = `${ORDER_PAGE}/${record.order_id}`;
  if (!permissions?.canOpen(path)) return <bdi>{record.serial}</bdi>;
  return (
    <Link component={RouterLink} to={path}>
      <bdi>{record.serial}</bdi>
    </Link>
  );
}

function StatusCell() {
  const record = useRecordContext<MissedReturn>();
  const translate = useTranslate();
  return <>{record && isOrderStatus(record.status) ? translate(statusKey(record.status)) : ''}</>;
}

function ClosingCell() {
  const record = useRecordContext<MissedReturn>();
  const cairoDate = useCairoDate();
  const translate = useTranslate();
  if (!record) return null;
  return <>{`${translate('closings.details.title', { rc: record.rc })} · ${cairoDate(record.closing_date)}`}</>;
}

/**
 * The parcels that should have come back at a shipper's closing and did not (spec: MissedReturnShipper), newest
 * closing first, narrowed by shipper; a later closing or a scan at the hub takes them off.
 */
export default function MissedReturns() {
  return (
    <List
      resource="MissedReturnShipper"
      title="screens.MissedReturnShipper"
      filters={filters}
      pagination={false}
      perPage={1000}
      empty={<EmptyList />}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="serial" label="closings.fields.serial" render={() => <SerialCell />} disableSort />
        <DataTable.Col source="status" label="closings.fields.order_status" render={() => <StatusCell />} disableSort />
        <DataTable.Col source="customer_name" label="closings.fields.customer" disableSort />
        <DataTable.Col source="shipper_name" label="closings.fields.shipper" disableSort />
        <DataTable.Col source="rc" label="closings.missed.closing" render={() => <ClosingCell />} disableSort />
      </DataTable>
    </List>
  );
}
