/** The user fields the URL rules look at (spec section 3, "Logged-in user"). */
export interface PermissionUser {
  is_staff: boolean;
  is_superuser: boolean;
  /** Screen URLs granted to a staff user, stored like '/dashboard/City'. */
  permitted_url: readonly string[];
}

/** Translation key of the toast 'You Don't have Permission in this Page'. */
export const PERMISSION_DENIED_TOAST = 'permissions.denied';
export type PermissionDeniedToast = typeof PERMISSION_DENIED_TOAST;

export type UrlDecision = { allowed: true } | { allowed: false; redirectTo: string; toastKey: PermissionDeniedToast };
