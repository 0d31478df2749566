import { useState, type ReactNode } from 'react';
import { Admin, type AdminProps } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { createQueryClient } from '../providers/queryClient';
import { routerProvider } from './routerProvider';
import { useDisplay } from '../layout/theme/settings';
import { useAppTheme } from '../layout/theme/ThemedRoot';
import { AreaNotFound } from '../layout/AreaNotFound';
import { companyName, useSiteSettings } from '../layout/site/useSiteSettings';
import { adminStore } from './adminStore';
import { PageLoading } from '../layout/PageLoading';

interface AreaAdminProps {
  basename: string;
  layout: AdminProps['layout'];
  dashboard: AdminProps['dashboard'];
  children: ReactNode;
}

/**
 * One logged-in area: react-admin under `basename` with the app's providers, store and theme, remounted when the
 * language changes. A page without a title of its own is titled with the company's name, and an unknown address
 * shows the app's own 404 (react-admin's defaults say "React Admin").
 */
export function AreaAdmin({ basename, layout, dashboard, children }: AreaAdminProps) {
  const theme = useAppTheme();
  const { language } = useDisplay();
  const company = companyName(useSiteSettings());
  // One client per mounted area, as react-admin makes one, so nothing cached outlives the area (made once, not per render).
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      key={language}
      basename={basename}
      dataProvider={dataProvider}
      queryClient={queryClient}
      routerProvider={routerProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      theme={theme}
      layout={layout}
      dashboard={dashboard}
      title={company}
      catchAll={AreaNotFound}
      loading={PageLoading}
      requireAuth
      disableTelemetry
    >
      {children}
    </Admin>
  );
}
