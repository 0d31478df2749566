import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { customers } from './customers';
import { shipperGroups, shippers } from './shippers';

const flag = (name: string) => boolean(name).notNull().default(false);
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The fifteen 'all' overrides of spec section 6, one row per staff user. */
export const userPermissionOverrides = pgTable('user_permission_overrides', {
  user_id: userId().primaryKey(),
  all_customer_phone: flag('all_customer_phone'),
  all_customer_address: flag('all_customer_address'),
  all_customer_pickup_request: flag('all_customer_pickup_request'),
  all_customer_collect_request: flag('all_customer_collect_request'),
  all_customer_material_request: flag('all_customer_material_request'),
  all_addOrder: flag('all_add_order'),
  all_updateOrder: flag('all_update_order'),
  all_deleteOrder: flag('all_delete_order'),
  all_returnclient: flag('all_returnclient'),
  all_collectclient: flag('all_collectclient'),
  all_revnue: flag('all_revnue'),
  all_customer_view: flag('all_customer_view'),
  all_customer_view_report: flag('all_customer_view_report'),
  all_shipper_phone: flag('all_shipper_phone'),
  all_shipper_address: flag('all_shipper_address'),
});

/** CustomerUserPermission: what one staff user may do for one customer (spec section 3 names). */
export const customerUserPermissions = pgTable(
  'customer_user_permissions',
  {
    user_id: userId(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    phone: flag('phone'),
    address: flag('address'),
    pickup_request: flag('pickup_request'),
    collect_request: flag('collect_request'),
    material_request: flag('material_request'),
    addOrder: flag('add_order'),
    updateOrder: flag('update_order'),
    deleteOrder: flag('delete_order'),
    returnclient: flag('returnclient'),
    collectclient: flag('collectclient'),
    revnue: flag('revnue'),
    view: flag('view'),
    customer_view_report: flag('customer_view_report'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.customer_id] }), index('customer_user_permissions_customer_idx').on(t.customer_id)],
);

/** ShipperUserPermission: what one staff user may see of one shipper. */
export const shipperUserPermissions = pgTable(
  'shipper_user_permissions',
  {
    user_id: userId(),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    phone: flag('phone'),
    address: flag('address'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.shipper_id] }), index('shipper_user_permissions_shipper_idx').on(t.shipper_id)],
);

/** Field permissions (userpermissionfieldValue), such as show_order_serial. */
export const userFieldPermissions = pgTable(
  'user_field_permissions',
  { user_id: userId(), field: text('field').notNull(), allowed: boolean('allowed').notNull().default(true) },
  (t) => [primaryKey({ columns: [t.user_id, t.field] })],
);

/** Shippers between whom a user may swap orders (shipperswappermission). */
export const userShipperSwaps = pgTable(
  'user_shipper_swaps',
  {
    user_id: userId(),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.shipper_id] })],
);

/** Shipper groups a user works with (grouppermission). */
export const userShipperGroups = pgTable(
  'user_shipper_groups',
  {
    user_id: userId(),
    group_id: integer('group_id')
      .notNull()
      .references(() => shipperGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.group_id] })],
);

/** Shippers whose orders a user follows up (followupperm). */
export const userFollowupShippers = pgTable(
  'user_followup_shippers',
  {
    user_id: userId(),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.shipper_id] })],
);

/** special-permission-logs: who granted or removed which code for whom, and when. */
export const specialPermissionLogs = pgTable(
  'special_permission_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    action: text('action', { enum: ['grant', 'revoke'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('special_permission_logs_user_idx').on(t.user_id)],
);
