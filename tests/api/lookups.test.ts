import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { englishMessage } from '../../domain/messages';
import { auditLog, cities, zones } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildArea, buildCity, buildZone } from '../helpers/builders';

const { t, admin } = await openApiTest();

const tag = () => randomBytes(4).toString('hex');

interface ListParams {
  filter?: Record<string, unknown>;
  range?: [number, number];
  sort?: [string, 'ASC' | 'DESC'];
}

interface Named {
  id: number;
  name: string;
  name_ar: string;
  is_active: boolean;
  created_at: string;
  city_id?: number;
  zone_id?: number;
}

const list = (token: string | null, resource: string, params: ListParams = {}) => {
  const query: Record<string, string> = {};
  if (params.filter) query.filter = JSON.stringify(params.filter);
  if (params.range) query.range = JSON.stringify(params.range);
  if (params.sort) query.sort = JSON.stringify(params.sort);
  return t.call(token, { method: 'GET', url: `/api/${resource}`, query });
};
const getOne = (token: string | null, resource: string, id: number | string) => t.call(token, { method: 'GET', url: `/api/${resource}/${id}` });
const create = (token: string | null, resource: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: `/api/${resource}`, payload });
const update = (token: string | null, resource: string, id: number, payload: Record<string, unknown>) =>
  t.call(token, { method: 'PUT', url: `/api/${resource}/${id}`, payload });
const remove = (token: string | null, resource: string, id: number) => t.call(token, { method: 'DELETE', url: `/api/${resource}/${id}` });

const names = (rows: Named[]) => rows.map((row) => row.name);
const cityCount = async () => (await t.db.select({ n: count() }).from(cities))[0]?.n ?? 0;
const zoneCount = async () => (await t.db.select({ n: count() }).from(zones))[0]?.n ?? 0;
const auditOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));

interface LookupCase {
  resource: string;
  /** The parent reference a new record needs (a zone needs a city, an area a zone). */
  parent: () => Promise<Record<string, number>>;
}

const LOOKUPS: LookupCase[] = [
  { resource: 'City', parent: async () => ({}) },
  { resource: 'Zone', parent: async () => ({ city_id: (await buildCity(t.db)).id }) },
  { resource: 'area', parent: async () => ({ zone_id: (await buildZone(t.db)).id }) },
  { resource: 'customercategory', parent: async () => ({}) },
  { resource: 'holdreason', parent: async () => ({}) },
  { resource: 'HangonReason', parent: async () => ({}) },
  { resource: 'EvaluationCriteria', parent: async () => ({}) },
];

describe.each(LOOKUPS)('$resource through the simple-rest API', ({ resource, parent }) => {
  it('creates, reads, lists by ids, updates and deletes, auditing each change with before and after', async () => {
    const extra = await parent();
    const name = `${resource} ${tag()}`;
    const created = await create(admin.token, resource, { name, name_ar: 'اسم', ...extra });
    expect(created.statusCode).toBe(201);
    const record = created.json<Named>();
    expect(record).toMatchObject({ name, name_ar: 'اسم', is_active: true, ...extra });

    const read = await getOne(admin.token, resource, record.id);
    expect(read.statusCode).toBe(200);
    expect(read.json<Named>()).toEqual(record);

    const other = (await create(admin.token, resource, { name: `${resource} ${tag()}`, ...extra })).json<Named>();
    const many = await list(admin.token, resource, { filter: { id: [record.id, other.id] } });
    expect(many.statusCode).toBe(200);
    expect(
      many
        .json<Named[]>()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual([record.id, other.id].sort((a, b) => a - b));
    expect(many.headers['content-range']).toBe(`${resource} 0-1/2`);

    const renamed = `${name} renamed`;
    const updated = await update(admin.token, resource, record.id, { name: renamed, name_ar: 'اسم جديد', is_active: false, ...extra });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Named>()).toMatchObject({ id: record.id, name: renamed, name_ar: 'اسم جديد', is_active: false });

    const deleted = await remove(admin.token, resource, record.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<Named>()).toMatchObject({ id: record.id, name: renamed });
    expect((await getOne(admin.token, resource, record.id)).statusCode).toBe(404);

    expect(await auditOf(resource, record.id)).toMatchObject([
      { action: 'create', user_id: admin.id, before: null, after: { id: record.id, name } },
      { action: 'update', user_id: admin.id, before: { name, is_active: true }, after: { name: renamed, is_active: false } },
      { action: 'delete', user_id: admin.id, before: { id: record.id, name: renamed }, after: null },
    ]);
  });

  it("refuses an empty name with 'Name is required' and creates nothing", async () => {
    const before = (await list(admin.token, resource)).headers['content-range'];
    const response = await create(admin.token, resource, { name: '   ', ...(await parent()) });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.errors).toEqual({ name: 'validation.name_required' });
    expect(englishMessage(body.errors?.name ?? 'validation.invalid')).toBe('Name is required');
    expect((await list(admin.token, resource)).headers['content-range']).toBe(before);
  });

  it('answers 404 for a record that does not exist, on read, update and delete', async () => {
    const extra = await parent();
    expect((await getOne(admin.token, resource, 987654)).statusCode).toBe(404);
    expect((await update(admin.token, resource, 987654, { name: `x ${tag()}`, ...extra })).statusCode).toBe(404);
    expect((await remove(admin.token, resource, 987654)).statusCode).toBe(404);
  });
});

describe('searching, sorting and paging', () => {
  it('matches q against name and name_ar, ignoring case', async () => {
    const key = tag();
    const byName = await buildCity(t.db, { name: `Port Said ${key.toUpperCase()}`, name_ar: 'بورسعيد' });
    const byArabicName = await buildCity(t.db, { name: `Unrelated ${tag()}`, name_ar: `دمياط ${key.toUpperCase()}` });
    await buildCity(t.db, { name: `Elsewhere ${tag()}`, name_ar: 'أسوان' });

    const response = await list(admin.token, 'City', { filter: { q: key.toLowerCase() }, range: [0, 9], sort: ['name', 'ASC'] });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<Named[]>()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual([byName.id, byArabicName.id].sort((a, b) => a - b));
    expect(response.headers['content-range']).toBe('City 0-1/2');

    const arabic = await list(admin.token, 'City', { filter: { q: `دمياط ${key}` } });
    expect(arabic.json<Named[]>().map((row) => row.id)).toEqual([byArabicName.id]);

    const mixedCase = await list(admin.token, 'City', { filter: { q: `pORT sAID ${key}` } });
    expect(mixedCase.json<Named[]>().map((row) => row.id)).toEqual([byName.id]);
  });

  it('treats % and _ in q as plain characters', async () => {
    const key = tag();
    const percent = await buildCity(t.db, { name: `100% ${key}` });
    expect((await list(admin.token, 'City', { filter: { q: `0% ${key}` } })).json<Named[]>().map((row) => row.id)).toEqual([percent.id]);
    expect((await list(admin.token, 'City', { filter: { q: `%${key}` } })).json<Named[]>()).toEqual([]);
    expect((await list(admin.token, 'City', { filter: { q: `100_ ${key}` } })).json<Named[]>()).toEqual([]);
  });

  it('sorts by name in both directions and pages with range and Content-Range', async () => {
    const key = tag();
    const order = [7, 2, 11, 5, 1, 9, 12, 3, 8, 10, 4, 6];
    for (const n of order) await buildCity(t.db, { name: `${key} ${String(n).padStart(2, '0')}` });
    const expected = Array.from({ length: 12 }, (_, i) => `${key} ${String(i + 1).padStart(2, '0')}`);

    const first = await list(admin.token, 'City', { filter: { q: key }, range: [0, 4], sort: ['name', 'ASC'] });
    expect(names(first.json<Named[]>())).toEqual(expected.slice(0, 5));
    expect(first.headers['content-range']).toBe('City 0-4/12');

    const last = await list(admin.token, 'City', { filter: { q: key }, range: [10, 14], sort: ['name', 'ASC'] });
    expect(names(last.json<Named[]>())).toEqual(expected.slice(10));
    expect(last.headers['content-range']).toBe('City 10-11/12');

    const descending = await list(admin.token, 'City', { filter: { q: key }, range: [0, 2], sort: ['name', 'DESC'] });
    expect(names(descending.json<Named[]>())).toEqual([...expected].reverse().slice(0, 3));
  });

  it('returns the first 10 records when no range is given', async () => {
    const key = tag();
    for (let n = 1; n <= 12; n += 1) await buildCity(t.db, { name: `${key} ${String(n).padStart(2, '0')}` });
    const response = await list(admin.token, 'City', { filter: { q: key }, sort: ['name', 'ASC'] });
    expect(response.json<Named[]>()).toHaveLength(10);
    expect(response.headers['content-range']).toBe('City 0-9/12');
  });

  it('filters zones by city_id', async () => {
    const cairo = await buildCity(t.db);
    const giza = await buildCity(t.db);
    const cairoZones = [await buildZone(t.db, { city_id: cairo.id }), await buildZone(t.db, { city_id: cairo.id })];
    await buildZone(t.db, { city_id: giza.id });
    const response = await list(admin.token, 'Zone', { filter: { city_id: cairo.id }, range: [0, 9] });
    expect(response.statusCode).toBe(200);
    const rows = response.json<Named[]>();
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(cairoZones.map((zone) => zone.id).sort((a, b) => a - b));
    expect(rows.every((row) => row.city_id === cairo.id)).toBe(true);
    expect(response.headers['content-range']).toBe('Zone 0-1/2');
  });

  it('filters areas by zone_id', async () => {
    const zone = await buildZone(t.db);
    const area = await buildArea(t.db, { zone_id: zone.id });
    await buildArea(t.db);
    const response = await list(admin.token, 'area', { filter: { zone_id: zone.id } });
    expect(response.json<Named[]>().map((row) => row.id)).toEqual([area.id]);
  });

  it('filters by is_active and refuses a filter value that is not a boolean', async () => {
    const key = tag();
    const inactive = await buildCity(t.db, { name: `${key} closed`, is_active: false });
    await buildCity(t.db, { name: `${key} open` });
    for (const value of [false, 'false']) {
      const response = await list(admin.token, 'City', { filter: { q: key, is_active: value } });
      expect(response.json<Named[]>().map((row) => row.id)).toEqual([inactive.id]);
    }
    const bad = await list(admin.token, 'City', { filter: { is_active: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual({ is_active: 'validation.invalid' });
  });

  it('answers malformed list parameters without a server error', async () => {
    const queries: Record<string, string>[] = [
      { filter: '{not json' },
      { filter: '{"id":["abc"]}' },
      { filter: '{"id":{"nested":1}}' },
      { filter: '{"is_active":"maybe"}' },
      { filter: '[1,2]' },
      { filter: '{"q":5}' },
      { range: '[-5,"x"]' },
      { range: '[0,1e30]' },
      { range: '[1e30,1e30]' },
      { sort: '["password","DESC"]' },
      { sort: '"name"' },
    ];
    for (const query of queries) {
      const response = await t.call(admin.token, { method: 'GET', url: '/api/City', query });
      expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBeLessThan(500);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const response = await getOne(admin.token, 'City', id);
      expect(response.statusCode, `GET /api/City/${id}`).toBe(400);
    }
  });
});

describe('validation and conflicts', () => {
  it('refuses a zone without a city and an area without a zone, creating nothing', async () => {
    const zonesBefore = await zoneCount();
    const zone = await create(admin.token, 'Zone', { name: `Zone ${tag()}` });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<ErrorBody>().errors).toEqual({ city_id: 'validation.city_required' });
    expect(englishMessage('validation.city_required')).toBe('City is required');
    expect(await zoneCount()).toBe(zonesBefore);

    const area = await create(admin.token, 'area', { name: `Area ${tag()}`, zone_id: null });
    expect(area.statusCode).toBe(400);
    expect(area.json<ErrorBody>().errors).toEqual({ zone_id: 'validation.zone_required' });
  });

  it('answers a zone whose city does not exist with a field error, not a conflict', async () => {
    const zonesBefore = await zoneCount();
    const response = await create(admin.token, 'Zone', { name: `Zone ${tag()}`, city_id: 2_000_000_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({ city_id: 'errors.not_found' });
    expect(await zoneCount()).toBe(zonesBefore);
  });

  it('gives every field error at once', async () => {
    const response = await create(admin.token, 'Zone', { name: '', name_ar: 'x'.repeat(256) });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({
      name: 'validation.name_required',
      name_ar: 'validation.max_255',
      city_id: 'validation.city_required',
    });
  });

  it('refuses an empty name on update and leaves the record unchanged', async () => {
    const city = await buildCity(t.db);
    const response = await update(admin.token, 'City', city.id, { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({ name: 'validation.name_required' });
    expect((await getOne(admin.token, 'City', city.id)).json<Named>().name).toBe(city.name);
  });

  it('answers a duplicate name with 409 and a field error, on create and on rename', async () => {
    const existing = await buildCity(t.db);
    const before = await cityCount();
    const duplicate = await create(admin.token, 'City', { name: existing.name });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>()).toMatchObject({ key: 'errors.duplicate', errors: { name: 'errors.already_used' } });
    expect(await cityCount()).toBe(before);

    const other = await buildCity(t.db);
    const rename = await update(admin.token, 'City', other.id, { name: existing.name });
    expect(rename.statusCode).toBe(409);
    expect(rename.json<ErrorBody>().errors).toEqual({ name: 'errors.already_used' });
    expect((await getOne(admin.token, 'City', other.id)).json<Named>().name).toBe(other.name);
  });

  it('allows the same zone name in two cities but not twice in one', async () => {
    const zone = await buildZone(t.db);
    const otherCity = await buildCity(t.db);
    expect((await create(admin.token, 'Zone', { name: zone.name, city_id: otherCity.id })).statusCode).toBe(201);
    const again = await create(admin.token, 'Zone', { name: zone.name, city_id: zone.city_id });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().errors).toEqual({ name: 'errors.already_used' });
  });

  it('refuses to delete a city used by a zone with 409 errors.in_use, keeping the city and writing no audit row', async () => {
    const zone = await buildZone(t.db);
    const response = await remove(admin.token, 'City', zone.city_id);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().key).toBe('errors.in_use');
    expect((await getOne(admin.token, 'City', zone.city_id)).statusCode).toBe(200);
    expect(await auditOf('City', zone.city_id)).toEqual([]);
  });

  it('refuses to delete a zone used by an area with 409 errors.in_use', async () => {
    const area = await buildArea(t.db);
    const response = await remove(admin.token, 'Zone', area.zone_id);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().key).toBe('errors.in_use');
    expect((await getOne(admin.token, 'Zone', area.zone_id)).statusCode).toBe(200);
  });

  it('ignores unknown and server-owned body fields', async () => {
    const name = `City ${tag()}`;
    const response = await create(admin.token, 'City', { name, id: 999, created_at: '2000-01-01T00:00:00.000Z', owner: 'someone' });
    expect(response.statusCode).toBe(201);
    const city = response.json<Named & Record<string, unknown>>();
    expect(city.id).not.toBe(999);
    expect(new Date(city.created_at).getFullYear()).toBeGreaterThan(2000);
    expect(city).not.toHaveProperty('owner');
    expect((await getOne(admin.token, 'City', 999)).statusCode).toBe(404);

    const updated = await update(admin.token, 'City', city.id, { name: `${name} 2`, id: 999, created_at: '2000-01-01T00:00:00.000Z' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Named>()).toMatchObject({ id: city.id, name: `${name} 2`, created_at: city.created_at });
    expect((await getOne(admin.token, 'City', 999)).statusCode).toBe(404);
  });
});

describe('who may change lookups', () => {
  it("lets staff with only '/dashboard/City' list, read, edit and delete cities, but not create them", async () => {
    const { token } = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    const city = await buildCity(t.db);
    expect((await list(token, 'City')).statusCode).toBe(200);
    expect((await getOne(token, 'City', city.id)).statusCode).toBe(200);
    const edited = await update(token, 'City', city.id, { name: `${city.name} edited` });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Named>().name).toBe(`${city.name} edited`);

    const before = await cityCount();
    const refused = await create(token, 'City', { name: `City ${tag()}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().key).toBe('permissions.denied');
    expect(await cityCount()).toBe(before);

    expect((await remove(token, 'City', city.id)).statusCode).toBe(200);
  });

  it("lets staff with '/dashboard/City/new' create a city, but not edit one", async () => {
    const { token, user } = await t.loginAs({ role: 'staff', urls: ['/dashboard/City/new'] });
    const response = await create(token, 'City', { name: `City ${tag()}` });
    expect(response.statusCode).toBe(201);
    const city = response.json<Named>();
    expect(await auditOf('City', city.id)).toMatchObject([{ action: 'create', user_id: user.id }]);
    expect((await update(token, 'City', city.id, { name: `City ${tag()}` })).statusCode).toBe(403);
    expect((await remove(token, 'City', city.id)).statusCode).toBe(403);
  });

  it('does not let a City grant change zones', async () => {
    const { token } = await t.loginAs({ role: 'staff', urls: ['/dashboard/City', '/dashboard/City/new'] });
    const city = await buildCity(t.db);
    expect((await create(token, 'Zone', { name: `Zone ${tag()}`, city_id: city.id })).statusCode).toBe(403);
  });

  it('lets merchants and staff without grants read lookups but change nothing', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    const staff = await t.loginAs({ role: 'staff' });
    const city = await buildCity(t.db);
    for (const token of [merchant.token, staff.token]) {
      expect((await list(token, 'City')).statusCode).toBe(200);
      expect((await getOne(token, 'City', city.id)).statusCode).toBe(200);
      expect((await create(token, 'City', { name: `City ${tag()}` })).statusCode).toBe(403);
      expect((await update(token, 'City', city.id, { name: `City ${tag()}` })).statusCode).toBe(403);
      expect((await remove(token, 'City', city.id)).statusCode).toBe(403);
    }
    expect((await list(null, 'City')).statusCode).toBe(401);
  });
});
