import { describe, expect, it } from 'vitest';
import { openApiTest } from '../helpers/api-test';
import type { ErrorBody } from '../helpers/api-test';
import {
  buildCustomer,
  buildCustomerPermission,
  buildFieldPermission,
  buildHoldReason,
  buildOrder,
  buildShipper,
  buildSpecialPermissions,
} from '../helpers/builders';
import { cairoDaysAgo, idsIn, orderPayload, ordersApi, orderWorld, pageOf, storedOrder, type OrderRecord } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

describe('rules around the order', () => {
  it('starts Delivery_satus_date at the order date of a back-dated order', async () => {
    const world = await orderWorld(t.db);
    const response = await api.create(admin.token, orderPayload(world, { order_date: cairoDaysAgo(3) }));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<OrderRecord>();
    const statusDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(order.Delivery_satus_date));
    expect(statusDay).toBe(order.order_date);
    expect(order.DeadLine_date).toBe(order.order_date);
  });

  it('gives an order going out with a shipper his delivery fee, as assigning him does', async () => {
    const shipper = await buildShipper(t.db, { delivery_fee: '27.50' });
    const order = await buildOrder(t.db, { shipper_fees: '0' });
    const moved = await api.move(admin.token, { id: order.id, status: 'Out For Deliver', shipper: shipper.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<OrderRecord>()).toMatchObject({ shipper: shipper.id, shipper_fees: '27.50', Order_Delivery_Status: 'Out For Deliver' });
  });

  it('leaves cancelled and archived orders out of the main list unless asked for them', async () => {
    const customer = await buildCustomer(t.db);
    const open = await buildOrder(t.db, { customer_id: customer.id });
    const awaiting = await buildOrder(t.db, { customer_id: customer.id, status_code: 1, pick_up: true });
    const cancelled = await buildOrder(t.db, { customer_id: customer.id, status_code: 6 });
    const archived = await buildOrder(t.db, { customer_id: customer.id, status: 'Delivered', status_code: 7 });
    expect(idsIn(pageOf(await api.admin(admin.token, { customer: customer.id })))).toEqual([open.id, awaiting.id]);
    expect(idsIn(pageOf(await api.admin(admin.token, { customer: customer.id, status_code: 6 })))).toEqual([cancelled.id]);
    expect(idsIn(pageOf(await api.admin(admin.token, { customer: customer.id, status_code: '' })))).toEqual([open.id, awaiting.id, cancelled.id, archived.id]);
  });

  it('flags an order repeated when an edit gives it the phone of another open order', async () => {
    const world = await orderWorld(t.db);
    await buildOrder(t.db, { phone: '01155500011', order_date: cairoDaysAgo(1) });
    const created = (await api.create(admin.token, orderPayload(world, { phone: '01155500022' }))).json<OrderRecord>();
    expect(created.is_repeated).toBe(false);
    const edited = await api.patch(admin.token, created.id, { phone: '01155500011', version: created.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await storedOrder(t.db, created.id))?.is_repeated).toBe(true);
  });

  it('needs the special codes to export, bulk-move, delete and edit closed orders', async () => {
    const customer = await buildCustomer(t.db);
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders'] });
    await buildCustomerPermission(t.db, staff.user.id, customer.id, { view: true, updateOrder: true, deleteOrder: true });
    await buildFieldPermission(t.db, staff.user.id, 'show_order_serial', true);
    const pending = await buildOrder(t.db, { customer_id: customer.id });
    const another = await buildOrder(t.db, { customer_id: customer.id });
    const closed = await buildOrder(t.db, { customer_id: customer.id, status_code: 6 });
    const hold = (await buildHoldReason(t.db)).id;
    const attempts = {
      export_orders: () => api.exportXlsx(staff.token, { customer: customer.id }),
      bulk_status_update: () => api.bulkMove(staff.token, { ids: [another.id], status: 'Hold', hold_reason: hold }),
      delete_orders: () => api.remove(staff.token, [pending.id]),
      edit_closed_orders: () => api.patch(staff.token, closed.id, { notes: 'reopened', version: closed.version }),
    };
    for (const [code, attempt] of Object.entries(attempts)) {
      const refused = await attempt();
      expect(refused.statusCode, code).toBe(403);
      expect(refused.json<ErrorBody>().key).toBe('orders.special_required');
    }
    expect(await storedOrder(t.db, pending.id)).toMatchObject({ status: 'Pending', version: pending.version });
    expect(await storedOrder(t.db, another.id)).toMatchObject({ status: 'Pending', version: another.version });
    expect((await storedOrder(t.db, closed.id))?.notes).toBe(closed.notes);
    await buildSpecialPermissions(t.db, staff.user.id, Object.keys(attempts));
    for (const [code, attempt] of Object.entries(attempts)) expect((await attempt()).statusCode, code).toBeLessThan(300);
  });
});
