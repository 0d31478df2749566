/**
 * Couriers' positions (server/routes/shipper-positions.ts, domain/positions/rules.ts): a phone's token issued, kept
 * hashed, refused once revoked; what a phone may send and how often; a courier's day with his deliveries placed
 * where he was; who may see which courier; and addresses from a local fake of a Nominatim-style service, asked once
 * per place, coordinates when it cannot answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Device, IssuedDevice, Track } from '../../domain/api/positions';
import { cairoToday } from '../../domain/time';
import { shipperDevices } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildShipper, buildShipperPermission } from '../helpers/builders';
import { closingsApi, shipperDay } from '../helpers/ledger';
import { createTestApp } from '../helpers/test-app';

const { t, admin } = await openApiTest();
const SCREEN = '/dashboard/shippertracking';

const issue = (token: string, shipper: number, label = 'Samsung A14') =>
  t.call(token, { method: 'POST', url: '/api/shippers/devices/', payload: { shipper, label } });
const send = (token: string, positions: Record<string, unknown>[]) =>
  t.call(null, { method: 'POST', url: '/api/shippers/locations/', headers: { 'x-device-token': token }, payload: { positions } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** The phone may send again (its last send moved back beyond the interval). */
const later = (device: number) =>
  t.db
    .update(shipperDevices)
    .set({ last_sent_at: sql`now() - interval '1 minute'` })
    .where(eq(shipperDevices.id, device));
const dayOf = (token: string, shipper: number) =>
  t.call(token, { method: 'GET', url: '/api/shippers/locations/', query: { day_date: cairoToday(), shipper_id: String(shipper) } });

describe("a courier's phone", () => {
  it('sends positions with the token staff issued it, kept hashed, at most once every few seconds, and no more once revoked', async () => {
    const courier = await buildShipper(t.db);
    const issued = await issue(admin.token, courier.id);
    expect(issued.statusCode, issued.body).toBe(201);
    const device = issued.json<IssuedDevice>();
    expect(device).toMatchObject({ shipper: courier.id, label: 'Samsung A14', revoked_at: null, created_by: 'Test superuser' });
    const [stored] = await t.db.select().from(shipperDevices).where(eq(shipperDevices.id, device.id));
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(device.token);
    const listed = (await t.call(admin.token, { method: 'GET', url: '/api/shippers/devices/', query: { shipper: String(courier.id) } })).json<Device[]>();
    expect(listed.map((row) => row.id)).toEqual([device.id]);
    expect(listed[0]).not.toHaveProperty('token');

    const sent = await send(device.token, [
      { at: minutesAgo(3), latitude: 30.0444, longitude: 31.2357, accuracy: 12 },
      { at: minutesAgo(2), latitude: 30.0459, longitude: 31.2243 },
    ]);
    expect([sent.statusCode, sent.json<{ accepted: number }>().accepted]).toEqual([200, 2]);
    // Two sends at once: one is kept, the other told to wait.
    await later(device.id);
    const both = await Promise.all([1, 2].map((n) => send(device.token, [{ at: minutesAgo(1), latitude: 30.05 + n / 1000, longitude: 31.23 }])));
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(both.find((answer) => answer.statusCode === 429)!.json<ErrorBody>().key).toBe('positions.too_soon');

    // What a phone may not send changes nothing.
    await later(device.id);
    for (const [positions, key] of [
      [[{ at: minutesAgo(25 * 60), latitude: 30, longitude: 31 }], 'positions.too_old'],
      [[{ at: new Date(Date.now() + 3_600_000).toISOString(), latitude: 30, longitude: 31 }], 'positions.ahead'],
      [[{ at: minutesAgo(1), latitude: 91, longitude: 31 }], 'validation.invalid'],
      [Array.from({ length: 101 }, () => ({ at: minutesAgo(1), latitude: 30, longitude: 31 })), 'validation.invalid'],
    ] as const) {
      const refused = await send(device.token, [...positions]);
      expect([refused.statusCode, refused.json<ErrorBody>().key], key).toEqual([400, key]);
    }
    expect((await send('not-a-token', [{ at: minutesAgo(1), latitude: 30, longitude: 31 }])).statusCode).toBe(401);
    expect(
      (await t.call(null, { method: 'POST', url: '/api/shippers/locations/', payload: { positions: [{ at: minutesAgo(1), latitude: 30, longitude: 31 }] } }))
        .statusCode,
    ).toBe(401);

    expect((await t.call(admin.token, { method: 'DELETE', url: `/api/shippers/devices/${device.id}/` })).statusCode).toBe(204);
    const revoked = await send(device.token, [{ at: minutesAgo(1), latitude: 30, longitude: 31 }]);
    expect([revoked.statusCode, revoked.json<ErrorBody>().key]).toEqual([401, 'positions.device_unknown']);
    const day = (await dayOf(admin.token, courier.id)).json<Track>();
    expect(day.positions.map((position) => [position.latitude, position.longitude])).toEqual([
      [30.0444, 31.2357],
      [30.0459, 31.2243],
      [expect.any(Number), 31.23],
    ]);
  });
});

describe("a courier's day", () => {
  it('places his deliveries where he was, for whoever sees him; others answer as missing, and the screen is needed', async () => {
    const { shipper, parcels } = await shipperDay(t.db, ['150.00']);
    const device = (await issue(admin.token, shipper.id)).json<IssuedDevice>();
    expect((await send(device.token, [{ at: minutesAgo(10), latitude: 30.0131, longitude: 31.2089 }])).statusCode).toBe(200);
    expect((await closingsApi(t).deliver(admin.token, parcels[0]!.id, '150.00')).statusCode).toBe(200);
    const day = (await dayOf(admin.token, shipper.id)).json<Track>();
    expect(day).toMatchObject({ shipper: shipper.id, day: cairoToday(), map: { tiles: null } });
    expect(day.stops).toEqual([expect.objectContaining({ kind: 'delivered', order_id: parcels[0]!.id, latitude: 30.0131, longitude: 31.2089 })]);

    const clerk = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    await buildShipperPermission(t.db, clerk.user.id, (await buildShipper(t.db)).id);
    expect((await dayOf(clerk.token, shipper.id)).statusCode).toBe(404);
    expect((await issue(clerk.token, shipper.id)).statusCode).toBe(404);
    expect((await t.call(clerk.token, { method: 'DELETE', url: `/api/shippers/devices/${device.id}/` })).statusCode).toBe(404);
    await buildShipperPermission(t.db, clerk.user.id, shipper.id);
    expect((await dayOf(clerk.token, shipper.id)).statusCode).toBe(200);
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/customercategory'] });
    expect((await dayOf(other.token, shipper.id)).statusCode).toBe(403);
  });
});

describe('who may reach the staff calls', () => {
  it('refuses a merchant (403) and no login (401) on every staff call, and no staff login sends positions', async () => {
    const courier = await buildShipper(t.db);
    const device = (await issue(admin.token, courier.id)).json<IssuedDevice>();
    const merchant = await t.loginAs({ role: 'customer' });
    const calls = [
      { method: 'GET', url: '/api/shippers/locations/', query: { day_date: cairoToday(), shipper_id: String(courier.id) } },
      { method: 'GET', url: '/api/shippers/devices/', query: { shipper: String(courier.id) } },
      { method: 'POST', url: '/api/shippers/devices/', payload: { shipper: courier.id, label: 'x' } },
      { method: 'DELETE', url: `/api/shippers/devices/${device.id}/` },
      { method: 'GET', url: '/api/geocode/reverse/', query: { latitude: '30', longitude: '31' } },
    ] as const;
    for (const call of calls) {
      expect((await t.call(merchant.token, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.call(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    // Bad input is named, not a failure.
    const badReads: { url: string; query: Record<string, string> }[] = [
      { url: '/api/shippers/locations/', query: { day_date: 'today', shipper_id: String(courier.id) } },
      { url: '/api/shippers/locations/', query: { day_date: '2026-02-30', shipper_id: String(courier.id) } },
      { url: '/api/shippers/locations/', query: { day_date: cairoToday(), shipper_id: 'x' } },
      { url: '/api/geocode/reverse/', query: { latitude: '200', longitude: '31' } },
    ];
    for (const bad of badReads) expect((await t.call(admin.token, { method: 'GET', ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    // A staff session is no phone: without a device token the send is refused, whoever is logged in.
    const staffSend = await t.call(admin.token, {
      method: 'POST',
      url: '/api/shippers/locations/',
      payload: { positions: [{ at: minutesAgo(1), latitude: 30, longitude: 31 }] },
    });
    expect(staffSend.statusCode).toBe(401);
    const [kept] = await t.db.select().from(shipperDevices).where(eq(shipperDevices.id, device.id));
    expect(kept!.revoked_at).toBeNull();
  });
});

describe('addresses', () => {
  it('asks the service once per place and language, and answers none when it cannot', async () => {
    const asked: string[] = [];
    let up = true;
    const service: Server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (!up) return void response.writeHead(503).end();
      const lang = new URL(request.url ?? '', 'http://x').searchParams.get('accept-language');
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ display_name: lang === 'ar' ? 'ميدان التحرير، القاهرة' : 'Tahrir Square, Cairo' }));
    });
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
    afterAll(() => new Promise<void>((done) => service.close(() => done())));
    const mapped = await createTestApp({ maps: { geocoder: `http://127.0.0.1:${(service.address() as AddressInfo).port}` } });
    afterAll(() => mapped.close());
    const reader = await mapped.loginAs({ role: 'staff', urls: [SCREEN] });
    const address = async (latitude: number, longitude: number, lang = 'en') =>
      (
        await mapped.call(reader.token, {
          method: 'GET',
          url: '/api/geocode/reverse/',
          query: { latitude: String(latitude), longitude: String(longitude), lang },
        })
      ).json<{
        address: string | null;
      }>().address;

    expect(await address(30.04441, 31.23571)).toBe('Tahrir Square, Cairo');
    // A place within a few metres is the same place: not asked again.
    expect(await address(30.04443, 31.23568)).toBe('Tahrir Square, Cairo');
    expect(await address(30.04441, 31.23571, 'ar')).toBe('ميدان التحرير، القاهرة');
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain('lat=30.0444');
    up = false;
    expect(await address(29.9792, 31.1342)).toBeNull();
    // Without a service configured, no address.
    expect((await t.call(admin.token, { method: 'GET', url: '/api/geocode/reverse/', query: { latitude: '30', longitude: '31' } })).json()).toEqual({
      address: null,
    });
  });
});
