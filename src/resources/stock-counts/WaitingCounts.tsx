import InventoryIcon from '@mui/icons-material/Inventory';
import { Link } from 'react-router-dom';
import { Button, useGetList, useTranslate } from 'react-admin';
import { screenUrl } from '../../../domain/screens';
import { usePermissionsNow } from '../../layout/usePermissionsNow';

const WAITING = { status: 'submitted' };

/** How many counts wait for a decision, read only by who may open the counts. */
function Waiting() {
  const translate = useTranslate();
  const { total } = useGetList('stockcount', { filter: WAITING, pagination: { page: 1, perPage: 1 } });
  if (!total) return null;
  return (
    <Button
      component={Link}
      to={`${screenUrl('stockcount')}?filter=${encodeURIComponent(JSON.stringify(WAITING))}`}
      label={translate('stock_count.waiting', { smart_count: total })}
    >
      <InventoryIcon />
    </Button>
  );
}

/**
 * The approval list's link to the stock counts waiting there for a second person (they are decided on the count's
 * own page, where its lines and differences are read), shown to whoever holds the counts' screen.
 */
export function WaitingCounts() {
  const permissions = usePermissionsNow();
  return permissions?.canOpen(screenUrl('stockcount')) ? <Waiting /> : null;
}
