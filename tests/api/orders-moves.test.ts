import { describe, expect, it } from 'vitest';
import { movesFrom, ORDER_MOVES, ORDER_STATUSES, type MoveRequirement, type OrderMove } from '../../domain/orders/status';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildHoldReason, buildOrder, buildShipper, buildShipperPermission } from '../helpers/builders';
import { ADMIN_ORDERS, eventCount, ordersApi, storedOrder, type OrderRecord } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

interface TimelineEntry {
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string;
  user_id: number | null;
  user_name: string;
}
const timeline = async (token: string, id: number) => (await api.timeline(token, id)).json<TimelineEntry[]>();

/** What each requirement of a move is given as, in the status call's body. */
async function givenFor(needs: readonly MoveRequirement[]) {
  const body: Record<string, unknown> = {};
  for (const need of needs) {
    if (need === 'shipper') body.shipper = (await buildShipper(t.db)).id;
    if (need === 'hold_reason') body.hold_reason = (await buildHoldReason(t.db)).id;
    if (need === 'collected_amount') body.collected_amount = '180.25';
    if (need === 'note') body.note = 'The recipient asked for tomorrow';
  }
  return body;
}

const label = (m: OrderMove) => `${m.from} -> ${m.to}`;

/** An order delivered through the status call, so its cash is in the ledger as a real delivery's is. */
async function deliveredOrder() {
  const shipper = await buildShipper(t.db);
  const order = await buildOrder(t.db, { status: 'Out For Deliver', shipper_id: shipper.id, return_count: 2, total_amount: '200.00' });
  const delivered = await api.move(admin.token, { id: order.id, status: 'Delivered', collected_amount: '200.00' });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { ...order, version: delivered.json<OrderRecord>().version, status_date: new Date(delivered.json<OrderRecord>().Delivery_satus_date) };
}

describe('single status moves', () => {
  it.each(ORDER_MOVES.map((m) => ({ ...m, name: label(m) })))('$name succeeds with what it needs and writes the timeline', async (move) => {
    const order = move.from === 'Delivered' ? await deliveredOrder() : await buildOrder(t.db, { status: move.from, return_count: 2, total_amount: '200.00' });
    const given = await givenFor(move.needs);
    const response = await api.move(admin.token, { id: order.id, status: move.to, version: order.version, ...given });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<OrderRecord>();
    expect(after).toMatchObject({ Order_Delivery_Status: move.to, version: order.version + 1 });
    expect(after.Delivery_satus_date >= order.status_date.toISOString()).toBe(true);
    if (move.to === 'Out For Deliver') expect(after.shipper).toBe(given.shipper);
    if (move.to === 'Hold') expect(after.hold_reason).toBe(given.hold_reason);
    if (move.to === 'Delivered' && move.needs.includes('collected_amount')) expect(after.collected_amount).toBe('180.25');
    expect(after.return_count).toBe(move.to === 'Returned' ? 3 : 2);
    const [latest] = await timeline(admin.token, order.id);
    expect(latest).toMatchObject({
      action: 'status',
      from_status: move.from,
      to_status: move.to,
      note: (given.note as string | undefined) ?? '',
      user_id: admin.id,
      user_name: 'Test superuser',
    });
  });

  it('refuses a move the table does not list, with its message, and changes nothing', async () => {
    const order = await buildOrder(t.db, { status: 'Pending' });
    const response = await api.move(admin.token, { id: order.id, status: 'Delivered', collected_amount: '10' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ key: 'orders.move_not_allowed', message: 'An order cannot move from Pending to Delivered' });
    expect(await storedOrder(t.db, order.id)).toMatchObject({ status: 'Pending', version: order.version, collected_amount: null });
    expect(await eventCount(t.db, order.id)).toBe(0);
  });

  it('refuses a move without what it needs, beside the field', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['Pending', 'Out For Deliver', {}, 'shipper'],
      ['Pending', 'Hold', { hold_reason: null }, 'hold_reason'],
      ['Out For Deliver', 'Delivered', { collected_amount: '' }, 'collected_amount'],
      ['Out For Deliver', 'Rejected', { note: '  ' }, 'note'],
    ];
    for (const [from, to, body, field] of cases) {
      const order = await buildOrder(t.db, { status: from as OrderRecord['Order_Delivery_Status'] });
      const response = await api.move(admin.token, { id: order.id, status: to, ...body });
      expect(response.statusCode, `${from} -> ${to}`).toBe(400);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}), response.body).toEqual([field]);
      expect(await storedOrder(t.db, order.id)).toMatchObject({ status: from, version: order.version });
    }
    const order = await buildOrder(t.db, { status: 'Out For Deliver' });
    const badCash = await api.move(admin.token, { id: order.id, status: 'Delivered', collected_amount: '12.345' });
    expect(badCash.json<ErrorBody>().errors?.collected_amount).toBe('prices.money_invalid');
    const unknownReason = await api.move(admin.token, { id: order.id, status: 'Hold', hold_reason: 999999 });
    expect(unknownReason.json<ErrorBody>().errors?.hold_reason).toBe('errors.not_found');
  });

  it('refuses moves of cancelled and archived orders, superuser moves for staff, and stale versions', async () => {
    const cancelled = await buildOrder(t.db, { status: 'Pending', status_code: 6 });
    const hold = { status: 'Hold', hold_reason: (await buildHoldReason(t.db)).id };
    expect((await api.move(admin.token, { id: cancelled.id, ...hold })).json<ErrorBody>().key).toBe('orders.move_cancelled');
    const archived = await buildOrder(t.db, { status: 'Delivered', status_code: 7 });
    expect((await api.move(admin.token, { id: archived.id, status: 'Collected' })).json<ErrorBody>().key).toBe('orders.move_archived');
    const customer = await buildCustomer(t.db);
    const staff = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    await buildCustomerPermission(t.db, staff.user.id, customer.id, { view: true, updateOrder: true });
    const returned = await buildOrder(t.db, { customer_id: customer.id, status: 'Returned' });
    const bySuper = await api.move(staff.token, { id: returned.id, status: 'Pending', note: 'back again' });
    expect(bySuper.statusCode).toBe(403);
    expect(bySuper.json<ErrorBody>().key).toBe('orders.move_superuser');
    const stale = await api.move(admin.token, { id: returned.id, status: 'Pending', note: 'x', version: returned.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().key).toBe('orders.stale');
    for (const row of [cancelled, archived, returned]) expect(await storedOrder(t.db, row.id)).toMatchObject({ status: row.status, version: row.version });
    expect((await api.move(admin.token, { id: 999999, status: 'Pending' })).statusCode).toBe(404);
  });

  it('leaves Collected to the shipper closing: nobody moves an order into or out of it by hand', async () => {
    const collected = await buildOrder(t.db, { status: 'Collected', collected_amount: '180.25', total_amount: '200.00' });
    const back = await api.move(admin.token, { id: collected.id, status: 'Delivered', note: 'The shipper still holds it' });
    expect(back.json<ErrorBody>().key).toBe('orders.move_not_allowed');
    const delivered = await buildOrder(t.db, { status: 'Delivered' });
    expect((await api.move(admin.token, { id: delivered.id, status: 'Collected' })).json<ErrorBody>().key).toBe('orders.move_not_allowed');
    expect(await storedOrder(t.db, collected.id)).toMatchObject({ status: 'Collected', version: collected.version });
  });

  it('clears "awaiting pickup" when a pickup order moves', async () => {
    const order = await buildOrder(t.db, { status: 'Pending', status_code: 1 });
    const response = await api.move(admin.token, { id: order.id, status: 'Out For Deliver', shipper: (await buildShipper(t.db)).id });
    expect(response.json<OrderRecord>().status_code).toBeNull();
  });

  it('lists exactly the moves the caller may make now, for staff and for a superuser', async () => {
    const customer = await buildCustomer(t.db);
    const staff = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    await buildCustomerPermission(t.db, staff.user.id, customer.id, { view: true, updateOrder: true });
    const offered = (m: OrderMove) => ({ to: m.to, needs: [...m.needs] });
    for (const status of ORDER_STATUSES) {
      const order = await buildOrder(t.db, { customer_id: customer.id, status });
      expect((await api.moves(staff.token, order.id)).json(), `${status} for staff`).toEqual(movesFrom(status, { is_superuser: false }).map(offered));
      expect((await api.moves(admin.token, order.id)).json(), `${status} for a superuser`).toEqual(movesFrom(status, { is_superuser: true }).map(offered));
    }
    const delivered = await buildOrder(t.db, { customer_id: customer.id, status: 'Delivered' });
    expect((await api.moves(staff.token, delivered.id)).json()).toEqual([]);
    const cancelled = await buildOrder(t.db, { customer_id: customer.id, status: 'Pending', status_code: 6 });
    expect((await api.moves(admin.token, cancelled.id)).json()).toEqual([]);
  });

  it('lets staff send an order out only with a shipper they may work with', async () => {
    const customer = await buildCustomer(t.db);
    const staff = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    await buildCustomerPermission(t.db, staff.user.id, customer.id, { view: true, updateOrder: true });
    const mine = await buildShipper(t.db);
    const other = await buildShipper(t.db);
    await buildShipperPermission(t.db, staff.user.id, mine.id);
    const order = await buildOrder(t.db, { customer_id: customer.id });
    // A shipper outside the caller's rows does not exist for them: the same field error as a missing one.
    const refused = await api.move(staff.token, { id: order.id, status: 'Out For Deliver', shipper: other.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors).toEqual({ shipper: 'errors.not_found' });
    expect((await storedOrder(t.db, order.id))?.status).toBe('Pending');
    const moved = await api.move(staff.token, { id: order.id, status: 'Out For Deliver', shipper: mine.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await timeline(staff.token, order.id))[0]).toMatchObject({ user_id: staff.user.id, from_status: 'Pending', to_status: 'Out For Deliver' });
  });
});
