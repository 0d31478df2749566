/**
 * What a staff member may do to a record, one function per action, called by the server route that does it (which
 * refuses) and by the screen that offers it (which hides the button, bulk action or menu entry). Hiding is
 * comfort; the route's refusal is the security. Screens are granted as URLs (./urls.ts): adding is `<list>/new`,
 * editing `<list>/edit` (it follows the list), deleting needs the list.
 */
import { screenUrl } from '../screens';
import type { ContactRights } from './scoping';
import type { PermissionUser } from './types';
import { canOpenUrl } from './urls';

/** Other records still refer to it (orders, merchant logins, a customer's pickup shipper): it is deactivated instead. */
export interface InUse {
  in_use: boolean;
}

const CUSTOMERS = screenUrl('customers');
const SHIPPERS = screenUrl('Shipper');

export const customerActions = {
  create: (user: PermissionUser): boolean => canOpenUrl(user, `${CUSTOMERS}/new`),
  edit: (user: PermissionUser): boolean => canOpenUrl(user, `${CUSTOMERS}/edit`),
  /** A customer with orders or logins is never deleted: its history stays; it is deactivated. */
  remove: (user: PermissionUser, customer: InUse): boolean => canOpenUrl(user, CUSTOMERS) && !customer.in_use,
  /**
   * Its merchant logins (list, add, edit, disable, reset a password, remove): editing the customer, and the sight
   * of its phone and address. A login is a way into the merchant's own dashboard, which shows both, so someone who
   * may not see them must not be able to make one for himself or take one over with a new password.
   */
  logins: (user: PermissionUser, contact: ContactRights): boolean => customerActions.edit(user) && contact.phone && contact.address,
};

export const shipperActions = {
  /** The hub (shipper 1) is never deleted, nor a shipper anything refers to: it is deactivated. */
  remove: (user: PermissionUser, shipper: InUse & { is_hub: boolean }): boolean => canOpenUrl(user, SHIPPERS) && !shipper.is_hub && !shipper.in_use,
};

/** A staff account as the account rules see it. */
export interface AccountTarget {
  is_superuser: boolean;
  permitted_url: readonly string[];
}

export const accountActions = {
  /**
   * Changing a staff account or setting its password: a superuser any; anyone else holding the edit page only an
   * account that is no superuser and holds no screen they cannot open themselves (setting its password would let
   * them log in as it; changing it could hand out screens they lack).
   */
  change: (user: PermissionUser, target: AccountTarget): boolean =>
    canOpenUrl(user, `${screenUrl('useraccount')}/edit`) &&
    (user.is_superuser || (!target.is_superuser && target.permitted_url.every((url) => canOpenUrl(user, url)))),
};
