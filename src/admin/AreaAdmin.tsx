import type { ReactNode } from 'react';
import { Admin, type AdminProps } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { useDisplay } from '../layout/theme/settings';
import { useAppTheme } from '../layout/theme/ThemedRoot';
import { adminStore } from './adminStore';

interface AreaAdminProps {
  basename: string;
  layout: AdminProps['layout'];
  dashboard: AdminProps['dashboard'];
  children: ReactNode;
}

/** One logged-in area: react-admin under `basename` with the app's providers, store and theme, remounted when the language changes. */
export function AreaAdmin({ basename, layout, dashboard, children }: AreaAdminProps) {
  const theme = useAppTheme();
  const { language } = useDisplay();
  return (
    <Admin
      key={language}
      basename={basename}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      theme={theme}
      layout={layout}
      dashboard={dashboard}
      requireAuth
      disableTelemetry
    >
      {children}
    </Admin>
  );
}
