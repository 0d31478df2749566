import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS_FIELDS } from '../../domain/validation';
import { storeMedia } from '../../server/lib/media';
import { auditLog } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';

const { t, admin } = await openApiTest();

type Settings = Record<(typeof SITE_SETTINGS_FIELDS)[number], string>;

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const userSettings = () => t.call(null, { method: 'GET', url: '/api/settings/get_user_settings' });
const putSettings = (token: string, payload: Record<string, unknown>, id = 1) => t.call(token, { method: 'PUT', url: `/api/SiteSettings/${id}`, payload });

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
    for (const field of SITE_SETTINGS_FIELDS) expect(typeof settings[field], field).toBe('string');
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

  it('checks the bytes, not the name or declared type: no SVG (it can carry script), no page named .png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const page = Buffer.from('<!doctype html><script>fetch("/api/me/")</script>');
    for (const upload of [multipartFile('logo', 'logo.svg', 'image/svg+xml', svg), multipartFile('logo', 'logo.png', 'image/png', page)]) {
      const response = await uploadLogo(admin.token, upload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ logo: 'errors.file_type' });
    }
    const mislabelled = await uploadLogo(admin.token, multipartFile('logo', 'logo.jpg', 'image/jpeg', PNG_1X1));
    const served = await t.call(null, { method: 'GET', url: mislabelled.json<{ logo: string }>().logo });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('serves a stored file that is no image as a download that nothing renders', async () => {
    const id = await storeMedia(t.db, 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    const served = await t.call(null, { method: 'GET', url: `/api/media/${id}` });
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
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
