import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHIPPER_HUB_ID, SHIPPER_VEHICLE_TYPES } from '../../domain/validation';
import { auditLog, HUB_SHIPPER_ID, shippers, shipperZones, VEHICLE_TYPES } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildHub, buildOrder, buildShipper, buildShipperGroup, buildZone } from '../helpers/builders';

const { t, admin } = await openApiTest();
const hub = await buildHub(t.db);

interface ShipperOut {
  id: number;
  name: string;
  phone: string;
  national_id: string;
  vehicle_type: string;
  city_id: number | null;
  group_id: number | null;
  zone_ids: number[];
  delivery_fee: string;
  return_fee: string;
  is_active: boolean;
  is_hub: boolean;
  contact_hidden: { phone: boolean };
}

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(admin.token, { method, url, ...(payload ? { payload } : {}) });
const listOf = (filter: Record<string, unknown>) => t.call(admin.token, { method: 'GET', url: '/api/Shipper', query: { filter: JSON.stringify(filter) } });
const idsOf = (body: ShipperOut[]) => body.map((row) => row.id).sort((a, b) => a - b);

async function validBody(extra: Record<string, unknown> = {}) {
  const city = await buildCity(t.db);
  return { name: 'Hassan Ali', phone: '01012345678', national_id: '29001011234567', city_id: city.id, delivery_fee: '15.50', return_fee: '7', ...extra };
}

describe('the hub and the vehicle types', () => {
  it('agree between the shared rules and the database schema', () => {
    expect(SHIPPER_HUB_ID).toBe(HUB_SHIPPER_ID);
    expect([...SHIPPER_VEHICLE_TYPES]).toEqual([...VEHICLE_TYPES]);
  });
});

describe('Shipper through the simple-rest API', () => {
  it('creates with zones, reads, updates and deletes, auditing each change', async () => {
    const group = await buildShipperGroup(t.db);
    const body = await validBody({ group_id: group.id, vehicle_type: 'van', vehicle_plate: 'ق ب 1234' });
    const [z1, z2] = [await buildZone(t.db, { city_id: body.city_id }), await buildZone(t.db)];
    const created = await api('POST', '/api/Shipper', { ...body, zone_ids: [z1.id, z2.id, z1.id], is_hub: true });
    expect(created.statusCode, created.body).toBe(201);
    const shipper = created.json<ShipperOut>();
    expect(shipper).toMatchObject({ name: 'Hassan Ali', phone: '01012345678', group_id: group.id, vehicle_type: 'van', is_active: true });
    expect(shipper).toMatchObject({ is_hub: false, delivery_fee: '15.50', return_fee: '7.00', contact_hidden: { phone: false } });
    expect(shipper.zone_ids).toEqual([z1.id, z2.id].sort((a, b) => a - b));

    expect((await api('GET', `/api/Shipper/${shipper.id}`)).json<ShipperOut>()).toEqual(shipper);

    const updated = await api('PUT', `/api/Shipper/${shipper.id}`, { ...body, name: 'Hassan Aly', zone_ids: [z2.id], is_active: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<ShipperOut>()).toMatchObject({ name: 'Hassan Aly', zone_ids: [z2.id], is_active: false });

    expect((await api('DELETE', `/api/Shipper/${shipper.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/Shipper/${shipper.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(shipperZones).where(eq(shipperZones.shipper_id, shipper.id))).toEqual([]);

    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Shipper'), eq(auditLog.entity_id, String(shipper.id))))
      .orderBy(asc(auditLog.id));
    expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1]?.before).toMatchObject({ name: 'Hassan Ali', zone_ids: [z1.id, z2.id].sort((a, b) => a - b) });
    expect(trail[1]?.after).toMatchObject({ name: 'Hassan Aly', zone_ids: [z2.id] });
  });

  it('answers the field keys of the rules', async () => {
    const empty = await api('POST', '/api/Shipper', { name: '', phone: '', city_id: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().errors).toMatchObject({
      name: 'validation.name_required',
      phone: 'validation.phone_required',
      city_id: 'validation.city_required',
    });
    const wrong = await api('POST', '/api/Shipper', await validBody({ phone: '0123', national_id: '123' }));
    expect(wrong.json<ErrorBody>().errors).toEqual({ phone: 'validation.phone_invalid', national_id: 'validation.invalid' });
    const badVehicle = await api('POST', '/api/Shipper', await validBody({ vehicle_type: 'rocket' }));
    expect(badVehicle.statusCode).toBe(400);
    const noZone = await api('POST', '/api/Shipper', await validBody({ zone_ids: [2147483000] }));
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json<ErrorBody>().errors).toEqual({ zone_ids: 'errors.not_found' });
    const noCity = await api('POST', '/api/Shipper', await validBody({ city_id: 2147483000 }));
    expect(noCity.statusCode).toBe(400);
  });

  it('keeps fees exact: two decimals at most, never negative, returned as stored', async () => {
    for (const fee of ['12.345', '-1', '1e3', 'abc', '12345678901']) {
      const response = await api('POST', '/api/Shipper', await validBody({ delivery_fee: fee }));
      expect(response.statusCode, fee).toBe(400);
      expect(response.json<ErrorBody>().errors, fee).toEqual({ delivery_fee: 'prices.money_invalid' });
    }
    const created = await api('POST', '/api/Shipper', await validBody({ delivery_fee: '10.10', return_fee: 0.3 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<ShipperOut>()).toMatchObject({ delivery_fee: '10.10', return_fee: '0.30' });
    const [stored] = await t.db.select().from(shippers).where(eq(shippers.id, created.json<ShipperOut>().id));
    expect(stored).toMatchObject({ delivery_fee: '10.10', return_fee: '0.30' });
  });

  it('refuses to delete a shipper that a customer picks up with, and lets it be deactivated', async () => {
    const shipper = await buildShipper(t.db);
    await buildCustomer(t.db, { pickup_shipper_id: shipper.id });
    const refused = await api('DELETE', `/api/Shipper/${shipper.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().key).toBe('errors.in_use');
    expect(await t.db.select().from(shippers).where(eq(shippers.id, shipper.id))).toHaveLength(1);
    const retired = await api('PUT', `/api/Shipper/${shipper.id}`, { ...(await validBody()), is_active: false });
    expect(retired.json<ShipperOut>().is_active).toBe(false);
  });

  it('says which shippers are in use (orders or a pickup), and deletes only those that are not', async () => {
    const [free, withOrder] = [await buildShipper(t.db), await buildShipper(t.db)];
    await buildOrder(t.db, { shipper_id: withOrder.id });
    expect((await api('GET', `/api/Shipper/${withOrder.id}`)).json()).toMatchObject({ in_use: true });
    expect((await api('GET', `/api/Shipper/${free.id}`)).json()).toMatchObject({ in_use: false });
    expect((await api('DELETE', `/api/Shipper/${withOrder.id}`)).statusCode).toBe(409);
    expect((await api('DELETE', `/api/Shipper/${free.id}`)).statusCode).toBe(200);
  });

  it('keeps the hub: flagged, never deleted, never deactivated', async () => {
    const read = await api('GET', `/api/Shipper/${hub.id}`);
    expect(read.json<ShipperOut>()).toMatchObject({ id: HUB_SHIPPER_ID, is_hub: true });
    const deleted = await api('DELETE', `/api/Shipper/${hub.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<ErrorBody>().key).toBe('errors.in_use');
    const deactivated = await api('PUT', `/api/Shipper/${hub.id}`, { ...(await validBody()), is_active: false });
    expect(deactivated.statusCode).toBe(400);
    expect(deactivated.json<ErrorBody>().errors).toEqual({ is_active: 'validation.invalid' });
    const renamed = await api('PUT', `/api/Shipper/${hub.id}`, { ...(await validBody()), name: 'Warehouse' });
    expect(renamed.json<ShipperOut>()).toMatchObject({ name: 'Warehouse', is_hub: true, is_active: true });
    const others = (await listOf({ is_active: true })).json<ShipperOut[]>().filter((row) => row.is_hub);
    expect(others.map((row) => row.id)).toEqual([HUB_SHIPPER_ID]);
  });

  it('filters by search text, group, city, zone, activity and ids', async () => {
    const [group, city, zone] = [await buildShipperGroup(t.db), await buildCity(t.db), await buildZone(t.db)];
    const a = await buildShipper(t.db, { name: 'Filter Karim', group_id: group.id, vehicle_plate: 'س ن 777' });
    const b = await buildShipper(t.db, { city_id: city.id, phone: '01598765432' }, [zone.id]);
    const c = await buildShipper(t.db, { is_active: false, national_id: '30101019876543', group_id: group.id });
    const ids = (filter: Record<string, unknown>) => listOf(filter).then((r) => (r.statusCode === 200 ? idsOf(r.json<ShipperOut[]>()) : r.body));
    expect(await ids({ q: 'filter kar' })).toEqual([a.id]);
    // The plate's letters with its digits: generated phones and names may hold the digits alone.
    expect(await ids({ q: 'ن 777' })).toEqual([a.id]);
    expect(await ids({ q: '0159876' })).toEqual([b.id]);
    expect(await ids({ q: '3010101987' })).toEqual([c.id]);
    expect(await ids({ group_id: group.id })).toEqual([a.id, c.id]);
    expect(await ids({ group_id: group.id, is_active: false })).toEqual([c.id]);
    expect(await ids({ city_id: city.id })).toEqual([b.id]);
    expect(await ids({ zone_id: zone.id })).toEqual([b.id]);
    expect(await ids({ id: [a.id, c.id] })).toEqual([a.id, c.id]);
    expect((await listOf({ zone_id: 'x' })).statusCode).toBe(400);
    const page = await t.call(admin.token, { method: 'GET', url: '/api/Shipper', query: { range: '[0,1]', sort: '["name","ASC"]' } });
    expect(page.headers['content-range']).toMatch(/^Shipper 0-1\/\d+$/);
  });
});

describe('shipper-groups through the simple-rest API', () => {
  it('creates, requires a name, refuses duplicates and deleting a group in use', async () => {
    const created = await api('POST', '/api/shipper-groups', { name: 'Giza riders', name_ar: 'مناديب الجيزة', notes: 'west bank' });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ id: number; name: string; notes: string }>();
    expect(group).toMatchObject({ name: 'Giza riders', notes: 'west bank' });
    const unnamed = await api('POST', '/api/shipper-groups', { name: ' ' });
    expect(unnamed.json<ErrorBody>().errors).toEqual({ name: 'validation.name_required' });
    expect((await api('POST', '/api/shipper-groups', { name: 'Giza riders' })).statusCode).toBe(409);
    await buildShipper(t.db, { group_id: group.id });
    const refused = await api('DELETE', `/api/shipper-groups/${group.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().key).toBe('errors.in_use');
    const spare = await buildShipperGroup(t.db);
    expect((await api('DELETE', `/api/shipper-groups/${spare.id}`)).statusCode).toBe(200);
  });

  it('is readable by any staff member, changeable only with the screen', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    expect((await t.call(staff.token, { method: 'GET', url: '/api/shipper-groups' })).statusCode).toBe(200);
    expect((await t.call(staff.token, { method: 'POST', url: '/api/shipper-groups', payload: { name: 'x' } })).statusCode).toBe(403);
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await t.call(merchant.token, { method: 'GET', url: '/api/shipper-groups' })).statusCode).toBe(403);
  });
});
