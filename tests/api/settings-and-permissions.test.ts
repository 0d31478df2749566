import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageKey } from '../../domain/messages';
import { SITE_SETTINGS_FIELDS } from '../../domain/validation';
import { auditLog, modelPermissions, notifications, specialPermissions } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildCustomer, buildNotification, buildUser } from '../helpers/builders';

let t: TestApp;
let admin: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.loginAs({ role: 'superuser' });
  admin = { token: login.token, id: login.user.id };
});
afterAll(() => t.close());

interface ErrorBody {
  message: string;
  key: MessageKey;
  errors?: Record<string, MessageKey>;
}

type Settings = Record<(typeof SITE_SETTINGS_FIELDS)[number], string>;

const SPEC_SETTINGS_FIELDS = [
  'company',
  'logo',
  'homeSlogin',
  'address',
  'email',
  'phone',
  'facebook_link',
  'twitter_link',
  'instgram_link',
  'linkedin_link',
] as const;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const userSettings = () => t.call(null, { method: 'GET', url: '/api/settings/get_user_settings' });
const putSettings = (token: string, payload: Record<string, unknown>, id = 1) =>
  t.call(token, { method: 'PUT', url: `/api/SiteSettings/${id}`, payload });

const completeSettings = (changes: Partial<Settings> = {}): Settings => ({
  company: 'Nile Express',
  logo: '',
  homeSlogin: 'Fast across Egypt',
  address: '12 Tahrir Square, Cairo',
  email: 'hello@nile-express.example',
  phone: '01012345678',
  facebook_link: 'https://facebook.com/nile',
  twitter_link: 'https://twitter.com/nile',
  instgram_link: 'https://instagram.com/nile',
  linkedin_link: 'https://linkedin.com/company/nile',
  ...changes,
});

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadLogo = (token: string | null, body: ReturnType<typeof multipartFile>) =>
  t.call(token, { method: 'POST', url: '/api/SiteSettings/logo', payload: body.payload, headers: body.headers });

describe('site settings', () => {
  it('serves get_user_settings without a login, with the spec fields', async () => {
    const response = await userSettings();
    expect(response.statusCode).toBe(200);
    const { settings } = response.json<{ settings: Record<string, unknown> }>();
    for (const field of SPEC_SETTINGS_FIELDS) expect(typeof settings[field], field).toBe('string');
  });

  it('lets a superuser change what get_user_settings returns, and audits it', async () => {
    const values = completeSettings({ company: `Nile ${randomBytes(3).toString('hex')}` });
    const response = await putSettings(admin.token, values);
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toMatchObject(values);
    expect((await userSettings()).json<{ settings: Settings }>().settings).toMatchObject(values);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'SiteSettings'), eq(auditLog.user_id, admin.id)))
      .orderBy(asc(auditLog.id));
    expect(audits.at(-1)).toMatchObject({ action: 'update', entity_id: '1', before: { id: 1 }, after: { company: values.company } });
  });

  it('gives field errors for a bad email or link and changes nothing', async () => {
    const saved = completeSettings({ company: 'Before bad input' });
    expect((await putSettings(admin.token, saved)).statusCode).toBe(200);
    const response = await putSettings(
      admin.token,
      completeSettings({ company: 'After bad input', email: 'not-an-email', facebook_link: 'facebook.com/nile', linkedin_link: 'javascript:alert(1)' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({
      email: 'validation.email_invalid',
      facebook_link: 'validation.url_invalid',
      linkedin_link: 'validation.url_invalid',
    });
    expect((await userSettings()).json<{ settings: Settings }>().settings.company).toBe('Before bad input');
  });

  it('accepts empty optional fields', async () => {
    const response = await putSettings(admin.token, { company: 'Only a name' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toMatchObject({ company: 'Only a name', email: '', facebook_link: '' });
  });

  it('has only the one settings record', async () => {
    expect((await putSettings(admin.token, completeSettings(), 2)).statusCode).toBe(404);
    expect((await t.call(admin.token, { method: 'GET', url: '/api/SiteSettings/2' })).statusCode).toBe(404);
    expect((await t.call(admin.token, { method: 'GET', url: '/api/SiteSettings/1' })).statusCode).toBe(200);
  });

  it("lets staff with '/dashboard/SiteSettings' edit settings and refuses other staff", async () => {
    const allowed = await t.loginAs({ role: 'staff', urls: ['/dashboard/SiteSettings'] });
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    expect((await putSettings(allowed.token, completeSettings({ company: 'By staff' }))).statusCode).toBe(200);
    expect((await putSettings(other.token, completeSettings({ company: 'By other staff' }))).statusCode).toBe(403);
    expect((await userSettings()).json<{ settings: Settings }>().settings.company).toBe('By staff');
  });
});

describe('logo upload', () => {
  it('stores a PNG and serves it back with its content type', async () => {
    const response = await uploadLogo(admin.token, multipartFile('logo', 'logo.png', 'image/png', PNG_1X1));
    expect(response.statusCode).toBe(201);
    const { logo } = response.json<{ logo: string }>();
    expect(logo).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    const served = await t.call(null, { method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    expect((await putSettings(admin.token, completeSettings({ logo }))).statusCode).toBe(200);
    expect((await userSettings()).json<{ settings: Settings }>().settings.logo).toBe(logo);
  });

  it('refuses a text file with 400', async () => {
    const response = await uploadLogo(admin.token, multipartFile('logo', 'notes.txt', 'text/plain', Buffer.from('hello')));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ key: 'errors.file_type', errors: { logo: 'errors.file_type' } });
  });

  it('refuses a file over 1 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024 + 10)]);
    const response = await uploadLogo(admin.token, multipartFile('logo', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().errors).toEqual({ logo: 'errors.file_too_large' });
  });

  it('answers a request without a file as bad input, not a server error', async () => {
    const boundary = '----formempty';
    const response = await t.call(admin.token, {
      method: 'POST',
      url: '/api/SiteSettings/logo',
      payload: Buffer.from(`--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({ logo: 'validation.required' });
    const json = await t.call(admin.token, { method: 'POST', url: '/api/SiteSettings/logo', payload: { logo: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('refuses uploads from a merchant and from staff without the settings screen', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    for (const token of [merchant.token, staff.token]) {
      expect((await uploadLogo(token, multipartFile('logo', 'logo.png', 'image/png', PNG_1X1))).statusCode).toBe(403);
    }
    expect((await uploadLogo(null, multipartFile('logo', 'logo.png', 'image/png', PNG_1X1))).statusCode).toBe(401);
  });

  it('answers 404 for unknown media and 400 for a malformed media id', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/media/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: '/api/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});

describe('custompermissions/get_permitted_url', () => {
  const permittedUrl = (token: string, payload: Record<string, unknown> = {}) =>
    t.call(token, { method: 'POST', url: '/api/custompermissions/get_permitted_url', payload });

  it("gives a staff member their own screens, with or without naming themselves", async () => {
    const { token, user } = await t.loginAs({ role: 'staff', urls: ['/dashboard/Zone', '/dashboard/City'] });
    for (const payload of [{}, { user: user.id }]) {
      const response = await permittedUrl(token, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: user.id, permitted_url: ['/dashboard/City', '/dashboard/Zone'] });
    }
  });

  it('refuses to tell a staff member or a merchant about somebody else', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    const merchant = await t.loginAs({ role: 'customer' });
    const other = await buildUser(t.db, { role: 'staff', urls: ['/dashboard/useraccount'] });
    for (const token of [staff.token, merchant.token]) {
      const response = await permittedUrl(token, { user: other.id });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('/dashboard/useraccount');
    }
  });

  it('tells a superuser about anybody', async () => {
    const other = await buildUser(t.db, { role: 'staff', urls: ['/dashboard/useraccount', '/dashboard/City'] });
    const response = await permittedUrl(admin.token, { user: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: other.id, permitted_url: ['/dashboard/City', '/dashboard/useraccount'] });
  });
});

describe('custompermissions/check_customer_has_password', () => {
  const hasPassword = (token: string, customerId?: number) =>
    t.call(token, {
      method: 'GET',
      url: '/api/custompermissions/check_customer_has_password',
      query: customerId === undefined ? {} : { customer_id: String(customerId) },
    });

  it('answers a merchant about its own customer, whatever customer_id it sends', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    const withoutLogin = await buildCustomer(t.db);
    for (const customerId of [undefined, withoutLogin.id]) {
      const response = await hasPassword(merchant.token, customerId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ has_password: true });
    }
  });

  it('makes staff name the customer', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    const missing = await hasPassword(staff.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors).toEqual({ customer_id: 'validation.required' });

    const merchant = await buildUser(t.db, { role: 'customer' });
    const withoutLogin = await buildCustomer(t.db);
    const disabled = await buildUser(t.db, { role: 'customer', isActive: false });
    expect((await hasPassword(staff.token, merchant.customer_id ?? 0)).json()).toEqual({ has_password: true });
    expect((await hasPassword(staff.token, withoutLogin.id)).json()).toEqual({ has_password: false });
    expect((await hasPassword(staff.token, disabled.customer_id ?? 0)).json()).toEqual({ has_password: false });
    expect((await hasPassword(admin.token, merchant.customer_id ?? 0)).json()).toEqual({ has_password: true });
  });
});

describe('custompermissions/check_model_permission', () => {
  const check = (token: string, model: string, permType: string) =>
    t.call(token, { method: 'POST', url: '/api/custompermissions/check_model_permission', payload: { model, perm_type: permType } });

  it('is false for staff without rows, true for a superuser, and true once the row exists', async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    expect((await check(token, 'City', 'add')).json()).toEqual({ has_permission: false });
    expect((await check(admin.token, 'City', 'add')).json()).toEqual({ has_permission: true });

    await t.db.insert(modelPermissions).values({ user_id: user.id, model: 'City', perm_type: 'add' });
    expect((await check(token, 'City', 'add')).json()).toEqual({ has_permission: true });
    expect((await check(token, 'City', 'delete')).json()).toEqual({ has_permission: false });
    expect((await check(token, 'city', 'add')).json()).toEqual({ has_permission: false });
    expect((await check(token, 'Zone', 'add')).json()).toEqual({ has_permission: false });
  });

  it('does not let one staff member use another member’s rows', async () => {
    const owner = await buildUser(t.db, { role: 'staff' });
    await t.db.insert(modelPermissions).values({ user_id: owner.id, model: 'Shipper', perm_type: 'view' });
    const { token } = await t.loginAs({ role: 'staff' });
    expect((await check(token, 'Shipper', 'view')).json()).toEqual({ has_permission: false });
  });

  it('refuses an unknown permission type with 400 and merchants with 403', async () => {
    const { token } = await t.loginAs({ role: 'staff' });
    expect((await check(token, 'City', 'own')).statusCode).toBe(400);
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await check(merchant.token, 'City', 'view')).statusCode).toBe(403);
  });
});

describe('special permissions', () => {
  const current = (token: string) => t.call(token, { method: 'GET', url: '/api/special-permissions/current-user-permissions' });
  const checkCodes = (token: string, perm: string | string[]) =>
    t.call(token, { method: 'POST', url: '/api/customization/check_user_permission', payload: { perm } });

  it("lists the current user's codes and nobody else's", async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    const other = await buildUser(t.db, { role: 'staff' });
    await t.db.insert(specialPermissions).values([
      { user_id: user.id, code: 'show_order_serial' },
      { user_id: user.id, code: 'export_orders' },
      { user_id: other.id, code: 'delete_orders' },
    ]);
    const response = await current(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ permissions: ['export_orders', 'show_order_serial'] });

    const merchant = await t.loginAs({ role: 'customer' });
    expect((await current(merchant.token)).json()).toEqual({ permissions: [] });
  });

  it('passes check_user_permission only when every requested code is held', async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    await t.db.insert(specialPermissions).values([
      { user_id: user.id, code: 'show_order_serial' },
      { user_id: user.id, code: 'export_orders' },
    ]);
    expect((await checkCodes(token, ['show_order_serial', 'export_orders'])).json()).toEqual({ has_permission: true });
    expect((await checkCodes(token, 'export_orders')).json()).toEqual({ has_permission: true });
    expect((await checkCodes(token, ['show_order_serial', 'delete_orders'])).json()).toEqual({ has_permission: false });
    expect((await checkCodes(token, 'delete_orders')).json()).toEqual({ has_permission: false });
    expect((await checkCodes(admin.token, ['delete_orders', 'anything'])).json()).toEqual({ has_permission: true });
  });
});

describe('notification feeds', () => {
  interface Feed {
    count: number;
    unread: number;
    results: { id: number; for_user: number; kind: string; is_read: boolean }[];
  }

  const feed = (token: string, path: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: `/api/notifications/${path}`, query });
  const post = (token: string, path: string, payload: Record<string, unknown> = {}) =>
    t.call(token, { method: 'POST', url: `/api/notifications/${path}`, payload });
  const readFlags = async (ids: number[]) => {
    const rows = await t.db.select({ id: notifications.id, is_read: notifications.is_read }).from(notifications).where(inArray(notifications.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.is_read]));
  };

  it('shows each user only their own entries of each kind, ignoring the id they send', async () => {
    const alice = await t.loginAs({ role: 'staff' });
    const bob = await t.loginAs({ role: 'staff' });
    const aliceUnread = await buildNotification(t.db, { for_user: alice.user.id });
    const aliceRead = await buildNotification(t.db, { for_user: alice.user.id, is_read: true });
    const aliceAlert = await buildNotification(t.db, { for_user: alice.user.id, kind: 'order_alert' });
    const aliceRepeated = await buildNotification(t.db, { for_user: alice.user.id, kind: 'repeated_order' });
    await buildNotification(t.db, { for_user: bob.user.id });
    await buildNotification(t.db, { for_user: bob.user.id, kind: 'order_alert' });

    const own = await feed(alice.token, '', { id: String(bob.user.id) });
    expect(own.statusCode).toBe(200);
    const body = own.json<Feed>();
    expect(body.count).toBe(2);
    expect(body.unread).toBe(1);
    expect(body.results.map((row) => row.id)).toEqual([aliceRead.id, aliceUnread.id]);

    expect((await feed(alice.token, 'order-alerts/')).json<Feed>().results.map((row) => row.id)).toEqual([aliceAlert.id]);
    expect((await feed(alice.token, 'repeated-orders/')).json<Feed>().results.map((row) => row.id)).toEqual([aliceRepeated.id]);
    const bobs = (await feed(bob.token, '')).json<Feed>();
    expect(bobs.count).toBe(1);
    expect(bobs.results.every((row) => row.for_user === bob.user.id)).toBe(true);
  });

  it('pages the feed', async () => {
    const { token, user } = await t.loginAs({ role: 'customer' });
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push(await buildNotification(t.db, { for_user: user.id }));
    const page = (await feed(token, '', { page: '2', page_size: '2' })).json<Feed>();
    expect(page.count).toBe(3);
    expect(page.results.map((row) => row.id)).toEqual([created[0]?.id]);
    expect((await feed(token, '', { page_size: '1000' })).statusCode).toBe(400);
  });

  it("marks only the caller's own entries as read", async () => {
    const alice = await t.loginAs({ role: 'staff' });
    const bob = await t.loginAs({ role: 'staff' });
    const mine = await buildNotification(t.db, { for_user: alice.user.id });
    const theirs = await buildNotification(t.db, { for_user: bob.user.id });
    const response = await post(alice.token, 'mark-read/', { for_user: bob.user.id, notifications: [mine.id, theirs.id] });
    expect(response.statusCode).toBe(200);
    expect(await readFlags([mine.id, theirs.id])).toEqual({ [mine.id]: true, [theirs.id]: false });
  });

  it('marks all of one kind read for the caller only', async () => {
    const alice = await t.loginAs({ role: 'staff' });
    const bob = await t.loginAs({ role: 'staff' });
    const aliceNote = await buildNotification(t.db, { for_user: alice.user.id });
    const aliceAlert = await buildNotification(t.db, { for_user: alice.user.id, kind: 'order_alert' });
    const aliceRepeated = await buildNotification(t.db, { for_user: alice.user.id, kind: 'repeated_order' });
    const bobNote = await buildNotification(t.db, { for_user: bob.user.id });
    const bobRepeated = await buildNotification(t.db, { for_user: bob.user.id, kind: 'repeated_order' });
    const ids = [aliceNote.id, aliceAlert.id, aliceRepeated.id, bobNote.id, bobRepeated.id];

    expect((await post(alice.token, 'mark-all-repeated-read/', { for_user: bob.user.id })).statusCode).toBe(200);
    expect(await readFlags(ids)).toEqual({
      [aliceNote.id]: false,
      [aliceAlert.id]: false,
      [aliceRepeated.id]: true,
      [bobNote.id]: false,
      [bobRepeated.id]: false,
    });

    expect((await post(alice.token, 'mark-all-read/', { for_user: bob.user.id })).statusCode).toBe(200);
    expect(await readFlags(ids)).toMatchObject({ [aliceNote.id]: true, [aliceAlert.id]: false, [bobNote.id]: false });

    expect((await post(alice.token, 'mark-all-order-alerts-read/')).statusCode).toBe(200);
    expect(await readFlags(ids)).toMatchObject({ [aliceAlert.id]: true, [bobNote.id]: false, [bobRepeated.id]: false });
  });

  it('gives merchants their notifications but 403 on order alerts and repeated orders', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    const note = await buildNotification(t.db, { for_user: merchant.user.id });
    const alert = await buildNotification(t.db, { for_user: merchant.user.id, kind: 'order_alert' });
    expect((await feed(merchant.token, '')).json<Feed>().results.map((row) => row.id)).toEqual([note.id]);
    for (const path of ['order-alerts/', 'repeated-orders/']) {
      const response = await feed(merchant.token, path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json<ErrorBody>().key).toBe('permissions.denied');
    }
    for (const path of ['mark-all-order-alerts-read/', 'mark-all-repeated-read/']) {
      expect((await post(merchant.token, path)).statusCode, path).toBe(403);
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, alert.id));
    expect(row?.is_read).toBe(false);
    expect((await feed(admin.token, 'order-alerts/')).statusCode).toBe(200);
  });
});
