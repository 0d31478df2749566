import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderReplies } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildFieldPermission, buildOrder } from '../helpers/builders';
import { multipartForm } from '../helpers/multipart';

const { t, admin } = await openApiTest();

interface Reply {
  id: number;
  reply: string;
  user_name: string;
  created_at: string;
}

const ADMIN_ORDERS = '/dashboard/adminorders';
const VIEW_REPLIES = '/dashboard/adminorders/viewReplies';

const sendForm = (token: string | null, fields: Record<string, string>) => {
  const form = multipartForm(fields);
  return t.call(token, { method: 'POST', url: '/api/orders/order-replies/', payload: form.payload, headers: form.headers });
};
const sendJson = (token: string | null, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/orders/order-replies/', payload });
const repliesOf = (token: string | null, id: number) => t.call(token, { method: 'GET', url: `/api/orders/${id}/replies` });
const storedReplies = async (orderId: number) => t.db.select().from(orderReplies).where(eq(orderReplies.order_id, orderId));

/** A staff member who opens the order list and sees `customerId`'s orders (and nothing else). */
async function staffSeeing(customerId: number, urls: string[] = [ADMIN_ORDERS]) {
  const login = await t.loginAs({ role: 'staff', urls });
  await buildCustomerPermission(t.db, login.user.id, customerId, { view: true });
  return login;
}

describe('order replies', () => {
  it('adds replies from a form or JSON and lists them oldest first, under both addresses', async () => {
    const order = await buildOrder(t.db);
    const first = await sendForm(admin.token, { order: String(order.id), reply: '  Customer asked to deliver after 5 PM ' });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<Reply>();
    expect(created).toMatchObject({ reply: 'Customer asked to deliver after 5 PM', user_name: 'Test superuser' });
    const second = await sendJson(admin.token, { order: order.id, reply: 'Called the recipient, confirmed' });
    expect(second.statusCode, second.body).toBe(201);

    const listed = await repliesOf(admin.token, order.id);
    expect(listed.statusCode).toBe(200);
    const replies = listed.json<Reply[]>();
    expect(replies.map((r) => r.reply)).toEqual(['Customer asked to deliver after 5 PM', 'Called the recipient, confirmed']);
    expect(Object.keys(replies[0]!).sort()).toEqual(['created_at', 'id', 'reply', 'user_name']);
    const legacy = await t.call(admin.token, { method: 'GET', url: '/api/get_order_replies/', query: { id: String(order.id) } });
    expect(legacy.json()).toEqual(replies);
  });

  it('refuses an empty reply beside the field and stores nothing', async () => {
    const order = await buildOrder(t.db);
    for (const response of [await sendForm(admin.token, { order: String(order.id), reply: '   ' }), await sendJson(admin.token, { order: order.id })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ reply: 'orders.reply_required' });
    }
    const noOrder = await sendForm(admin.token, { reply: 'hello' });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json<ErrorBody>().errors).toEqual({ order: 'validation.required' });
    const tooLong = await sendJson(admin.token, { order: order.id, reply: 'x'.repeat(4001) });
    expect(tooLong.json<ErrorBody>().errors).toEqual({ reply: 'orders.reply_too_long' });
    expect(await storedReplies(order.id)).toEqual([]);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await sendJson(admin.token, { order: 99999999, reply: 'hi' })).statusCode).toBe(404);
    expect((await repliesOf(admin.token, 99999999)).statusCode).toBe(404);
  });

  it("lets staff reply on the orders they see, and hides other customers' orders as not found", async () => {
    const mine = await buildOrder(t.db);
    const other = await buildOrder(t.db);
    const staff = await staffSeeing(mine.customer_id);
    const ok = await sendForm(staff.token, { order: String(mine.id), reply: 'On my way' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<Reply>().user_name).toBe('Test staff');

    expect((await sendForm(staff.token, { order: String(other.id), reply: 'sneaky' })).statusCode).toBe(404);
    expect((await repliesOf(staff.token, other.id)).statusCode).toBe(404);
    expect(await storedReplies(other.id)).toEqual([]);
  });

  it('refuses merchants, staff without the screen and anonymous callers', async () => {
    const order = await buildOrder(t.db);
    const merchant = await t.loginAs({ role: 'customer', customerId: order.customer_id });
    const elsewhere = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    await buildCustomerPermission(t.db, elsewhere.user.id, order.customer_id, { view: true });
    for (const token of [merchant.token, elsewhere.token]) {
      expect((await sendJson(token, { order: order.id, reply: 'x' })).statusCode).toBe(403);
      expect((await repliesOf(token, order.id)).statusCode).toBe(403);
    }
    expect((await sendJson(null, { order: order.id, reply: 'x' })).statusCode).toBe(401);
    expect(await storedReplies(order.id)).toEqual([]);
  });

  it('lists recent replies across the orders the caller sees, newest first, with serials only for those who may see them', async () => {
    const customer = await buildCustomer(t.db);
    const seen = await buildOrder(t.db, { customer_id: customer.id });
    const hidden = await buildOrder(t.db);
    await sendJson(admin.token, { order: seen.id, reply: 'first on seen' });
    await sendJson(admin.token, { order: hidden.id, reply: 'on hidden' });
    await sendJson(admin.token, { order: seen.id, reply: 'second on seen' });

    const reader = await staffSeeing(customer.id, [VIEW_REPLIES]);
    await buildFieldPermission(t.db, reader.user.id, 'show_order_serial', true);
    const page = await t.call(reader.token, { method: 'GET', url: '/api/orders/replies/', query: { page: '1', page_size: '10' } });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{ count: number; results: (Reply & { order: number; serial: string })[] }>();
    expect(body.count).toBe(2);
    expect(body.results.map((r) => r.reply)).toEqual(['second on seen', 'first on seen']);
    expect(body.results[0]).toMatchObject({ order: seen.id, serial: seen.serial });

    const masked = await staffSeeing(customer.id, [VIEW_REPLIES]);
    const maskedPage = await t.call(masked.token, { method: 'GET', url: '/api/orders/replies/' });
    expect(maskedPage.json<{ results: { serial: string }[] }>().results.map((r) => r.serial)).toEqual(['', '']);

    const all = await t.call(admin.token, { method: 'GET', url: '/api/orders/replies/', query: { page_size: '1' } });
    expect(all.json<{ count: number; results: unknown[] }>()).toMatchObject({ count: expect.any(Number) });
    expect(all.json<{ results: unknown[] }>().results).toHaveLength(1);
  });
});
