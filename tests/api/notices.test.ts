import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screenUrl } from '../../domain/screens';
import { cairoToday } from '../../domain/time';
import { notifications } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildHoldReason, buildOrder, buildRequest, buildShipper } from '../helpers/builders';

const { t, admin } = await openApiTest();

const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url: `/api${url}`, payload });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
type Feed = { unread: number; results: { id: number; subject: string; subject_key: string; message_params: Record<string, string>; url: string }[] };
const feedOf = async (token: string, path = '/notifications/') => (await get(token, path)).json<Feed>();

async function merchant() {
  const customer = await buildCustomer(t.db, { company_name: `Shop ${Date.now()}` });
  const login = await t.loginAs({ role: 'customer', customerId: customer.id });
  return { customer, token: login.token, user: login.user };
}

describe('order alerts for the office', () => {
  it('reach the desk staff who handle the merchant, and superusers, when it asks for a pickup; not the others', async () => {
    const m = await merchant();
    const handler = await t.loginAs({ role: 'staff', urls: [screenUrl('backup')] });
    await buildCustomerPermission(t.db, handler.user.id, m.customer.id, { pickup_request: true });
    const otherDesk = await t.loginAs({ role: 'staff', urls: [screenUrl('materialrequestlist')] });
    await buildCustomerPermission(t.db, otherDesk.user.id, m.customer.id, { pickup_request: true, material_request: true });
    const noRow = await t.loginAs({ role: 'staff', urls: [screenUrl('backup')] });

    const asked = await post(m.token, '/backup/requestbackup/', { pickup_date: cairoToday(), parcel_count: 6 });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<{ id: number }>();
    const [alert] = (await feedOf(handler.token, '/notifications/order-alerts/')).results;
    expect(alert).toMatchObject({
      subject: `${m.customer.company_name} asks for a pickup on ${cairoToday()}; parcels: 6`,
      subject_key: 'notifications.alert_pickup',
      url: `/dashboard/backup/details/${id}`,
    });
    expect((await feedOf(admin.token, '/notifications/order-alerts/')).results[0]).toMatchObject({ url: `/dashboard/backup/details/${id}` });
    expect((await feedOf(otherDesk.token, '/notifications/order-alerts/')).results).toEqual([]);
    expect((await feedOf(noRow.token, '/notifications/order-alerts/')).results).toEqual([]);
  });
});

describe("a merchant's notices", () => {
  it('tell it when the office assigns a courier to its request, and nobody else', async () => {
    const m = await merchant();
    const other = await merchant();
    const shipper = await buildShipper(t.db, { name: 'Karim Soliman' });
    const request = await buildRequest(t.db, { customer_id: m.customer.id });
    expect((await post(admin.token, '/requests/change_shipper/', { ids: [request.id], shipper: shipper.id })).statusCode).toBe(200);
    const feed = await feedOf(m.token);
    expect(feed.unread).toBe(1);
    expect(feed.results[0]).toMatchObject({
      subject: `Your request ${request.id} has a courier: Karim Soliman`,
      url: '/customerdashboard/backup/requestbackup',
    });
    expect((await feedOf(other.token)).results).toEqual([]);
  });

  it('tell it when a parcel of its goes on hold, whatever moved it, and not when it is delivered', async () => {
    const m = await merchant();
    const reason = await buildHoldReason(t.db);
    const held = await buildOrder(t.db, { customer_id: m.customer.id, status: 'Out For Deliver' });
    const delivered = await buildOrder(t.db, { customer_id: m.customer.id, status: 'Out For Deliver' });
    const move = await post(admin.token, '/orders/orders_status_update/', { id: held.id, status: 'Hold', hold_reason: reason.id });
    expect(move.statusCode, move.body).toBe(200);
    const bulk = await post(admin.token, '/orders/OrderbulkUpdate', { ids: [delivered.id], status: 'Delivered', collect_full: true });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const feed = await feedOf(m.token);
    expect(feed.results).toEqual([
      expect.objectContaining({
        subject: `Order ${held.serial} is on hold`,
        subject_key: 'notifications.order_hold',
        url: `/customerdashboard/orders/${held.id}`,
      }),
    ]);
  });

  it('are marked read one by one or all at once, only its own', async () => {
    const m = await merchant();
    const other = await merchant();
    const [mine, second] = await t.db
      .insert(notifications)
      .values([
        { for_user: m.user.id, subject: 'One' },
        { for_user: m.user.id, subject: 'Two' },
      ])
      .returning();
    const [theirs] = await t.db.insert(notifications).values({ for_user: other.user.id, subject: 'Theirs' }).returning();
    expect((await post(m.token, '/notifications/mark-customer-read/', { id: theirs!.id })).statusCode).toBe(200);
    expect((await feedOf(other.token)).unread).toBe(1);
    await post(m.token, '/notifications/mark-customer-read/', { id: mine!.id });
    expect((await feedOf(m.token)).unread).toBe(1);
    await post(m.token, '/notifications/mark-all-customer-read/', {});
    expect((await feedOf(m.token)).unread).toBe(0);
    expect((await t.db.select().from(notifications).where(eq(notifications.id, second!.id)))[0]!.is_read).toBe(true);
  });

  it('include what the office writes to a merchant it may see', async () => {
    const m = await merchant();
    const writer = await t.loginAs({ role: 'staff', urls: [screenUrl('customers')] });
    const hidden = await post(writer.token, '/notifications/customer/', { customer_id: m.customer.id, subject: 'New prices from Sunday' });
    expect(hidden.json<ErrorBody>().errors).toEqual({ customer_id: 'errors.not_found' });
    await buildCustomerPermission(t.db, writer.user.id, m.customer.id, { view: true });
    const sent = await post(writer.token, '/notifications/customer/', {
      customer_id: m.customer.id,
      subject: 'New prices from Sunday',
      content: 'See your price list',
    });
    expect(sent.json()).toEqual({ sent: 1 });
    expect((await feedOf(m.token)).results[0]).toMatchObject({ subject: 'New prices from Sunday', content: 'See your price list' });
    expect((await post(m.token, '/notifications/customer/', { customer_id: m.customer.id, subject: 'x' })).statusCode).toBe(403);
  });
});

describe('the live stream', () => {
  it("tells an open page of a new entry in its user's bells, and refuses a client that does not ask for events", async () => {
    const m = await merchant();
    expect((await get(m.token, '/notifications/stream/')).statusCode).toBe(406);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream/`, {
      headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const nextEvent = async () => {
      let text = '';
      while (!text.includes('event: notices')) text += new TextDecoder().decode((await reader.read()).value);
      return text;
    };
    expect(await nextEvent()).toContain('"last":0');
    const [entry] = await t.db.insert(notifications).values({ for_user: m.user.id, subject: 'Live' }).returning();
    expect(await nextEvent()).toContain(`"last":${entry!.id}`);
    controller.abort();
  });

  it('ends the stream when its session ends (a logout), within the check that follows', async () => {
    const m = await merchant();
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const port = (t.app.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream/`, {
      headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
    });
    const reader = response.body!.getReader();
    await reader.read();
    expect((await t.call(m.token, { method: 'POST', url: '/api/logout/', payload: {} })).statusCode).toBeLessThan(300);
    // The stream reads to its end: the server closed it, long before its ten minutes.
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });

  it('writes nothing more to a stream it ended: a logout and a new entry seen by one check end the stream, and the server stays up', async () => {
    const m = await merchant();
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/notifications/stream/`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' } });
    const reader = response.body!.getReader();
    await reader.read();
    // Both before the next check: it ends the stream for the logout, then finds the new entry for the same user.
    expect((await t.call(m.token, { method: 'POST', url: '/api/logout/', payload: {} })).statusCode).toBeLessThan(300);
    await t.db.insert(notifications).values({ for_user: m.user.id, subject: 'After the logout' });
    let done = false;
    while (!done) done = (await reader.read()).done;
    const other = await merchant();
    const again = await fetch(url, { headers: { authorization: `Bearer ${other.token}` } });
    expect(again.status).toBe(406);
  });
});
