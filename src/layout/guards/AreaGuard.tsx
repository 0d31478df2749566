import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CUSTOMER_HOME, STAFF_HOME, decideUrl } from '../../../domain/permissions';
import { isStaffUser, readAuth } from '../../providers/storage';

export type Area = 'staff' | 'customer';

/** Where a logged-in user lands: staff on the dashboard, merchants on their analytics. */
export const homeOf = (user: { is_staff: boolean; is_superuser: boolean }): string => (isStaffUser(user) ? STAFF_HOME : CUSTOMER_HOME);

export interface ToastState {
  toast?: string;
}

/**
 * The browser side of spec section 6: no session sends the user to /login (and back here after),
 * and a path the user may not open sends them home with the denial toast. The server refuses the
 * calls anyway; this only spares the user a broken page.
 */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const location = useLocation();
  const auth = readAuth();
  if (!auth) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  const decision = decideUrl({ ...auth.user, permitted_url: auth.permitted_url }, location.pathname);
  if (!decision.allowed) return <Navigate to={decision.redirectTo} replace state={{ toast: decision.toastKey } satisfies ToastState} />;
  if (area === 'customer' && isStaffUser(auth.user)) return <Navigate to={STAFF_HOME} replace />;
  return children;
}
