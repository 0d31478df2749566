import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { buildCustomerPermission, buildFieldPermission, buildOrder, buildUser } from '../helpers/builders';
import { mobile } from '../helpers/customers-api';
import { cairoDaysAgo, orderPayload, ordersApi, orderWorld, type OrderRecord } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

interface Feed {
  count: number;
  unread: number;
  results: { id: number; subject: string; content: string; url: string; realated_entity_id: string; is_read: boolean }[];
}

/** Creates an order through the API to `phone` for a new customer that each of `viewers` may see, and answers it. */
async function orderTo(phone: string, viewers: number[] = []): Promise<OrderRecord> {
  const world = await orderWorld(t.db);
  for (const userId of viewers) await buildCustomerPermission(t.db, userId, world.customer.id, { view: true });
  const response = await api.create(admin.token, orderPayload(world, { phone }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderRecord>();
}

const noticesAbout = (orderId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'repeated_order'), eq(notifications.realated_entity_id, String(orderId))));

describe('repeated orders', () => {
  it('flags a new order to the phone of an open order of the last 7 days and tells the active staff who see its customer', async () => {
    const phone = mobile();
    const earlier = await buildOrder(t.db, { phone, order_date: cairoDaysAgo(3), status: 'Out For Deliver' });
    const staff = await t.loginAs({ role: 'staff' });
    const unrelated = await t.loginAs({ role: 'staff' });
    const away = await buildUser(t.db, { role: 'staff', isActive: false });
    const merchant = await buildUser(t.db, { role: 'customer' });
    const order = await orderTo(phone, [staff.user.id, away.id]);
    expect(order.is_repeated).toBe(true);
    const notices = await noticesAbout(order.id);
    const told = notices.map((n) => n.for_user);
    expect(told).toEqual(expect.arrayContaining([admin.id, staff.user.id]));
    expect(told).not.toContain(away.id);
    expect(told).not.toContain(unrelated.user.id);
    expect(told).not.toContain(merchant.id);
    expect(new Set(told).size).toBe(told.length);
    // The entry names the two orders by id; its text is made for each reader as it is read.
    for (const notice of notices) {
      expect(notice.params).toEqual({ order: order.id, other: earlier.id });
      expect(`${notice.subject} ${notice.content}`).not.toContain(phone);
      expect(`${notice.subject} ${notice.content}`).not.toContain(earlier.serial);
    }
    const flagged = await api.admin(admin.token, { customer: order.customer, is_repeated: '1' });
    expect(flagged.json<{ results: OrderRecord[] }>().results.map((r) => r.id)).toEqual([order.id]);
  });

  it('lists the entry on the repeated-orders bell and marks it read with mark-all-repeated-read', async () => {
    const phone = mobile();
    await buildOrder(t.db, { phone, order_date: cairoDaysAgo(7) });
    const staff = await t.loginAs({ role: 'staff' });
    const order = await orderTo(phone, [staff.user.id]);
    expect(order.is_repeated).toBe(true);
    const feed = async () => (await t.call(staff.token, { method: 'GET', url: '/api/notifications/repeated-orders/' })).json<Feed>();
    // Without the serial field the entry names no order; with it, the order's serial, but not the earlier
    // order's, whose customer the reader may not see.
    const hidden = (await feed()).results.find((n) => n.realated_entity_id === String(order.id));
    expect(hidden).toMatchObject({ subject: 'Repeated order', content: 'An order goes to the same phone as another open order' });
    await buildFieldPermission(t.db, staff.user.id, 'show_order_serial', true);
    const before = await feed();
    const entry = before.results.find((n) => n.realated_entity_id === String(order.id));
    expect(entry).toMatchObject({
      is_read: false,
      subject: `Repeated order ${order.serial}`,
      content: `Order ${order.serial} goes to the same phone as another open order`,
      subject_key: 'notifications.repeated_subject',
      message_params: { serial: order.serial },
    });
    expect(entry?.url).toContain('repeatedorder');
    expect(before.unread).toBeGreaterThan(0);
    const marked = await t.call(staff.token, { method: 'POST', url: '/api/notifications/mark-all-repeated-read/' });
    expect(marked.statusCode).toBe(200);
    const after = await feed();
    expect(after.unread).toBe(0);
    expect(after.results.find((n) => n.id === entry?.id)?.is_read).toBe(true);
    const others = await noticesAbout(order.id);
    expect(others.find((n) => n.for_user === admin.id)?.is_read).toBe(false);
  });

  it('does not flag a match older than 7 days, a closed one, a cancelled one, or a different phone', async () => {
    const cases: Parameters<typeof buildOrder>[1][] = [
      { order_date: cairoDaysAgo(8) },
      { order_date: cairoDaysAgo(1), status: 'Delivered' },
      { order_date: cairoDaysAgo(1), status: 'Returned' },
      { order_date: cairoDaysAgo(1), status: 'Pending', status_code: 6 },
    ];
    for (const values of cases) {
      const phone = mobile();
      await buildOrder(t.db, { ...values, phone });
      const order = await orderTo(phone);
      expect(order.is_repeated, JSON.stringify(values)).toBe(false);
      expect(await noticesAbout(order.id)).toHaveLength(0);
    }
    await buildOrder(t.db, { phone: mobile() });
    const unrelated = await orderTo(mobile());
    expect(unrelated.is_repeated).toBe(false);
  });
});
