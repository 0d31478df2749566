/** ShipperStatusFollow/{shipper_id}: the shipper's parcels of the day (the follow-up list), refreshed every 30 seconds. */
import { useMemo } from 'react';
import { List, useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import { cairoToday } from '../../../../domain/time';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import { CappedPagination } from '../list/CappedPagination';
import { OrderTable } from '../list/OrderTable';
import { orderShowPath } from '../paths';
import { LIVE_REFRESH_MS } from './ShipperStatusFollowPage';

export default function ShipperParcelsPage() {
  const translate = useTranslate();
  const { shipper_id: shipper = '' } = useParams();
  const permissions = usePermissionsNow();
  const filter = useMemo(() => ({ shipper, order_date: cairoToday() }), [shipper]);
  const mayOpen = permissions?.canOpen(orderShowPath(0)) === true;
  return (
    <List
      resource="followorders"
      title={translate('follow_up.live.shipper_parcels', { id: shipper })}
      filter={filter}
      storeKey={false}
      disableSyncWithLocation
      queryOptions={{ refetchInterval: LIVE_REFRESH_MS }}
      pagination={<CappedPagination />}
      exporter={false}
      actions={false}
      empty={false}
    >
      <OrderTable rowClick={(id: Identifier) => (mayOpen ? orderShowPath(id) : false)} bulkActions={false} />
    </List>
  );
}
