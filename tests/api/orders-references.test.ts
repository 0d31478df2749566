import { describe, expect, it } from 'vitest';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission, buildFieldPermission, buildShipper, buildShipperPermission, buildSpecialPermissions } from '../helpers/builders';
import { ADMIN_ORDERS, ordersApi, orderPayload, orderWorld, storedOrder } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

/** A clerk with the order screens, every order right on the world's customer, one shipper row and the given fields. */
async function clerk(customerId: number, shipperId: number, fields: string[] = []) {
  const login = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS, `${ADMIN_ORDERS}/new/customer`, `${ADMIN_ORDERS}/edit`] });
  await buildCustomerPermission(t.db, login.user.id, customerId, { view: true, addOrder: true, updateOrder: true });
  await buildShipperPermission(t.db, login.user.id, shipperId);
  for (const field of fields) await buildFieldPermission(t.db, login.user.id, field, true);
  return login;
}

describe('references an order body names', () => {
  it('refuses a shipper outside the caller’s rows on create, PUT and PATCH as a missing one, storing nothing', async () => {
    const world = await orderWorld(t.db);
    const mine = await buildShipper(t.db);
    const other = await buildShipper(t.db);
    const staff = await clerk(world.customer.id, mine.id);
    const created = await api.create(staff.token, orderPayload(world, { shipper: other.id }));
    expect(created.statusCode).toBe(400);
    expect(created.json<ErrorBody>().errors).toEqual({ shipper: 'errors.not_found' });
    const order = await api.create(staff.token, orderPayload(world, { shipper: mine.id }));
    expect(order.statusCode, order.body).toBe(201);
    const id = order.json<{ id: number }>().id;
    for (const write of [api.patch, api.put]) {
      const refused = await write(staff.token, id, orderPayload(world, { shipper: other.id }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().errors).toEqual({ shipper: 'errors.not_found' });
    }
    expect((await storedOrder(t.db, id))?.shipper_id).toBe(mine.id);
  });

  it('lets an edit keep a shipper outside the caller’s rows that the order already has', async () => {
    const world = await orderWorld(t.db);
    const mine = await buildShipper(t.db);
    const other = await buildShipper(t.db);
    const created = await api.create(admin.token, orderPayload(world, { shipper: other.id }));
    const id = created.json<{ id: number }>().id;
    const staff = await clerk(world.customer.id, mine.id);
    const edited = await api.put(staff.token, id, orderPayload(world, { shipper: other.id, full_name: 'Karim Samy' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedOrder(t.db, id)).toMatchObject({ shipper_id: other.id, full_name: 'Karim Samy' });
  });

  it('refuses a customer the caller may not see as a missing one', async () => {
    const world = await orderWorld(t.db);
    const hidden = await orderWorld(t.db);
    const shipper = await buildShipper(t.db);
    const staff = await clerk(world.customer.id, shipper.id);
    const refused = await api.create(staff.token, orderPayload(hidden));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors).toEqual({ customer: 'errors.not_found' });
  });

  it('ignores a shipper fee sent on create by a caller without show_shipper_fees: the shipper’s own fee is stored', async () => {
    const world = await orderWorld(t.db);
    const shipper = await buildShipper(t.db, { delivery_fee: '22.50' });
    const staff = await clerk(world.customer.id, shipper.id);
    const created = await api.create(staff.token, orderPayload(world, { shipper: shipper.id, shipper_fees: '99.00' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(await storedOrder(t.db, created.json<{ id: number }>().id)).toMatchObject({ shipper_fees: '22.50', shipper_fees_manual: false });
    const noShipper = await api.create(staff.token, orderPayload(world, { shipper_fees: '99.00' }));
    expect((await storedOrder(t.db, noShipper.json<{ id: number }>().id))?.shipper_fees).toBe('0.00');
  });
});

describe('the shipper fee a person typed', () => {
  const changesOf = async (id: number, action: string) => {
    const entries = (await api.timeline(admin.token, id)).json<{ action: string; changes: Record<string, [unknown, unknown]> | null }[]>();
    return entries.filter((entry) => entry.action === action).map((entry) => entry.changes);
  };

  it('stays when the order is sent out or handed to another shipper', async () => {
    const world = await orderWorld(t.db);
    const first = await buildShipper(t.db, { delivery_fee: '22.50' });
    const second = await buildShipper(t.db, { delivery_fee: '30.00' });
    const created = await api.create(admin.token, orderPayload(world, { shipper: first.id, shipper_fees: '20.00' }));
    const id = created.json<{ id: number }>().id;
    expect(await storedOrder(t.db, id)).toMatchObject({ shipper_fees: '20.00', shipper_fees_manual: true });
    expect((await api.move(admin.token, { id, status: 'Out For Deliver', shipper: first.id })).statusCode).toBe(200);
    expect((await api.assign(admin.token, [id], second.id)).statusCode).toBe(200);
    expect(await storedOrder(t.db, id)).toMatchObject({ shipper_fees: '20.00', shipper_id: second.id });
    expect(await changesOf(id, 'assign')).toEqual([{ shipper_id: [first.id, second.id] }]);
  });

  it('follows the shipper when nobody typed one, and the timeline records the change', async () => {
    const world = await orderWorld(t.db);
    const first = await buildShipper(t.db, { delivery_fee: '22.50' });
    const second = await buildShipper(t.db, { delivery_fee: '30.00' });
    const created = await api.create(admin.token, orderPayload(world, { shipper: first.id }));
    const id = created.json<{ id: number }>().id;
    expect(await storedOrder(t.db, id)).toMatchObject({ shipper_fees: '22.50', shipper_fees_manual: false });
    expect((await api.assign(admin.token, [id], second.id)).statusCode).toBe(200);
    expect((await storedOrder(t.db, id))?.shipper_fees).toBe('30.00');
    expect(await changesOf(id, 'assign')).toEqual([{ shipper_id: [first.id, second.id], shipper_fees: ['22.50', '30.00'] }]);
    // A fee typed on the form afterwards is kept and recorded.
    expect((await api.patch(admin.token, id, { shipper_fees: '18.00' })).statusCode).toBe(200);
    expect(await changesOf(id, 'update')).toEqual([{ shipper_fees: ['30.00', '18.00'] }]);
    expect((await api.move(admin.token, { id, status: 'Out For Deliver', shipper: first.id })).statusCode).toBe(200);
    expect(await storedOrder(t.db, id)).toMatchObject({ shipper_fees: '18.00', shipper_fees_manual: true, shipper_id: first.id });
  });

  it('a special permission does not let a clerk without show_shipper_fees type one on an edit', async () => {
    const world = await orderWorld(t.db);
    const shipper = await buildShipper(t.db, { delivery_fee: '22.50' });
    const staff = await clerk(world.customer.id, shipper.id);
    await buildSpecialPermissions(t.db, staff.user.id, ['edit_closed_orders']);
    const created = await api.create(staff.token, orderPayload(world, { shipper: shipper.id }));
    const id = created.json<{ id: number }>().id;
    expect((await api.patch(staff.token, id, { shipper_fees: '1.00' })).statusCode).toBe(200);
    expect(await storedOrder(t.db, id)).toMatchObject({ shipper_fees: '22.50', shipper_fees_manual: false });
  });
});
