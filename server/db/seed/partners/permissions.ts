import type { Db } from '../../client';
import { customerUserPermissions, shipperUserPermissions, specialPermissions, userFieldPermissions, userPermissionOverrides } from '../../schema';

/**
 * A believable partial view for the demo staff member: fifteen customers (phone hidden for five of them,
 * address for three), ten shippers (phone for half), and no 'all' overrides. In orders the member sees
 * serials, amounts and fees but not the shippers' commission (show_shipper_fees), may export and move orders
 * in bulk, but not delete them.
 */
export async function seedStaffGrants(db: Db, staffId: number, customerIds: number[], shipperIds: number[]): Promise<void> {
  await db.insert(userPermissionOverrides).values({ user_id: staffId });
  await db.insert(customerUserPermissions).values(
    customerIds.slice(0, 15).map((customerId, i) => ({
      user_id: staffId,
      customer_id: customerId,
      view: true,
      phone: i >= 5,
      address: i >= 3,
      addOrder: true,
      updateOrder: true,
      collectclient: i % 3 === 0,
      pickup_request: true,
      customer_view_report: i % 2 === 0,
    })),
  );
  await db.insert(userFieldPermissions).values(
    ['show_order_serial', 'show_customer_serial', 'show_total_amount', 'show_fees', 'show_customer_phone', 'show_notes'].map((field) => ({
      user_id: staffId,
      field,
      allowed: true,
    })),
  );
  await db.insert(specialPermissions).values([
    { user_id: staffId, code: 'export_orders' },
    { user_id: staffId, code: 'bulk_status_update' },
  ]);
  await db
    .insert(shipperUserPermissions)
    .values(shipperIds.slice(0, 10).map((shipperId, i) => ({ user_id: staffId, shipper_id: shipperId, phone: i % 2 === 0, address: true })));
}

/**
 * The demo supervisor approves closings and money changes: every shipper's and every customer's row (so the
 * closings, their orders and the money desks show in full) and the approval codes, not the codes that ask.
 */
export async function seedSupervisorGrants(db: Db, supervisorId: number, customerIds: number[], shipperIds: number[]): Promise<void> {
  await db.insert(userPermissionOverrides).values({ user_id: supervisorId });
  await db
    .insert(customerUserPermissions)
    .values(customerIds.map((customer_id) => ({ user_id: supervisorId, customer_id, view: true, phone: true, address: true })));
  await db.insert(shipperUserPermissions).values(shipperIds.map((shipper_id) => ({ user_id: supervisorId, shipper_id, phone: true, address: true })));
  await db.insert(specialPermissions).values([
    { user_id: supervisorId, code: 'approve_closing' },
    { user_id: supervisorId, code: 'approve_money_change' },
  ]);
}
