import { Card, CardContent, Tab, Tabs } from '@mui/material';
import type { ComponentType } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { CUSTOMER_DASHBOARD_PATH } from '../../../../domain/permissions';
import { PasswordForm } from '../../../layout/account/PasswordForm';
import { AreaNotFound } from '../../../layout/AreaNotFound';
import { CompanyTab } from './CompanyTab';
import { ProfileTab } from './ProfileTab';

/** The tabs of the merchant's account, at `account/<tab>` (spec: account and account/{tab}); `account` opens the first. */
export const ACCOUNT_TABS = ['profile', 'company', 'password'] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];
const isTab = (value: string | undefined): value is AccountTab => (ACCOUNT_TABS as readonly (string | undefined)[]).includes(value);
export const accountPath = (tab: AccountTab = 'profile') => `${CUSTOMER_DASHBOARD_PATH}/account/${tab}`;

const CONTENT: Record<AccountTab, ComponentType> = {
  profile: ProfileTab,
  company: CompanyTab,
  // The account menu's password change, on the page (POST users/reset_password/).
  password: function PasswordTab() {
    return <PasswordForm onSaved={() => undefined} />;
  },
};

/** /customerdashboard/account/{profile|company|password}: the merchant's own account. */
export default function AccountPage() {
  const translate = useTranslate();
  const { tab } = useParams<'tab'>();
  if (!isTab(tab)) return <AreaNotFound />;
  const Content = CONTENT[tab];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.account_page.title')} />
      <Tabs value={tab} aria-label={translate('app.account_page.title')} variant="scrollable" allowScrollButtonsMobile>
        {ACCOUNT_TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`app.account_page.tabs.${name}`)} component={Link} to={accountPath(name)} />
        ))}
      </Tabs>
      <CardContent role="tabpanel" aria-label={translate(`app.account_page.tabs.${tab}`)}>
        <Content key={tab} />
      </CardContent>
    </Card>
  );
}
