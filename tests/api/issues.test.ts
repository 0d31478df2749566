import { describe, expect, it } from 'vitest';
import { screenUrl } from '../../domain/screens';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildOrder } from '../helpers/builders';

const { t, admin } = await openApiTest();

const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url: `/api${url}`, payload });
const get = (token: string, url: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: `/api${url}`, query });
type Thread = {
  status: string;
  unread: boolean;
  subject: string;
  order_serial: string;
  messages: { side: string; text: string; author: string; photo: string | null }[];
};
type Page = { count: number; unread: number; results: { thread_key: string; unread: boolean }[] };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3a1ce2d0000000049454e44ae426082',
  'hex',
);

async function merchant() {
  const customer = await buildCustomer(t.db, { company_name: `Shop ${Date.now()}` });
  const login = await t.loginAs({ role: 'customer', customerId: customer.id });
  return { customer, token: login.token };
}

async function open(token: string, body: object = {}) {
  const reply = await post(token, '/merchant/issues/', { subject: 'Parcel arrived wet', text: 'The box was soaked', ...body });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ thread_key: string }>().thread_key;
}

describe('issues', () => {
  it('are opened by a merchant about its order, answered by the office in a thread, with unread counts on both sides', async () => {
    const m = await merchant();
    const order = await buildOrder(t.db, { customer_id: m.customer.id });
    const desk = await t.loginAs({ role: 'staff', urls: [screenUrl('issue')] });
    await buildCustomerPermission(t.db, desk.user.id, m.customer.id, { view: true });
    const key = await open(m.token, { order: order.id });

    expect((await get(desk.token, '/issues/', { unread: 'true' })).json<Page>()).toMatchObject({ count: 1, unread: 1, results: [{ thread_key: key }] });
    const alerts = (await get(desk.token, '/notifications/order-alerts/')).json<{ results: { subject: string; url: string }[] }>().results;
    expect(alerts[0]).toMatchObject({ subject: `${m.customer.company_name} opened an issue: Parcel arrived wet`, url: `/dashboard/issue/${key}` });

    const read = (await get(desk.token, `/issues/${key}/`)).json<Thread>();
    expect(read).toMatchObject({ subject: 'Parcel arrived wet', order_serial: order.serial, messages: [{ side: 'merchant', text: 'The box was soaked' }] });
    expect((await get(desk.token, '/issues/')).json<Page>().unread).toBe(0);

    expect((await post(desk.token, `/issues/${key}/messages/`, { text: 'Sorry: we will refund the fee' })).statusCode).toBe(201);
    expect((await get(m.token, '/merchant/issues/')).json<Page>()).toMatchObject({ unread: 1, results: [{ thread_key: key, unread: true }] });
    expect((await get(m.token, '/notifications/')).json<{ results: { subject: string }[] }>().results[0]!.subject).toBe(
      'The office answered your issue Parcel arrived wet',
    );
    const thread = (await get(m.token, `/merchant/issues/${key}/`)).json<Thread>();
    expect(thread.messages.map((message) => [message.side, message.text])).toEqual([
      ['merchant', 'The box was soaked'],
      ['staff', 'Sorry: we will refund the fee'],
    ]);
    expect((await get(m.token, '/merchant/issues/')).json<Page>().unread).toBe(0);
  });

  it('take a photo, and either side closes one, after which nobody writes', async () => {
    const m = await merchant();
    const key = await open(m.token);
    const photo = await t.call(m.token, {
      method: 'POST',
      url: `/api/merchant/issues/${key}/photo/`,
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload: Buffer.concat([
        Buffer.from(
          '--X\r\nContent-Disposition: form-data; name="text"\r\n\r\nThe label\r\n--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        PNG,
        Buffer.from('\r\n--X--\r\n'),
      ]),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const thread = (await get(admin.token, `/issues/${key}/`)).json<Thread>();
    expect(thread.messages[1]).toMatchObject({ side: 'merchant', text: 'The label', photo: expect.stringMatching(/^\/api\/media\//) });
    expect((await post(admin.token, `/issues/${key}/close/`, {})).statusCode).toBe(200);
    const late = await post(m.token, `/merchant/issues/${key}/messages/`, { text: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().key).toBe('issues.closed');
    expect((await get(m.token, `/merchant/issues/${key}/`)).json<Thread>().status).toBe('closed');
  });

  it('keep each merchant to its own threads and orders, and staff to the customers they see', async () => {
    const a = await merchant();
    const b = await merchant();
    const keyOfB = await open(b.token);
    const ordersOfB = await buildOrder(t.db, { customer_id: b.customer.id });
    expect((await get(a.token, `/merchant/issues/${keyOfB}/`)).statusCode).toBe(404);
    expect((await post(a.token, `/merchant/issues/${keyOfB}/messages/`, { text: 'Hi' })).statusCode).toBe(404);
    expect((await post(a.token, `/merchant/issues/${keyOfB}/close/`, {})).statusCode).toBe(404);
    const photo = await t.call(a.token, {
      method: 'POST',
      url: `/api/merchant/issues/${keyOfB}/photo/`,
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload: Buffer.concat([
        Buffer.from('--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
        PNG,
        Buffer.from('\r\n--X--\r\n'),
      ]),
    });
    expect(photo.statusCode).toBe(404);
    expect((await get(b.token, `/merchant/issues/${keyOfB}/`)).json<Thread>().messages).toHaveLength(1);
    const foreign = await post(a.token, '/merchant/issues/', { subject: 'x', text: 'y', order: ordersOfB.id });
    expect(foreign.json<ErrorBody>().errors).toEqual({ order: 'errors.not_found' });
    expect((await get(a.token, '/merchant/issues/')).json<Page>().results.map((row) => row.thread_key)).not.toContain(keyOfB);

    const desk = await t.loginAs({ role: 'staff', urls: [screenUrl('issue')] });
    await buildCustomerPermission(t.db, desk.user.id, a.customer.id, { view: true });
    expect((await get(desk.token, `/issues/${keyOfB}/`)).statusCode).toBe(404);
    expect((await get(desk.token, '/issues/')).json<Page>().results.map((row) => row.thread_key)).not.toContain(keyOfB);
    expect((await get(b.token, '/issues/')).statusCode).toBe(403);
    const empty = await post(a.token, '/merchant/issues/', { subject: ' ', text: '' });
    expect(empty.json<ErrorBody>().errors).toEqual({ subject: 'validation.required', text: 'validation.required' });
  });
});
