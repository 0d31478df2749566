import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazy } from 'react';
import { CustomerLayout } from '../layout/AppLayout';
import { recordName } from '../resources/shared/recordName';
import { AreaAdmin } from './AreaAdmin';

const CustomerAnalytics = lazy(() => import('../custom-pages/customer-dashboard/CustomerAnalytics'));
const AccountPage = lazy(() => import('../custom-pages/customer-dashboard/account/AccountPage'));
const ToAnalytics = () => <Navigate to="/customerdashboard/customeranalytics" replace />;

/**
 * The merchant's own area under /customerdashboard. Cities and zones are declared (no screens of their own) so
 * that the account page's pickers name them in the interface's language.
 */
export default function CustomerAdmin() {
  return (
    <AreaAdmin basename="/customerdashboard" layout={CustomerLayout} dashboard={ToAnalytics}>
      <Resource name="City" recordRepresentation={recordName} />
      <Resource name="Zone" recordRepresentation={recordName} />
      <CustomRoutes>
        <Route path="/customeranalytics" element={<CustomerAnalytics />} />
        <Route path="/account" element={<Navigate to="/customerdashboard/account/profile" replace />} />
        <Route path="/account/:tab" element={<AccountPage />} />
      </CustomRoutes>
    </AreaAdmin>
  );
}
