import { useCallback } from 'react';
import { useGetMany } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePermissionsNow } from '../../layout/usePermissionsNow';

export interface PickedUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
}

/** The staff account picked on a permission screen and the open tab, both kept in the address (`?user=&tab=`). */
export function useSelection() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('user'));
  const userId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const tab = params.get('tab');
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setUser = useCallback((id: number | null) => update({ user: id === null ? null : String(id) }), [update]);
  const setTab = useCallback((key: string) => update({ tab: key }), [update]);
  return { userId, tab, setUser, setTab };
}

/**
 * The picked account, and whether the viewer may change its rows: a superuser anybody's; anyone else
 * neither a superuser's nor their own (the server refuses those too).
 */
export function usePickedUser(userId: number | null) {
  const viewer = usePermissionsNow()?.user;
  const { data } = useGetMany<PickedUser>('permission-users', { ids: userId ? [userId] : [] }, { enabled: userId !== null });
  const user = data?.[0] ?? null;
  const lockReason: string | null =
    !user || !viewer || viewer.is_superuser
      ? null
      : user.is_superuser
        ? 'permissions.superuser_only'
        : user.id === viewer.id
          ? 'resources.userprivient.own_rows'
          : null;
  return { user, readOnly: lockReason !== null, lockReason };
}
