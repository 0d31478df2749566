import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaFiles, orderPhotos } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildFieldPermission, buildOrder, buildShipper } from '../helpers/builders';
import { JPEG_HEAD, multipartForm, PNG_1X1, WEBP_HEAD, type FormFile } from '../helpers/multipart';

const { t, admin } = await openApiTest();

interface Photo {
  id: number;
  url: string;
  file_name: string;
  size: number;
  content_type: string;
}

const png = (filename = 'door.png'): FormFile => ({ filename, contentType: 'image/png', data: PNG_1X1 });

const upload = (token: string | null, fields: Record<string, string | FormFile>) => {
  const form = multipartForm(fields);
  return t.call(token, { method: 'POST', url: '/api/orders/upload_photo/', payload: form.payload, headers: form.headers });
};
const images = (token: string | null, serial: string, shipper: number | '' = '') =>
  t.call(token, { method: 'GET', url: '/api/orders/images', query: { serial, shipper: String(shipper) } });
const photoCount = async (orderId: number) => (await t.db.select().from(orderPhotos).where(eq(orderPhotos.order_id, orderId))).length;
const mediaCount = async () => (await t.db.select({ id: mediaFiles.id }).from(mediaFiles)).length;

/** A staff member with the order list, the `customerId` view row, serials visible and `grants` on that row. */
async function staffFor(customerId: number, grants: { updateOrder?: boolean } = {}) {
  const login = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders'] });
  await buildCustomerPermission(t.db, login.user.id, customerId, { view: true, ...grants });
  await buildFieldPermission(t.db, login.user.id, 'show_order_serial', true);
  return login;
}

describe('order photos', () => {
  it('stores a PNG and serves it back as image/png, listed by serial and shipper', async () => {
    const shipper = await buildShipper(t.db);
    const order = await buildOrder(t.db, { shipper_id: shipper.id });
    const response = await upload(admin.token, { serial: order.serial, shipper: String(shipper.id), file: png() });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<Photo>();
    expect(photo).toMatchObject({ file_name: 'door.png', size: PNG_1X1.length, content_type: 'image/png' });
    expect(photo.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    const served = await t.call(null, { method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const listed = await images(admin.token, order.serial, shipper.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: photo.id, url: photo.url, file_name: 'door.png', size: PNG_1X1.length, created_at: expect.any(String) }),
    ]);
    expect((await images(admin.token, order.serial, (await buildShipper(t.db)).id)).json()).toEqual([]);
  });

  it('takes the type from the bytes: a JPEG or WebP is stored as such, whatever name it has', async () => {
    const order = await buildOrder(t.db);
    const jpeg = await upload(admin.token, { serial: order.serial, file: { filename: 'photo.bin', contentType: 'application/octet-stream', data: JPEG_HEAD } });
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json<Photo>().content_type).toBe('image/jpeg');
    const webp = await upload(admin.token, { file: { filename: 'p.webp', contentType: 'image/webp', data: WEBP_HEAD }, serial: order.serial });
    expect(webp.json<Photo>().content_type).toBe('image/webp');
    expect((await t.call(null, { method: 'GET', url: webp.json<Photo>().url })).headers['content-type']).toBe('image/webp');
  });

  it('refuses a text file renamed .png, and changes nothing', async () => {
    const order = await buildOrder(t.db);
    const before = await mediaCount();
    const response = await upload(admin.token, {
      serial: order.serial,
      file: { filename: 'notes.png', contentType: 'image/png', data: Buffer.from('just some text') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ key: 'orders.photo_type', errors: { file: 'orders.photo_type' } });
    const gif = await upload(admin.token, { serial: order.serial, file: { filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a....') } });
    expect(gif.statusCode).toBe(400);
    expect(await photoCount(order.id)).toBe(0);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a photo over 5 MB with 413 and the size', async () => {
    const order = await buildOrder(t.db);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(admin.token, { serial: order.serial, file: { filename: 'big.png', contentType: 'image/png', data: big } });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody & { params: { size: string } }>()).toMatchObject({
      key: 'errors.file_too_large',
      params: { size: '5 MB' },
      errors: { file: 'errors.file_too_large' },
    });
    expect(await photoCount(order.id)).toBe(0);
  });

  it('answers missing fields beside them, and an unknown serial or shipper clearly', async () => {
    const order = await buildOrder(t.db);
    const empty = await upload(admin.token, { serial: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().errors).toEqual({ serial: 'validation.required', file: 'validation.required' });
    expect((await upload(admin.token, { serial: '00000000', file: png() })).statusCode).toBe(404);
    const badShipper = await upload(admin.token, { serial: order.serial, shipper: '99999999', file: png() });
    expect(badShipper.json<ErrorBody>().errors).toEqual({ shipper: 'errors.not_found' });
    const json = await t.call(admin.token, { method: 'POST', url: '/api/orders/upload_photo/', payload: { serial: order.serial } });
    expect(json.statusCode).toBe(400);
    expect(await photoCount(order.id)).toBe(0);
  });

  it('needs the order to be visible (404) and changeable (403) by the caller', async () => {
    const customer = await buildCustomer(t.db);
    const order = await buildOrder(t.db, { customer_id: customer.id });
    const other = await buildOrder(t.db);
    const updater = await staffFor(customer.id, { updateOrder: true });
    expect((await upload(updater.token, { serial: order.serial, file: png() })).statusCode).toBe(201);
    expect((await images(updater.token, order.serial)).json()).toHaveLength(1);

    expect((await upload(updater.token, { serial: other.serial, file: png() })).statusCode).toBe(404);
    expect((await images(updater.token, other.serial)).statusCode).toBe(404);
    const viewer = await staffFor(customer.id);
    const refused = await upload(viewer.token, { serial: order.serial, file: png() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().key).toBe('orders.no_update_permission');
    expect(await photoCount(other.id)).toBe(0);
    expect(await photoCount(order.id)).toBe(1);

    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    expect((await upload(merchant.token, { serial: order.serial, file: png() })).statusCode).toBe(403);
    expect((await images(null, order.serial)).statusCode).toBe(401);
  });
});

describe('public gallery', () => {
  const gallery = (shipper: number | string, serial: string, company: string, mobile: string) =>
    t.call(null, { method: 'GET', url: `/api/gallery/${shipper}/${encodeURIComponent(serial)}/${encodeURIComponent(company)}/${encodeURIComponent(mobile)}` });

  it('shows the photos to anyone holding all four keys, with nothing but the serial, addresses and times', async () => {
    const shipper = await buildShipper(t.db);
    const customer = await buildCustomer(t.db, { company_name: 'Nile Gifts & Co' });
    const order = await buildOrder(t.db, { customer_id: customer.id, shipper_id: shipper.id, phone: '01055544433' });
    const keys = [shipper.id, order.serial, 'Nile Gifts & Co', '01055544433'] as const;
    const before = await gallery(...keys);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ serial: order.serial, photos: [] });

    const uploaded = (await upload(admin.token, { serial: order.serial, file: png() })).json<Photo>();
    const after = await gallery(...keys);
    expect(after.json()).toEqual({ serial: order.serial, photos: [{ url: uploaded.url, created_at: expect.any(String) }] });
    expect(await gallery(shipper.id, order.serial, '  nile gifts & co ', '01055544433').then((r) => r.statusCode)).toBe(200);
    const image = await t.call(null, { method: 'GET', url: uploaded.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('answers 404 when any one of the four keys is wrong', async () => {
    const shipper = await buildShipper(t.db);
    const otherShipper = await buildShipper(t.db);
    const customer = await buildCustomer(t.db, { company_name: 'Delta Shop' });
    const order = await buildOrder(t.db, { customer_id: customer.id, shipper_id: shipper.id, phone: '01022233344' });
    await upload(admin.token, { serial: order.serial, file: png() });
    expect((await gallery(shipper.id, order.serial, 'Delta Shop', '01022233344')).statusCode).toBe(200);
    const wrong = [
      gallery(otherShipper.id, order.serial, 'Delta Shop', '01022233344'),
      gallery(shipper.id, `${order.serial}1`, 'Delta Shop', '01022233344'),
      gallery(shipper.id, order.serial, 'Other Shop', '01022233344'),
      gallery(shipper.id, order.serial, 'Delta Shop', '01022233345'),
      gallery('abc', order.serial, 'Delta Shop', '01022233344'),
    ];
    for (const response of await Promise.all(wrong)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('/api/media/');
    }
  });

  it("uses the customer's name when it has no company name", async () => {
    const shipper = await buildShipper(t.db);
    const customer = await buildCustomer(t.db, { company_name: '' });
    const order = await buildOrder(t.db, { customer_id: customer.id, shipper_id: shipper.id });
    expect((await gallery(shipper.id, order.serial, customer.name, order.phone)).statusCode).toBe(200);
  });
});
