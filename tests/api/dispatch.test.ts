import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoDaysAgo } from '../../domain/time';
import { auditLog, closingOrders, hubScans, orderEvents, orders, runSheetOrders, runSheets, shipperClosings } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import {
  buildCity,
  buildCustomer,
  buildCustomerPermission,
  buildFieldPermission,
  buildHub,
  buildOrder,
  buildShipper,
  buildShipperPermission,
  buildZone,
} from '../helpers/builders';
import { storedOrder, type OrderRecord } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const hub = await buildHub(t.db);
const city = await buildCity(t.db);
const zone = await buildZone(t.db, { city_id: city.id });
const otherZone = await buildZone(t.db, { city_id: city.id });
const courier = await buildShipper(t.db, { delivery_fee: '30.00', city_id: city.id }, [zone.id]);
const hiddenCourier = await buildShipper(t.db, { city_id: city.id }, [zone.id]);
const customer = await buildCustomer(t.db);
const hiddenCustomer = await buildCustomer(t.db);

const URLS = ['/dashboard/shipperEntry', '/dashboard/shipmentEntrySheet', '/dashboard/hubscan'];
/** Staff holding the three screens, seeing `customer` (its address but not its phone) and `courier`. */
const staff = await t.loginAs({ role: 'staff', urls: URLS });
await buildCustomerPermission(t.db, staff.user.id, customer.id, { view: true, address: true, updateOrder: true });
await buildShipperPermission(t.db, staff.user.id, courier.id);
await buildShipperPermission(t.db, staff.user.id, hub.id);
for (const field of ['show_order_serial', 'show_total_amount']) await buildFieldPermission(t.db, staff.user.id, field, true);
const noScreens = await t.loginAs({ role: 'staff' });
await buildCustomerPermission(t.db, noScreens.user.id, customer.id, { view: true, updateOrder: true });
await buildShipperPermission(t.db, noScreens.user.id, courier.id);
/** Sees the customer but may not change its orders. */
const viewer = await t.loginAs({ role: 'staff', urls: URLS });
await buildCustomerPermission(t.db, viewer.user.id, customer.id, { view: true });
await buildShipperPermission(t.db, viewer.user.id, courier.id);

const atHub = (values: Partial<typeof orders.$inferInsert> = {}) =>
  buildOrder(t.db, { customer_id: customer.id, city_id: city.id, zone_id: zone.id, shipper_id: hub.id, shipper_fees: '0', ...values });
const post = (token: string, url: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url, payload });
const get = (token: string, url: string, query: Record<string, string>) => t.call(token, { method: 'GET', url, query });
const handOver = (token: string, payload: Record<string, unknown>) => post(token, '/api/shippers/daily_send_orders/', payload);
const scan = (token: string, payload: Record<string, unknown>) => post(token, '/api/orders/in_out/', payload);
const resultsOf = (response: { json: <T>() => T }) => response.json<{ results: OrderRecord[] }>().results.map((order) => order.id);
const sheetsOf = (shipperId: number) => t.db.select().from(runSheets).where(eq(runSheets.shipper_id, shipperId));
const scanCount = async () => (await t.db.select({ id: hubScans.id }).from(hubScans)).length;

describe('handing parcels to a shipper (shipperEntry)', () => {
  it('moves scanned and picked parcels out with the shipper, his fee, a timeline row and his run sheet of the day', async () => {
    const [scanned, picked] = [await atHub(), await atHub({ status: 'Undelivered' })];
    const response = await handOver(staff.token, { shipper: courier.id, serials: [` ${scanned.serial} `], ids: [picked.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ handed: 2, already: 0, shipper: courier.id });
    for (const id of [scanned.id, picked.id]) {
      expect(await storedOrder(t.db, id)).toMatchObject({ status: 'Out For Deliver', shipper_id: courier.id, shipper_fees: '30.00' });
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, id));
      expect(events.map((event) => [event.action, event.to_status])).toContainEqual(['status', 'Out For Deliver']);
    }
    const [sheet] = await sheetsOf(courier.id);
    const lines = await t.db.select().from(runSheetOrders).where(eq(runSheetOrders.run_sheet_id, sheet!.id));
    expect(lines.map((line) => line.order_id).sort()).toEqual([scanned.id, picked.id].sort());

    const today = await get(staff.token, '/api/shippers/today_shipper_orders/', { shipper_id: String(courier.id) });
    expect(resultsOf(today).sort()).toEqual([scanned.id, picked.id].sort());
  });

  it('answers a repeated hand-over without moving or doubling anything', async () => {
    const order = await atHub();
    await handOver(staff.token, { shipper: courier.id, ids: [order.id] });
    const events = (await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id))).length;
    const again = await handOver(staff.token, { shipper: courier.id, ids: [order.id] });
    expect(again.json()).toMatchObject({ handed: 0, already: 1 });
    expect((await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id))).length).toBe(events);
    expect(await sheetsOf(courier.id)).toHaveLength(1);
  });

  it('changes nothing when one parcel of the request may not go out', async () => {
    const shipper = await buildShipper(t.db, { city_id: city.id });
    await buildShipperPermission(t.db, staff.user.id, shipper.id);
    const fine = await atHub();
    const returned = await atHub({ status: 'Returned' });
    const response = await handOver(staff.token, { shipper: shipper.id, ids: [fine.id, returned.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody & { params: Record<string, string> }>()).toMatchObject({
      key: 'orders.bulk_refused',
      params: { serial: returned.serial, reason_key: 'orders.move_not_allowed' },
    });
    expect(await storedOrder(t.db, fine.id)).toMatchObject({ status: 'Pending', shipper_id: hub.id });
    expect(await sheetsOf(shipper.id)).toHaveLength(0);
  });

  it('refuses an unknown serial and the serial of a hidden customer alike', async () => {
    const hidden = await buildOrder(t.db, { customer_id: hiddenCustomer.id, shipper_id: hub.id });
    const unknown = await handOver(staff.token, { shipper: courier.id, serials: ['99999999999'] });
    const secret = await handOver(staff.token, { shipper: courier.id, serials: [hidden.serial] });
    expect(unknown.statusCode).toBe(404);
    expect(secret.statusCode).toBe(404);
    const strip = (body: ErrorBody & { params?: Record<string, string> }) => ({ ...body, message: '', params: { ...body.params, serial: '' } });
    expect(strip(secret.json())).toEqual(strip(unknown.json()));
    expect(await storedOrder(t.db, hidden.id)).toMatchObject({ status: 'Pending' });
  });

  it('finds a scanned serial before it joins the list, and answers an unknown or hidden one alike with 404', async () => {
    const order = await atHub();
    const hidden = await buildOrder(t.db, { customer_id: hiddenCustomer.id, shipper_id: hub.id });
    const found = await get(staff.token, '/api/shippers/daily_send_orders/parcel/', { serial: ` ${order.serial} ` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ id: order.id, serial: order.serial });
    const unknown = await get(staff.token, '/api/shippers/daily_send_orders/parcel/', { serial: '99999999999' });
    const secret = await get(staff.token, '/api/shippers/daily_send_orders/parcel/', { serial: hidden.serial });
    expect([unknown.statusCode, secret.statusCode]).toEqual([404, 404]);
    expect(unknown.json<{ params: { serial: string } }>().params.serial).toBe('99999999999');
  });

  it('refuses a staff member who may not change the customer’s orders with the spec’s denial', async () => {
    const order = await atHub();
    const response = await handOver(viewer.token, { shipper: courier.id, ids: [order.id] });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().key).toBe('orders.no_update_permission');
  });

  it('refuses bad input beside its field and changes nothing', async () => {
    const order = await atHub();
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: [order.id] }, 'shipper'],
      [{ shipper: courier.id, ids: [order.id], day: cairoDaysAgo(1) }, 'day'],
      [{ shipper: courier.id, ids: [order.id], day: '2026-02-30' }, 'day'],
      [{ shipper: courier.id }, 'serials'],
      [{ shipper: hub.id, ids: [order.id] }, 'shipper'],
    ];
    for (const [payload, field] of cases) {
      const response = await handOver(admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (field !== 'shipper' || payload.shipper) expect(response.json<ErrorBody>().errors).toHaveProperty(field);
    }
    expect(await storedOrder(t.db, order.id)).toMatchObject({ status: 'Pending' });
  });

  it('takes tomorrow’s sheet the evening before', async () => {
    const order = await atHub();
    const response = await handOver(staff.token, { shipper: courier.id, ids: [order.id], day: cairoDaysAgo(-1) });
    expect(response.statusCode, response.body).toBe(200);
    const tomorrow = await get(staff.token, '/api/shippers/today_shipper_orders/', { shipper_id: String(courier.id), day: cairoDaysAgo(-1) });
    expect(resultsOf(tomorrow)).toEqual([order.id]);
  });
});

describe('the shipper’s day lists', () => {
  it('offers the hub’s parcels in his zones that may go out, and none of a hidden customer', async () => {
    const mine = await atHub();
    const elsewhere = await atHub({ zone_id: otherZone.id });
    const awaitingPickup = await atHub({ status_code: 1 });
    const hidden = await buildOrder(t.db, { customer_id: hiddenCustomer.id, city_id: city.id, zone_id: zone.id, shipper_id: hub.id });
    const ids = resultsOf(await get(staff.token, '/api/shippers/daily_send_orders/', { shipper_id: String(courier.id) }));
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(awaitingPickup.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('lists what he must bring back: out, on hold, undelivered and rejected, not delivered', async () => {
    const shipper = await buildShipper(t.db, { city_id: city.id });
    await buildShipperPermission(t.db, staff.user.id, shipper.id);
    const back = await Promise.all(
      ['Out For Deliver', 'Hold', 'Undelivered', 'Rejected'].map((status) => atHub({ shipper_id: shipper.id, status: status as 'Hold' })),
    );
    const delivered = await atHub({ shipper_id: shipper.id, status: 'Delivered' });
    const ids = resultsOf(await get(staff.token, '/api/shippers/return_shipper_orders/', { shipper_id: String(shipper.id) }));
    expect(ids.sort()).toEqual(back.map((order) => order.id).sort());
    expect(ids).not.toContain(delivered.id);
  });

  it('answers a shipper the caller may not see as a missing one, on every route', async () => {
    const order = await atHub();
    for (const url of [
      '/api/shippers/daily_send_orders/',
      '/api/shippers/today_shipper_orders/',
      '/api/shippers/return_shipper_orders/',
      '/api/shippers/run_sheet/',
    ]) {
      const hidden = await get(staff.token, url, { shipper_id: String(hiddenCourier.id) });
      const missing = await get(staff.token, url, { shipper_id: '999999' });
      expect([hidden.statusCode, missing.statusCode], url).toEqual([404, 404]);
      expect(hidden.body).toBe(missing.body);
    }
    expect((await handOver(staff.token, { shipper: hiddenCourier.id, ids: [order.id] })).statusCode).toBe(404);
    expect((await scan(staff.token, { direction: 'out', serial: order.serial, shipper: hiddenCourier.id })).statusCode).toBe(404);
  });

  it('refuses every dispatch route to staff without its screen', async () => {
    const calls = [
      get(noScreens.token, '/api/shippers/daily_send_orders/', { shipper_id: String(courier.id) }),
      handOver(noScreens.token, { shipper: courier.id, ids: [1] }),
      get(noScreens.token, '/api/shippers/today_shipper_orders/', { shipper_id: String(courier.id) }),
      get(noScreens.token, '/api/shippers/return_shipper_orders/', { shipper_id: String(courier.id) }),
      get(noScreens.token, '/api/shippers/run_sheet/', { shipper_id: String(courier.id) }),
      t.call(noScreens.token, { method: 'GET', url: '/api/shippers/run_sheet/1' }),
      scan(noScreens.token, { direction: 'in', serial: '1' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });
});

describe('the printed run sheet (shipmentEntrySheet)', () => {
  it('gives the sheet by shipper and day or by number, with the recipient’s phone hidden where the caller may not see it', async () => {
    const shipper = await buildShipper(t.db, { city_id: city.id });
    await buildShipperPermission(t.db, staff.user.id, shipper.id);
    const order = await atHub({ total_amount: '125.50' });
    await handOver(staff.token, { shipper: shipper.id, ids: [order.id] });
    const byDay = await get(staff.token, '/api/shippers/run_sheet/', { shipper_id: String(shipper.id) });
    expect(byDay.statusCode, byDay.body).toBe(200);
    const sheet = byDay.json<{ id: number; shipper: { name: string }; orders: OrderRecord[] }>();
    expect(sheet.shipper.name).toBe(shipper.name);
    expect(sheet.orders).toHaveLength(1);
    expect(sheet.orders[0]).toMatchObject({ id: order.id, total_amount: '125.50', phone: '', address: order.address });
    expect(sheet.orders[0]!.hidden_fields).toContain('phone');
    const byId = await t.call(staff.token, { method: 'GET', url: `/api/shippers/run_sheet/${sheet.id}` });
    expect(byId.json<{ orders: OrderRecord[] }>().orders.map((row) => row.id)).toEqual([order.id]);
    const asAdmin = await t.call(admin.token, { method: 'GET', url: `/api/shippers/run_sheet/${sheet.id}` });
    expect(asAdmin.json<{ orders: OrderRecord[] }>().orders[0]!.phone).toBe(order.phone);
  });

  it('answers the sheet of a hidden shipper as a missing one', async () => {
    const order = await atHub();
    await handOver(admin.token, { shipper: hiddenCourier.id, ids: [order.id] });
    const [sheet] = await sheetsOf(hiddenCourier.id);
    const hidden = await t.call(staff.token, { method: 'GET', url: `/api/shippers/run_sheet/${sheet!.id}` });
    const missing = await t.call(staff.token, { method: 'GET', url: '/api/shippers/run_sheet/999999' });
    expect([hidden.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(hidden.body).toBe(missing.body);
  });
});

describe('the hub scanner (in/out)', () => {
  it('sends a parcel out, then answers the same scan as a duplicate, recording both', async () => {
    const order = await atHub();
    const before = await scanCount();
    const first = await scan(staff.token, { direction: 'out', serial: order.serial, shipper: courier.id });
    expect(first.json()).toMatchObject({ result: 'accepted', status: 'Out For Deliver', order: order.id });
    expect(await storedOrder(t.db, order.id)).toMatchObject({ status: 'Out For Deliver', shipper_id: courier.id });
    const second = await scan(staff.token, { direction: 'out', serial: order.serial, shipper: courier.id });
    expect(second.json()).toMatchObject({ result: 'duplicate' });
    expect(await scanCount()).toBe(before + 2);
    expect(resultsOf(await get(staff.token, '/api/shippers/today_shipper_orders/', { shipper_id: String(courier.id) }))).toContain(order.id);
  });

  it('takes a parcel back in: out goes back to pending, the others keep their status, the hub holds them', async () => {
    const out = await atHub({ shipper_id: courier.id, status: 'Out For Deliver' });
    const held = await atHub({ shipper_id: courier.id, status: 'Hold' });
    expect((await scan(staff.token, { direction: 'in', serial: out.serial })).json()).toMatchObject({ result: 'accepted', status: 'Pending' });
    expect((await scan(staff.token, { direction: 'in', serial: held.serial })).json()).toMatchObject({ result: 'accepted', status: 'Hold' });
    expect(await storedOrder(t.db, out.id)).toMatchObject({ status: 'Pending', shipper_id: hub.id });
    expect(await storedOrder(t.db, held.id)).toMatchObject({ status: 'Hold', shipper_id: hub.id });
    expect((await scan(staff.token, { direction: 'in', serial: held.serial })).json()).toMatchObject({ result: 'duplicate' });
    const [row] = await t.db
      .select()
      .from(hubScans)
      .where(and(eq(hubScans.order_id, out.id), eq(hubScans.direction, 'in')));
    expect(row).toMatchObject({ result: 'accepted', shipper_id: courier.id, user_id: staff.user.id });
  });

  it('resolves the missed return of a closing when the parcel comes in', async () => {
    const order = await atHub({ shipper_id: courier.id, status: 'Undelivered' });
    const [closing] = await t.db
      .insert(shipperClosings)
      .values({ shipper_id: courier.id, closing_date: cairoDaysAgo(1), expected: 0n, counted: 0n, fees: 0n, previous_debt: 0n, difference: 0n })
      .returning();
    await t.db.insert(closingOrders).values({ closing_id: closing!.id, order_id: order.id, role: 'return', received: false });
    expect((await scan(staff.token, { direction: 'in', serial: order.serial })).json()).toMatchObject({ result: 'accepted' });
    const [missed] = await t.db.select().from(closingOrders).where(eq(closingOrders.order_id, order.id));
    expect(missed!.resolved_at).not.toBeNull();
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'missed_return_resolved'));
    expect(audits.map((entry) => entry.entity_id)).toContain(String(order.id));
  });

  it('refuses with the reason each rule gives, recording every refusal', async () => {
    const pendingAtHub = await atHub();
    const delivered = await atHub({ shipper_id: courier.id, status: 'Delivered' });
    const before = await scanCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ direction: 'in', serial: pendingAtHub.serial }, 'dispatch.not_with_shipper'],
      [{ direction: 'in', serial: delivered.serial }, 'dispatch.in_status'],
      [{ direction: 'out', serial: delivered.serial, shipper: courier.id }, 'orders.move_superuser'],
    ];
    for (const [payload, reason] of cases) {
      const response = await scan(staff.token, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json(), reason).toMatchObject({ result: 'refused', reason });
    }
    const denied = await scan(viewer.token, { direction: 'out', serial: pendingAtHub.serial, shipper: courier.id });
    expect(denied.json()).toMatchObject({ result: 'refused', reason: 'orders.no_update_permission' });
    expect(await scanCount()).toBe(before + 4);
    expect(await storedOrder(t.db, pendingAtHub.id)).toMatchObject({ status: 'Pending', shipper_id: hub.id });
  });

  it('refuses an unknown serial and a hidden customer’s parcel exactly alike', async () => {
    const hidden = await buildOrder(t.db, { customer_id: hiddenCustomer.id, shipper_id: courier.id, status: 'Out For Deliver' });
    const strip = (body: Record<string, unknown>) => ({ ...body, id: 0, at: '', serial: '' });
    const unknown = await scan(staff.token, { direction: 'in', serial: '88888888888' });
    const secret = await scan(staff.token, { direction: 'in', serial: hidden.serial });
    expect(strip(secret.json())).toEqual(strip(unknown.json()));
    expect(unknown.json()).toMatchObject({ result: 'refused', reason: 'errors.not_found', order: null });
    expect(await storedOrder(t.db, hidden.id)).toMatchObject({ status: 'Out For Deliver' });
  });

  it('refuses a scan without its serial, or out without a shipper, as bad input and records nothing', async () => {
    const before = await scanCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ direction: 'out', serial: '10000001' }, 'shipper'],
      [{ direction: 'in', serial: '   ' }, 'serial'],
      [{ direction: 'sideways', serial: '10000001' }, 'direction'],
      [{ direction: 'out', serial: '10000001', shipper: hub.id }, 'shipper'],
    ];
    for (const [payload, field] of cases) {
      const response = await scan(staff.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (field !== 'direction') expect(response.json<ErrorBody>().errors).toHaveProperty(field);
    }
    expect(await scanCount()).toBe(before);
  });
});
