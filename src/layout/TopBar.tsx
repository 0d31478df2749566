import { Box, Stack } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { isStaffUser, readAuth } from '../providers/storage';
import { AccountMenu } from './account/AccountMenu';
import { FeedBell } from './bells/FeedBell';
import { useLiveBells } from './bells/useLiveBells';
import { LanguageSwitch } from './LanguageSwitch';
import { SettingsButton } from './settings-drawer/SettingsButton';
import { Logo } from './site/Logo';
import { useDocumentTitle } from './site/useDocumentTitle';

/**
 * Spec "Logged-in layout": logo, the language switch for non-staff only, the repeated-orders and
 * order-alerts bells for staff and superusers, the notifications bell for all, the account menu. The bells are
 * kept live by the server's event stream.
 */
export function TopBar() {
  useDocumentTitle();
  useLiveBells();
  const staff = isStaffUser(readAuth()?.user);
  return (
    <AppBar
      color="primary"
      userMenu={<AccountMenu />}
      toolbar={
        <Stack direction="row" alignItems="center" spacing={0.5}>
          {!staff && <LanguageSwitch />}
          {staff && <FeedBell feed="repeated-orders" />}
          {staff && <FeedBell feed="order-alerts" />}
          <FeedBell feed="notifications" />
          <SettingsButton />
        </Stack>
      }
    >
      <Box sx={{ bgcolor: 'common.white', borderRadius: 1, px: 0.75, py: 0.5, mx: 1, display: { xs: 'none', sm: 'block' } }}>
        <Logo />
      </Box>
      <TitlePortal />
    </AppBar>
  );
}
