import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CUSTOMER_PERMS, SHIPPER_PERMS } from '../../domain/permissions';
import { customers, customerUserPermissions, shipperUserPermissions, shippers } from '../db/schema';
import { SCREENS } from './target';

/**
 * One kind of per-entity permission rows: which table holds them, which partner they name and which flags
 * they carry. The API names the partner `<entity>_id` and `<entity>_name` (customer_id, customer_name).
 */
export interface RowsKind {
  /** The resource name and API path segment. */
  name: string;
  screen: string;
  entity: 'customer' | 'shipper';
  table: PgTable;
  userColumn: AnyPgColumn;
  entityColumn: AnyPgColumn;
  flags: readonly string[];
  flagColumns: Record<string, AnyPgColumn>;
  partner: { table: PgTable; id: AnyPgColumn; name: AnyPgColumn };
}

const columnsOf = <F extends string>(table: Record<F, AnyPgColumn>, flags: readonly F[]): Record<string, AnyPgColumn> =>
  Object.fromEntries(flags.map((flag) => [flag, table[flag]]));

export const customerRows: RowsKind = {
  name: 'CustomerUserPermission',
  screen: SCREENS.customers,
  entity: 'customer',
  table: customerUserPermissions,
  userColumn: customerUserPermissions.user_id,
  entityColumn: customerUserPermissions.customer_id,
  flags: CUSTOMER_PERMS,
  flagColumns: columnsOf(customerUserPermissions, CUSTOMER_PERMS),
  partner: { table: customers, id: customers.id, name: customers.name },
};

export const shipperRows: RowsKind = {
  name: 'ShipperUserPermission',
  screen: SCREENS.shippers,
  entity: 'shipper',
  table: shipperUserPermissions,
  userColumn: shipperUserPermissions.user_id,
  entityColumn: shipperUserPermissions.shipper_id,
  flags: SHIPPER_PERMS,
  flagColumns: columnsOf(shipperUserPermissions, SHIPPER_PERMS),
  partner: { table: shippers, id: shippers.id, name: shippers.name },
};

/** The synthetic id of one row, `<user_id>-<entity_id>`. */
export const rowId = (userId: number, entityId: number) => `${userId}-${entityId}`;
export const ROW_ID_PATTERN = '^[1-9][0-9]{0,9}-[1-9][0-9]{0,9}$';

export function parseRowId(id: string): { userId: number; entityId: number } {
  const [userId, entityId] = id.split('-').map(Number);
  return { userId: userId ?? 0, entityId: entityId ?? 0 };
}
