import EditIcon from '@mui/icons-material/Edit';
import { Box, Divider } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Button, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { customerActions } from '../../../domain/permissions';
import { usePermissionUser } from '../../layout/usePermissionsNow';
import { editPath } from '../shared/paths';
import { CustomerDetails } from './CustomerDetails';
import { CustomerLogins } from './logins/CustomerLogins';
import { CUSTOMERS } from './paths';
import { contactRightsOf, type CustomerRecord } from './types';

const CustomerPricesPanel = lazy(() => import('../prices/CustomerPricesPanel'));

function CustomerTitle() {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  return <>{record ? translate('resources.customers.detail.title', { name: record.name }) : ''}</>;
}

function DetailActions({ canEdit }: { canEdit: boolean }) {
  const record = useRecordContext<CustomerRecord>();
  if (!record || !canEdit) return null;
  return (
    <TopToolbar>
      <Button component={Link} label="resources.customers.detail.edit" to={editPath(CUSTOMERS, record.id)}>
        <EditIcon />
      </Button>
    </TopToolbar>
  );
}

/** The customer's price template; the panel titles itself. */
function PricesSection() {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="section" aria-label={translate('resources.customers.sections.prices')}>
      <Suspense fallback={null}>
        <CustomerPricesPanel customerId={record.id} />
      </Suspense>
    </Box>
  );
}

/**
 * Its merchant logins, for a user who may edit the customer and see its phone and address (domain
 * customerActions.logins, the rule the login routes apply).
 */
function LoginsSection() {
  const record = useRecordContext<CustomerRecord>();
  const user = usePermissionUser();
  if (!record || !user || !customerActions.logins(user, contactRightsOf(record))) return null;
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <CustomerLogins />
    </>
  );
}

/** `/dashboard/customers/detail/:id`: the customer's data, its logins (for users who may manage them) and its prices. */
export default function CustomerShow() {
  const { id } = useParams<'id'>();
  const user = usePermissionUser();
  const canEdit = user !== null && customerActions.edit(user);
  return (
    <Show id={id} title={<CustomerTitle />} actions={<DetailActions canEdit={canEdit} />}>
      <Box sx={{ p: 2 }}>
        <CustomerDetails />
        <LoginsSection />
        <Divider sx={{ my: 2 }} />
        <PricesSection />
      </Box>
    </Show>
  );
}
