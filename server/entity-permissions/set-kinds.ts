import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { shipperGroups, shippers, userFollowupShippers, userShipperGroups, userShipperSwaps } from '../db/schema';
import { SCREENS } from './target';

/** A per-user set of shippers or shipper groups, replaced as a whole. */
export interface SetKind {
  name: string;
  screen: string;
  table: PgTable;
  userColumn: AnyPgColumn;
  itemColumn: AnyPgColumn;
  /** The property of the item column in the table (`shipper_id`, `group_id`). */
  itemKey: string;
  items: { table: PgTable; id: AnyPgColumn; name: AnyPgColumn };
}

const shipperItems = { table: shippers, id: shippers.id, name: shippers.name };

export const SET_KINDS: readonly SetKind[] = [
  {
    name: 'shipperswappermission',
    screen: SCREENS.swap,
    table: userShipperSwaps,
    userColumn: userShipperSwaps.user_id,
    itemColumn: userShipperSwaps.shipper_id,
    itemKey: 'shipper_id',
    items: shipperItems,
  },
  {
    name: 'grouppermission',
    screen: SCREENS.groups,
    table: userShipperGroups,
    userColumn: userShipperGroups.user_id,
    itemColumn: userShipperGroups.group_id,
    itemKey: 'group_id',
    items: { table: shipperGroups, id: shipperGroups.id, name: shipperGroups.name },
  },
  {
    name: 'followupperm',
    screen: SCREENS.followup,
    table: userFollowupShippers,
    userColumn: userFollowupShippers.user_id,
    itemColumn: userFollowupShippers.shipper_id,
    itemKey: 'shipper_id',
    items: shipperItems,
  },
];
