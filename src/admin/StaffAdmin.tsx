import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazy } from 'react';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { useDisplay } from '../layout/theme/settings';
import { useAppTheme } from '../layout/theme/ThemedRoot';
import { StaffLayout } from '../layout/AppLayout';
import { staffResources } from '../resources';
import { adminStore } from './adminStore';

const StaffHome = lazy(() => import('../custom-pages/dashboard/StaffHome'));
const Analytics = lazy(() => import('../custom-pages/dashboard/Analytics'));

/** The staff back office under /dashboard. Resource names are the spec's URL segments. */
export default function StaffAdmin() {
  const theme = useAppTheme();
  const { language } = useDisplay();
  return (
    <Admin
      key={language}
      basename="/dashboard"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      theme={theme}
      layout={StaffLayout}
      dashboard={StaffHome}
      requireAuth
      disableTelemetry
    >
      {staffResources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path="/analytics" element={<Analytics />} />
      </CustomRoutes>
    </Admin>
  );
}
