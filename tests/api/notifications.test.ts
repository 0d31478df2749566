import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildNotification } from '../helpers/builders';

const { t, admin } = await openApiTest();

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
