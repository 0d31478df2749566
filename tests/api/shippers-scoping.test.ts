import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shippers } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildHub, buildPermissionOverrides, buildShipper, buildShipperPermission } from '../helpers/builders';

const { t, admin } = await openApiTest();
await buildHub(t.db);

const SCREENS = ['/dashboard/Shipper', '/dashboard/Shipper/new'];
const get = (token: string, url: string, query?: Record<string, string>) => t.call(token, { method: 'GET', url, ...(query ? { query } : {}) });

interface Row {
  id: number;
  name: string;
  phone: string;
  national_id?: string;
  contact_hidden?: { phone: boolean };
}
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const body = (shipper: { name: string; city_id: number | null }, extra: Record<string, unknown> = {}) => ({
  name: shipper.name,
  phone: '',
  national_id: '',
  city_id: shipper.city_id,
  delivery_fee: '20',
  return_fee: '10',
  ...extra,
});

/** A staff member with the shipper screens who has a row for `seen` (phone as given) and none for `hidden`. */
async function scenario(phone: boolean, overridePhone = false) {
  const staff = await t.loginAs({ role: 'staff', urls: SCREENS });
  const [seen, hidden] = [await buildShipper(t.db, { phone: '01011112222' }), await buildShipper(t.db, { phone: '01033334444' })];
  await buildShipperPermission(t.db, staff.user.id, seen.id, { phone });
  if (overridePhone) await buildPermissionOverrides(t.db, staff.user.id, { all_shipper_phone: true });
  return { token: staff.token, userId: staff.user.id, seen, hidden };
}

describe('shippers a staff member may see', () => {
  it('are only those with a row: others are missing from lists and pickers and answer as missing (404)', async () => {
    const { token, seen, hidden } = await scenario(true);
    expect(ids((await get(token, '/api/Shipper')).json<Row[]>())).toEqual([seen.id]);
    expect(ids((await get(token, '/api/shipper/')).json<Row[]>())).toEqual([seen.id]);
    expect((await get(token, '/api/orders/getshipperListwithPermission')).json<Row[]>()).toEqual([{ id: seen.id, name: seen.name }]);
    expect((await get(token, '/api/orders/getshipperListwithReturnPermission')).json<Row[]>()).toEqual([{ id: seen.id, name: seen.name }]);
    expect((await get(token, `/api/Shipper/${seen.id}`)).statusCode).toBe(200);
    expect((await get(token, `/api/Shipper/${hidden.id}`)).statusCode).toBe(404);
    const put = await t.call(token, { method: 'PUT', url: `/api/Shipper/${hidden.id}`, payload: body(hidden, { phone: '01099998888' }) });
    expect(put.statusCode).toBe(404);
    expect((await t.call(token, { method: 'DELETE', url: `/api/Shipper/${hidden.id}` })).statusCode).toBe(404);
    expect((await t.db.select().from(shippers).where(eq(shippers.id, hidden.id)))[0]?.phone).toBe('01033334444');
  });

  it('are none for a staff member without any row, all for a superuser', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: SCREENS });
    expect((await get(staff.token, '/api/Shipper')).json<Row[]>()).toEqual([]);
    expect((await get(staff.token, '/api/Shipper')).headers['content-range']).toBe('Shipper 0-0/0');
    expect((await get(staff.token, '/api/shipper/')).json<Row[]>()).toEqual([]);
    const all = await t.db.select({ id: shippers.id }).from(shippers);
    const everyone = (await get(admin.token, '/api/orders/getshipperListwithPermission')).json<Row[]>();
    expect(ids(everyone).sort((a, b) => a - b)).toEqual(ids(all).sort((a, b) => a - b));
  });

  it('list inactive shippers on the screen but not in the picker, which flags the hub', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: SCREENS });
    const retired = await buildShipper(t.db, { is_active: false });
    await buildShipperPermission(t.db, staff.user.id, retired.id);
    await buildShipperPermission(t.db, staff.user.id, 1);
    expect(ids((await get(staff.token, '/api/Shipper')).json<Row[]>()).sort()).toEqual([1, retired.id].sort());
    const picker = (await get(staff.token, '/api/shipper/')).json<(Row & { is_hub: boolean; group_id: number | null })[]>();
    expect(picker).toEqual([{ id: 1, name: 'Main hub', phone: '', group_id: null, is_hub: true }]);
  });
});

describe('a shipper phone', () => {
  it('is blank, with the national ID, without the phone right, and kept when such a user saves', async () => {
    const { token, seen } = await scenario(false);
    const read = (await get(token, `/api/Shipper/${seen.id}`)).json<Row>();
    expect(read).toMatchObject({ phone: '', national_id: '', contact_hidden: { phone: true } });
    expect((await get(token, '/api/Shipper')).json<Row[]>()[0]).toMatchObject({ phone: '', contact_hidden: { phone: true } });
    expect((await get(token, '/api/shipper/')).json<Row[]>()[0]?.phone).toBe('');
    const saved = await t.call(token, { method: 'PUT', url: `/api/Shipper/${seen.id}`, payload: body(seen, { name: 'Renamed', phone: '01200000000' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Row>()).toMatchObject({ name: 'Renamed', phone: '' });
    const [stored] = await t.db.select().from(shippers).where(eq(shippers.id, seen.id));
    expect(stored).toMatchObject({ name: 'Renamed', phone: '01011112222', national_id: seen.national_id });
  });

  it('cannot be found by searching for it without the phone right', async () => {
    const { token } = await scenario(false);
    const found = (await get(token, '/api/Shipper', { filter: JSON.stringify({ q: '0101111' }) })).json<Row[]>();
    expect(found).toEqual([]);
  });

  it('is shown when the row grants it or the all_shipper_phone override is set', async () => {
    const granted = await scenario(true);
    expect((await get(granted.token, `/api/Shipper/${granted.seen.id}`)).json<Row>()).toMatchObject({
      phone: '01011112222',
      contact_hidden: { phone: false },
    });
    const override = await scenario(false, true);
    expect((await get(override.token, `/api/Shipper/${override.seen.id}`)).json<Row>()).toMatchObject({ phone: '01011112222' });
    const saved = await t.call(override.token, {
      method: 'PUT',
      url: `/api/Shipper/${override.seen.id}`,
      payload: body(override.seen, { phone: '01200000000' }),
    });
    expect(saved.json<Row>().phone).toBe('01200000000');
  });
});

describe('the customer pickers and order permission check', () => {
  it('list the customers whose row grants returnclient, or all with the override, all for a superuser', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    const list = () => get(staff.token, '/api/orders/getCustomerListwithReturnPermission').then((r) => ids(r.json<Row[]>()));
    expect(await list()).toEqual([]);
    const [returns, viewOnly, other] = [await buildCustomer(t.db), await buildCustomer(t.db), await buildCustomer(t.db)];
    await buildCustomerPermission(t.db, staff.user.id, returns.id, { returnclient: true });
    await buildCustomerPermission(t.db, staff.user.id, viewOnly.id, { view: true });
    expect(await list()).toEqual([returns.id]);
    await buildPermissionOverrides(t.db, staff.user.id, { all_returnclient: true });
    expect(await list()).toEqual(expect.arrayContaining([returns.id, viewOnly.id, other.id]));
    const everyone = (await get(admin.token, '/api/orders/getCustomerListwithReturnPermission')).json<(Row & { company_name: string })[]>();
    expect(everyone.find((row) => row.id === other.id)).toEqual({ id: other.id, name: other.name, company_name: other.company_name });
  });

  it('hasOrderPermession needs view on the customer and sight of the shipper, each only when given', async () => {
    const { token, userId, seen, hidden } = await scenario(false);
    const check = (query: Record<string, string>) =>
      get(token, '/api/orders/hasOrderPermession', query).then((r) => r.json<{ has_permission: boolean }>().has_permission);
    expect(await check({})).toBe(true);
    expect(await check({ Customerid: '', shipperid: '' })).toBe(true);
    expect(await check({ shipperid: String(seen.id) })).toBe(true);
    expect(await check({ shipperid: String(hidden.id) })).toBe(false);
    const [viewed, unseen] = [await buildCustomer(t.db), await buildCustomer(t.db)];
    expect(await check({ Customerid: String(viewed.id) })).toBe(false);
    await buildCustomerPermission(t.db, userId, viewed.id, { view: true });
    await buildCustomerPermission(t.db, userId, unseen.id, { phone: true });
    expect(await check({ Customerid: String(viewed.id) })).toBe(true);
    expect(await check({ Customerid: String(unseen.id) })).toBe(false);
    expect(await check({ Customerid: String(viewed.id), shipperid: String(seen.id) })).toBe(true);
    expect(await check({ Customerid: String(viewed.id), shipperid: String(hidden.id) })).toBe(false);
    expect(
      await get(admin.token, '/api/orders/hasOrderPermession', { Customerid: String(unseen.id), shipperid: String(hidden.id) }).then((r) => r.json()),
    ).toEqual({
      has_permission: true,
    });
    expect((await get(token, '/api/orders/hasOrderPermession', { Customerid: 'x' })).statusCode).toBe(400);
  });
});
