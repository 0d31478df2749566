import { CustomRoutes, Resource } from 'react-admin';
import { lazy } from 'react';
import { StaffLayout } from '../layout/AppLayout';
import { staffPages, staffResources } from '../resources';
import { AreaAdmin } from './AreaAdmin';

const StaffHome = lazy(() => import('../custom-pages/dashboard/StaffHome'));

/** The staff back office under /dashboard: every screen of the registry (domain/screens.ts), named by the spec's URL segment. */
export default function StaffAdmin() {
  return (
    <AreaAdmin basename="/dashboard" layout={StaffLayout} dashboard={StaffHome}>
      {staffResources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>{staffPages}</CustomRoutes>
    </AreaAdmin>
  );
}
