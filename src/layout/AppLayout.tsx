import type { ComponentType, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { CustomerMenu } from './CustomerMenu';
import { PageSuspense } from './PageLoading';
import { RouteToast } from './RouteToast';
import { SessionWatcher } from './SessionWatcher';
import { StaffMenu } from './StaffMenu';
import { TopBar } from './TopBar';

function AreaLayout({ menu, children }: { menu: ComponentType; children: ReactNode }) {
  return (
    <Layout appBar={TopBar} menu={menu}>
      <RouteToast />
      <SessionWatcher />
      <PageSuspense>{children}</PageSuspense>
    </Layout>
  );
}

export const StaffLayout = ({ children }: { children: ReactNode }) => <AreaLayout menu={StaffMenu}>{children}</AreaLayout>;
export const CustomerLayout = ({ children }: { children: ReactNode }) => <AreaLayout menu={CustomerMenu}>{children}</AreaLayout>;
