import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { UserMenu, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { revokeSession } from '../../providers/authProvider';
import { isStaffUser, readAuth } from '../../providers/storage';
import { PasswordDialog } from './PasswordDialog';

export const PROFILE_PATH = '/customerdashboard/account';

interface AccountItemProps extends Omit<MenuItemProps, 'onClick' | 'children'> {
  icon: ReactNode;
  label: string;
  onSelect: () => void;
}

/** A user-menu entry that closes the menu before doing its job. */
function AccountItem({ icon, label, onSelect, ...rest }: AccountItemProps) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      {...rest}
      onClick={() => {
        menu?.onClose();
        onSelect();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

/** The account menu: profile (not for staff), the password dialog, and logout. */
export function AccountMenu() {
  const [changingPassword, setChangingPassword] = useState(false);
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = readAuth()?.user;
  const staff = isStaffUser(user);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  const translate = useTranslate();

  const signOut = async () => {
    try {
      await revokeSession();
    } catch {
      notify('auth.logout_failed', { type: 'error' });
      return;
    }
    await logout();
  };

  return (
    <>
      {/* The button shows the user's name, so its accessible name starts with it. */}
      <UserMenu label={name ? translate('app.account.menu_of', { name }) : 'app.account.menu'}>
        {!staff && <AccountItem icon={<PersonIcon fontSize="small" />} label="app.menu.profile" onSelect={() => navigate(PROFILE_PATH)} />}
        <AccountItem icon={<LockResetIcon fontSize="small" />} label="app.account.change_password" onSelect={() => setChangingPassword(true)} />
        <AccountItem icon={<LogoutIcon fontSize="small" />} label="app.account.logout" onSelect={() => void signOut()} />
      </UserMenu>
      <PasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
