/**
 * Who may manage whose access (design.md section 12). A staff member who manages accounts or permissions may
 * change, or set the password of, only an account that holds nothing they do not hold themselves (its screens,
 * its customer and shipper rows with their 'all' overrides, its special codes, field permissions and shipper
 * sets), and may grant only what they hold. Otherwise setting a peer's password, or raising a peer's rights,
 * would let them act as someone who may do more. A superuser manages anyone; nobody manages their own access.
 */
import { checkCustomerPermission, checkShipperPermission, CUSTOMER_PERMS, OVERRIDE_FLAGS, SHIPPER_PERMS, type EntityGrants } from './entity';
import { FIELD_PERMISSIONS, type FieldPermission } from './fields';
import type { PermissionUser } from './types';
import { canOpenUrl } from './urls';

/** Everything an account may do, as the permission screens store it. */
export interface Privileges extends PermissionUser {
  grants: EntityGrants;
  specialCodes: readonly string[];
  fields: Readonly<Record<FieldPermission, boolean>>;
  /** The shipper sets: swap and follow-up shippers, and shipper groups, by id. */
  sets: Readonly<Record<'swap' | 'groups' | 'followup', readonly number[]>>;
}

/** The first thing `target` holds that `holder` does not, or undefined when it holds nothing more. */
export function privilegeBeyond(target: Privileges, holder: Privileges): string | undefined {
  if (holder.is_superuser) return undefined;
  if (target.is_superuser) return 'superuser';
  const url = target.permitted_url.find((item) => !canOpenUrl(holder, item));
  if (url) return `screen ${url}`;
  for (const row of target.grants.customerRows) {
    const perm = CUSTOMER_PERMS.find((name) => row[name] === true && !checkCustomerPermission(holder.grants, name, row.customer_id));
    if (perm) return `customer ${row.customer_id} ${perm}`;
  }
  for (const row of target.grants.shipperRows) {
    if (!holder.grants.shipperRows.some((held) => held.shipper_id === row.shipper_id)) return `shipper ${row.shipper_id}`;
    const perm = SHIPPER_PERMS.find((name) => row[name] === true && !checkShipperPermission(holder.grants, name, row.shipper_id));
    if (perm) return `shipper ${row.shipper_id} ${perm}`;
  }
  const flag = OVERRIDE_FLAGS.find((name) => target.grants.overrides[name] === true && holder.grants.overrides[name] !== true);
  if (flag) return `override ${flag}`;
  const code = target.specialCodes.find((item) => !holder.specialCodes.includes(item));
  if (code) return `special ${code}`;
  const field = FIELD_PERMISSIONS.find((name) => target.fields[name] && !holder.fields[name]);
  if (field) return `field ${field}`;
  for (const set of ['swap', 'groups', 'followup'] as const) {
    const item = target.sets[set].find((id) => !holder.sets[set].includes(id));
    if (item !== undefined) return `${set} ${item}`;
  }
  return undefined;
}

/** Whether `holder` may manage the account of `target` at all. */
export const mayManage = (holder: Privileges & { id: number }, target: Privileges & { id: number }): boolean =>
  holder.is_superuser || (holder.id !== target.id && privilegeBeyond(target, holder) === undefined);
