import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazy } from 'react';
import { CustomerLayout } from '../layout/AppLayout';
import { AreaAdmin } from './AreaAdmin';

const CustomerAnalytics = lazy(() => import('../custom-pages/customer-dashboard/CustomerAnalytics'));
const ToAnalytics = () => <Navigate to="/customerdashboard/customeranalytics" replace />;

/** The merchant's own area under /customerdashboard. */
export default function CustomerAdmin() {
  return (
    <AreaAdmin basename="/customerdashboard" layout={CustomerLayout} dashboard={ToAnalytics}>
      <CustomRoutes>
        <Route path="/customeranalytics" element={<CustomerAnalytics />} />
      </CustomRoutes>
    </AreaAdmin>
  );
}
