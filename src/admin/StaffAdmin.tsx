import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazy } from 'react';
import { StaffLayout } from '../layout/AppLayout';
import { staffResources } from '../resources';
import { AreaAdmin } from './AreaAdmin';

const StaffHome = lazy(() => import('../custom-pages/dashboard/StaffHome'));
const Analytics = lazy(() => import('../custom-pages/dashboard/Analytics'));

/** The staff back office under /dashboard. Resource names are the spec's URL segments. */
export default function StaffAdmin() {
  return (
    <AreaAdmin basename="/dashboard" layout={StaffLayout} dashboard={StaffHome}>
      {staffResources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path="/analytics" element={<Analytics />} />
      </CustomRoutes>
    </AreaAdmin>
  );
}
