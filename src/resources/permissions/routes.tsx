import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { TAB_DEFINITIONS } from './tabList';

const UserPermissionsPage = lazy(() => import('./UserPermissionsPage'));

/** A child route of /dashboard/userprivient per tab that has its own screen URL, each opening on that tab. */
export const userprivientRoutes = TAB_DEFINITIONS.flatMap(({ key, route }) =>
  route ? [<Route key={route} path={route} element={<UserPermissionsPage initialTab={key} />} />] : [],
);
