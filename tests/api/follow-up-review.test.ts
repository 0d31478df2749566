import { describe, expect, it } from 'vitest';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission, buildHoldReason, buildHub, buildOrder, buildShipperPermission } from '../helpers/builders';
import { followApi, followStaff, shipperDay, SHIPPER_REVIEW } from '../helpers/follow-up';
import { eventCount, storedOrder } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = followApi(t);
await buildHub(t.db);

const statusOf = async (id: number) => (await storedOrder(t.db, id))?.status;

describe('review', () => {
  it("confirms each parcel's outcome in one call: delivered in full, partially, on hold, undelivered", async () => {
    const { shipper, orders } = await shipperDay(t.db, 4, { total_amount: '300.00' });
    const reason = await buildHoldReason(t.db);
    const [full, partial, hold, back] = orders;
    const response = await api.review(admin.token, {
      shipper: shipper.id,
      orders: [
        { id: full!.id, status: 'Delivered', collected_amount: '300' },
        { id: partial!.id, status: 'Delivered', collected_amount: '120.50' },
        { id: hold!.id, status: 'Hold', hold_reason: reason.id },
        { id: back!.id, status: 'Undelivered', note: 'No answer' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 4 });
    expect(await storedOrder(t.db, full!.id)).toMatchObject({ status: 'Delivered', collected_amount: '300.00' });
    expect(await storedOrder(t.db, partial!.id)).toMatchObject({ status: 'Delivered', collected_amount: '120.50' });
    expect(await storedOrder(t.db, hold!.id)).toMatchObject({ status: 'Hold', hold_reason_id: reason.id });
    expect(await statusOf(back!.id)).toBe('Undelivered');
    expect(await eventCount(t.db, partial!.id)).toBe(1);
  });

  it('changes nothing when one parcel is refused, and names it', async () => {
    const { shipper, orders } = await shipperDay(t.db, 2);
    const response = await api.review(admin.token, {
      shipper: shipper.id,
      orders: [
        { id: orders[0]!.id, status: 'Delivered', collected_amount: '250' },
        { id: orders[1]!.id, status: 'Hold' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ key: 'orders.bulk_refused' });
    expect(response.json<ErrorBody>().message).toContain(orders[1]!.serial);
    expect(response.json<ErrorBody>().message).toContain('Choose why the order is on hold');
    expect(await statusOf(orders[0]!.id)).toBe('Out For Deliver');
    expect(await eventCount(t.db, orders[0]!.id)).toBe(0);
  });

  it("refuses more cash than the total, another shipper's parcel, a missing amount, and a move the machine does not make", async () => {
    const { shipper, orders, customer } = await shipperDay(t.db, 1, { total_amount: '100.00' });
    const other = await shipperDay(t.db, 1);
    const delivered = await buildOrder(t.db, { customer_id: customer.id, shipper_id: shipper.id, status: 'Delivered', collected_amount: '5' });
    const review = (item: Record<string, unknown>) => api.review(admin.token, { shipper: shipper.id, orders: [item] });
    const above = await review({ id: orders[0]!.id, status: 'Delivered', collected_amount: '100.01' });
    expect(above.statusCode).toBe(400);
    expect(above.json<ErrorBody>()).toMatchObject({ key: 'followup.collected_above_total', errors: { collected_amount: 'followup.collected_above_total' } });
    expect((await review({ id: other.orders[0]!.id, status: 'Delivered', collected_amount: '1' })).json<ErrorBody>().key).toBe('followup.not_shipper_parcel');
    expect((await review({ id: orders[0]!.id, status: 'Delivered' })).json<ErrorBody>().key).toBe('orders.collected_required');
    expect((await review({ id: delivered.id, status: 'Rejected', note: 'x' })).json<ErrorBody>().key).toBe('orders.move_not_allowed');
    expect((await review({ id: orders[0]!.id, status: 'Delivered', collected_amount: '1,5' })).json<ErrorBody>().errors).toEqual({
      collected_amount: 'prices.money_invalid',
    });
    const twice = await api.review(admin.token, {
      shipper: shipper.id,
      orders: [
        { id: orders[0]!.id, status: 'Delivered', collected_amount: '1' },
        { id: orders[0]!.id, status: 'Delivered', collected_amount: '1' },
      ],
    });
    expect(twice.json<ErrorBody>().errors).toEqual({ orders: 'followup.order_twice' });
    expect(await statusOf(orders[0]!.id)).toBe('Out For Deliver');
  });

  it('keeps staff to their shippers and customers: a hidden shipper is missing, a hidden parcel is 404, no update right is 403', async () => {
    const mine = await shipperDay(t.db, 1);
    const hidden = await shipperDay(t.db, 1, { shipper_id: mine.shipper.id });
    const staff = await followStaff(t, [SHIPPER_REVIEW], { customers: [mine.customer.id], shippers: [mine.shipper.id] });
    const delivered = (id: number) => ({ shipper: mine.shipper.id, orders: [{ id, status: 'Delivered', collected_amount: '1' }] });
    expect((await api.review(staff.token, delivered(hidden.orders[0]!.id))).statusCode).toBe(404);
    const foreign = await api.review(staff.token, { ...delivered(mine.orders[0]!.id), shipper: hidden.shipper.id });
    expect(foreign.json<ErrorBody>().errors).toEqual({ shipper: 'errors.not_found' });
    const viewer = await t.loginAs({ role: 'staff', urls: [SHIPPER_REVIEW] });
    await buildCustomerPermission(t.db, viewer.user.id, mine.customer.id, { view: true });
    await buildShipperPermission(t.db, viewer.user.id, mine.shipper.id);
    const denied = await api.review(viewer.token, delivered(mine.orders[0]!.id));
    expect(denied.statusCode).toBe(403);
    expect((await api.review(staff.token, delivered(mine.orders[0]!.id))).statusCode).toBe(200);
  });
});

describe('quick action', () => {
  it('delivers the selected parcels with their whole total collected', async () => {
    const { shipper, orders } = await shipperDay(t.db, 2, { total_amount: '80.25' });
    const response = await api.quick(admin.token, { shipper: shipper.id, ids: orders.map((o) => o.id), action: 'deliver' });
    expect(response.json()).toEqual({ updated: 2 });
    for (const order of orders) expect(await storedOrder(t.db, order.id)).toMatchObject({ status: 'Delivered', collected_amount: '80.25' });
  });

  it('sends parcels back to the hub as Undelivered with a note, all or nothing', async () => {
    const { shipper, orders, customer } = await shipperDay(t.db, 1);
    const delivered = await buildOrder(t.db, { customer_id: customer.id, shipper_id: shipper.id, status: 'Delivered', collected_amount: '1' });
    const noNote = await api.quick(admin.token, { shipper: shipper.id, ids: [orders[0]!.id], action: 'return' });
    expect(noNote.json<ErrorBody>().errors).toEqual({ note: 'orders.note_required' });
    const mixed = await api.quick(admin.token, { shipper: shipper.id, ids: [orders[0]!.id, delivered.id], action: 'return', note: 'Closed shop' });
    expect(mixed.statusCode).toBe(400);
    expect(await statusOf(orders[0]!.id)).toBe('Out For Deliver');
    const back = await api.quick(admin.token, { shipper: shipper.id, ids: [orders[0]!.id], action: 'return', note: 'Closed shop' });
    expect(back.statusCode).toBe(200);
    expect(await statusOf(orders[0]!.id)).toBe('Undelivered');
  });
});
