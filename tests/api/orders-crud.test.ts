import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { auditLog, orders } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildCustomerPermission, buildOrder, buildShipper, buildZone } from '../helpers/builders';
import { ADMIN_ORDERS, orderPayload, ordersApi, orderWorld, storedOrder, type OrderRecord } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

const ordersOf = async (customerId: number) => t.db.select().from(orders).where(eq(orders.customer_id, customerId));

async function created(payload: Record<string, unknown>, token = admin.token): Promise<OrderRecord> {
  const response = await api.create(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderRecord>();
}

describe('creating an order', () => {
  it('fills the defaults: weight and total 0, deadline and date today, price = total, fee from the price list', async () => {
    const world = await orderWorld(t.db);
    const order = await created({ customer: world.customer.id, city: world.city.id, full_name: 'Omar', phone: '01112345678' });
    expect(order).toMatchObject({ weight: '0.00', total_amount: '0.00', price: '0.00', total_fees: '40.00', Order_Delivery_Status: 'Pending' });
    expect(order.order_date).toBe(cairoToday());
    expect(order.DeadLine_date).toBe(order.order_date);
    expect(order.Delivery_satus_date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const dated = await created(orderPayload(world, { order_date: '2025-03-04', total_amount: '125.5' }));
    expect(dated).toMatchObject({ order_date: '2025-03-04', DeadLine_date: '2025-03-04', total_amount: '125.50', price: '125.50' });
  });

  it('makes the serial itself, unique, whatever the body says', async () => {
    const world = await orderWorld(t.db);
    const first = await created(orderPayload(world, { serial: '1' }));
    const second = await created(orderPayload(world, { serial: first.serial }));
    expect(first.serial).toMatch(/^\d{8,}$/);
    expect(second.serial).toMatch(/^\d{8,}$/);
    expect(second.serial).not.toBe(first.serial);
  });

  it('keeps a fee given by a user who may see fees, and uses the price for a staff user who may not', async () => {
    const world = await orderWorld(t.db);
    const kept = await created(orderPayload(world, { total_fees: '55' }));
    expect(kept.total_fees).toBe('55.00');
    const staff = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    await buildCustomerPermission(t.db, staff.user.id, world.customer.id, { view: true, addOrder: true });
    const byStaff = await created(orderPayload(world, { total_fees: '999' }), staff.token);
    expect(byStaff.total_fees).toBe('');
    expect(byStaff.hidden_fields).toContain('total_fees');
    expect((await storedOrder(t.db, byStaff.id))?.total_fees).toBe('40.00');
  });

  it('answers bad input beside each field and stores nothing', async () => {
    const world = await orderWorld(t.db);
    const otherZone = await buildZone(t.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customer: '0' }, 'customer', 'orders.customer_required'],
      [{ city: null }, 'city', 'validation.city_required'],
      [{ full_name: '  ' }, 'full_name', 'orders.full_name_required'],
      [{ phone: '12345' }, 'phone', 'validation.phone_invalid'],
      [{ phone: '' }, 'phone', 'validation.phone_required'],
      [{ zone: otherZone.id }, 'zone', 'validation.zone_not_in_city'],
      [{ shipper: 999999 }, 'shipper', 'errors.not_found'],
      [{ customer: 999999 }, 'customer', 'errors.not_found'],
      [{ total_amount: '-5' }, 'total_amount', 'prices.money_invalid'],
      [{ total_fees: '12.345' }, 'total_fees', 'prices.money_invalid'],
      [{ weight: 'heavy' }, 'weight', 'orders.weight_invalid'],
      [{ order_date: '22/11/2026' }, 'order_date', 'orders.date_invalid'],
      [{ order_date: '2026-02-30' }, 'order_date', 'orders.date_invalid'],
    ];
    for (const [change, field, key] of cases) {
      const response = await api.create(admin.token, orderPayload(world, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<ErrorBody>().errors?.[field], `${JSON.stringify(change)}: ${response.body}`).toBe(key);
    }
    const { customer: _omitted, ...withoutCustomer } = orderPayload(world);
    const missing = await api.create(admin.token, withoutCustomer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors?.customer).toBeDefined();
    expect(await ordersOf(world.customer.id)).toHaveLength(0);
  });

  it('refuses a second order of one customer with the same customer serial, but not for another customer', async () => {
    const world = await orderWorld(t.db);
    await created(orderPayload(world, { customer_serial: 'INV-77' }));
    const twice = await api.create(admin.token, orderPayload(world, { customer_serial: 'INV-77' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>()).toMatchObject({ key: 'orders.customer_serial_taken', errors: { customer_serial: 'orders.customer_serial_taken' } });
    expect(await ordersOf(world.customer.id)).toHaveLength(1);
    const other = await orderWorld(t.db);
    expect((await created(orderPayload(other, { customer_serial: 'INV-77' }))).customer_serial).toBe('INV-77');
  });
});

describe('updating an order', () => {
  it('takes ids, or "0" for none, and clears the shipper and zone', async () => {
    const world = await orderWorld(t.db);
    const shipper = await buildShipper(t.db);
    const order = await created(orderPayload(world));
    const put = await api.put(admin.token, order.id, { ...order, shipper: shipper.id, notes: 'fragile' });
    expect(put.statusCode, put.body).toBe(200);
    const withShipper = put.json<OrderRecord>();
    expect(withShipper).toMatchObject({ shipper: shipper.id, shipper_name: shipper.name, notes: 'fragile', version: order.version + 1 });
    const cleared = await api.put(admin.token, order.id, { ...withShipper, shipper: '0', zone: '0' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<OrderRecord>()).toMatchObject({ shipper: null, shipper_name: '', zone: null, zone_name: '', notes: 'fragile' });
    const stored = await storedOrder(t.db, order.id);
    expect(stored).toMatchObject({ shipper_id: null, zone_id: null });
  });

  it('changes only what a PATCH carries', async () => {
    const world = await orderWorld(t.db);
    const order = await created(orderPayload(world, { notes: 'first', customer_serial: 'P-1' }));
    const patched = await api.patch(admin.token, order.id, { full_name: 'Sara Ali', version: order.version });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json<OrderRecord>();
    expect(after.full_name).toBe('Sara Ali');
    const { full_name: _a, version: _b, ...restBefore } = order;
    const { full_name: _c, version: _d, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
  });

  it('refuses a stale version with 409 and keeps the stored order', async () => {
    const order = await created(orderPayload(await orderWorld(t.db)));
    expect((await api.patch(admin.token, order.id, { notes: 'newer', version: order.version })).statusCode).toBe(200);
    const stale = await api.put(admin.token, order.id, { ...order, notes: 'older' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().key).toBe('orders.stale');
    expect(await storedOrder(t.db, order.id)).toMatchObject({ notes: 'newer', version: order.version + 1 });
  });

  it('refuses a status change through the form', async () => {
    const order = await created(orderPayload(await orderWorld(t.db)));
    const response = await api.patch(admin.token, order.id, { Order_Delivery_Status: 'Delivered', version: order.version });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors?.Order_Delivery_Status).toBe('orders.status_via_action');
    expect(await storedOrder(t.db, order.id)).toMatchObject({ status: 'Pending', version: order.version });
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await api.patch(admin.token, 999999, { notes: 'x' })).statusCode).toBe(404);
  });

  it('recomputes the fee from the price list when a user without show_fees moves the order to another city', async () => {
    const world = await orderWorld(t.db, '40.00');
    const order = await buildOrder(t.db, { customer_id: world.customer.id, city_id: world.city.id, total_fees: '99.00' });
    const staff = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    await buildCustomerPermission(t.db, staff.user.id, world.customer.id, { view: true, updateOrder: true });
    const response = await api.patch(staff.token, order.id, { zone: world.zone.id, total_fees: '1' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedOrder(t.db, order.id))?.total_fees).toBe('40.00');
    const elsewhere = await buildCity(t.db);
    const noPrice = await api.patch(staff.token, order.id, { city: elsewhere.id, zone: '0' });
    expect(noPrice.statusCode).toBe(400);
    expect((await storedOrder(t.db, order.id))?.city_id).toBe(world.city.id);
  });
});

describe('deleting orders', () => {
  it('deletes pending and cancelled orders and keeps a copy of each in the audit log', async () => {
    const customer = await buildCustomer(t.db);
    const pending = await buildOrder(t.db, { customer_id: customer.id });
    const cancelled = await buildOrder(t.db, { customer_id: customer.id, status: 'Hold', status_code: 6 });
    const response = await api.remove(admin.token, [pending.id, cancelled.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect(await ordersOf(customer.id)).toHaveLength(0);
    for (const row of [pending, cancelled]) {
      const [logged] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'orders'), eq(auditLog.entity_id, String(row.id))));
      expect(logged).toMatchObject({ action: 'delete', user_id: admin.id, before: expect.objectContaining({ id: row.id, serial: row.serial }) });
    }
  });

  it('refuses a delivered order naming why, and deletes nothing of a mixed selection', async () => {
    const customer = await buildCustomer(t.db);
    const delivered = await buildOrder(t.db, { customer_id: customer.id, status: 'Delivered' });
    const pending = await buildOrder(t.db, { customer_id: customer.id });
    const alone = await api.remove(admin.token, [delivered.id]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json<ErrorBody>()).toMatchObject({ key: 'orders.delete_not_allowed', message: expect.stringContaining('Delivered') });
    const mixed = await api.remove(admin.token, [pending.id, delivered.id]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<ErrorBody>()).toMatchObject({ key: 'orders.bulk_refused', message: expect.stringContaining(delivered.serial) });
    expect(await ordersOf(customer.id)).toHaveLength(2);
    expect((await api.remove(admin.token, [999999])).statusCode).toBe(404);
  });
});
