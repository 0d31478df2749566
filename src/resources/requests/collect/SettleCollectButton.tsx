import PaymentsIcon from '@mui/icons-material/Payments';
import { Button } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { screenUrl } from '../../../../domain/screens';
import type { Permissions } from '../../../providers/authProvider';
import type { RequestRecord } from '../../../../domain/api/requests';

/** Opens the customer closing of a collect request's orders, for whoever may make one, while the request is not cancelled. */
export function SettleCollectButton({ request }: { request: Pick<RequestRecord, 'id' | 'customer' | 'status'> }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const url = `${screenUrl('customer-closing')}/new`;
  if (request.status === 'cancelled' || !permissions?.canOpen(url)) return null;
  return (
    <Button startIcon={<PaymentsIcon />} component={Link} to={`${url}?customer=${request.customer}&collect=${request.id}`}>
      {translate('settlements.wallet.settle')}
    </Button>
  );
}
