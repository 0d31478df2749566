import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazy } from 'react';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { useDisplay } from '../layout/theme/settings';
import { useAppTheme } from '../layout/theme/ThemedRoot';
import { CustomerLayout } from '../layout/AppLayout';
import { adminStore } from './adminStore';

const CustomerAnalytics = lazy(() => import('../custom-pages/customer-dashboard/CustomerAnalytics'));
const ToAnalytics = () => <Navigate to="/customerdashboard/customeranalytics" replace />;

/** The merchant's own area under /customerdashboard. */
export default function CustomerAdmin() {
  const theme = useAppTheme();
  const { language } = useDisplay();
  return (
    <Admin
      key={language}
      basename="/customerdashboard"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      theme={theme}
      layout={CustomerLayout}
      dashboard={ToAnalytics}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/customeranalytics" element={<CustomerAnalytics />} />
      </CustomRoutes>
    </Admin>
  );
}
