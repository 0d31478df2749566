import { usePermissions } from 'react-admin';
import { canOpenUrl, type PermissionUser } from '../../domain/permissions';
import type { Permissions } from '../providers/authProvider';
import { readAuth } from '../providers/storage';

/** The server's fresh answer once it arrives, the stored one until then. */
export function usePermissionsNow(): Permissions | null {
  const { permissions } = usePermissions<Permissions | null>();
  if (permissions) return permissions;
  const auth = readAuth();
  if (!auth) return null;
  const holder = { ...auth.user, permitted_url: auth.permitted_url };
  return { user: auth.user, permitted_url: auth.permitted_url, canOpen: (path) => canOpenUrl(holder, path) };
}

/** The user as the action rules of domain/permissions read them (screens and role), or null before login. */
export function usePermissionUser(): PermissionUser | null {
  const permissions = usePermissionsNow();
  return permissions && { ...permissions.user, permitted_url: permissions.permitted_url };
}
