import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { screenUrl } from '../../../domain/screens';
import { customerName, notify, staffHandling } from '../../notices/send';
import type { Tx } from '../client';
import { issueMessages, issues, orders, users } from '../schema';

/**
 * The demo merchant's issues and both sides' bells: an open thread about one of its parcels that the office has
 * answered (unread by the merchant), a closed general one, the office's order alert for the open one, and the
 * merchant's notices of a held parcel and of its pickup's courier.
 */
export async function seedIssuesAndNotices(tx: Tx, customerId: number, merchantUserId: number, staffId: number): Promise<void> {
  const [held] = await tx
    .select({ id: orders.id, serial: orders.serial })
    .from(orders)
    .where(and(eq(orders.customer_id, customerId), eq(orders.status, 'Hold'), isNotNull(orders.hold_reason_id)))
    .limit(1);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [open, closed] = await tx
    .insert(issues)
    .values([
      // The office wrote last: read by the office, not yet by the merchant (a thread is unread while its last
      // message is later than the side's read mark; routes/issues/repo.ts).
      {
        customer_id: customerId,
        order_id: held?.id ?? null,
        subject: 'Recipient says the box was opened',
        created_by: merchantUserId,
        merchant_read_at: sql`now() - interval '1 hour'`,
        staff_read_at: sql`now()`,
      },
      {
        customer_id: customerId,
        subject: 'Invoice for October',
        created_by: merchantUserId,
        status: 'closed',
        closed_by: admin?.id ?? null,
        staff_read_at: sql`now()`,
      },
    ])
    .returning();
  await tx.insert(issueMessages).values([
    {
      issue_id: open!.id,
      side: 'merchant',
      author_id: merchantUserId,
      text: 'The customer called: the tape on the box was cut. Can you check with the courier?',
    },
    {
      issue_id: open!.id,
      side: 'staff',
      author_id: staffId,
      text: 'We are asking the courier now and will send you his photos of the parcel before delivery.',
    },
    { issue_id: closed!.id, side: 'merchant', author_id: merchantUserId, text: 'Please send the October statement.' },
    { issue_id: closed!.id, side: 'staff', author_id: admin?.id ?? staffId, text: 'Sent to your email today.' },
  ]);
  const merchant = { merchant: customerId };
  await notify(tx, merchant, 'notification', {
    subject_key: 'notifications.issue_answered',
    content_key: 'notifications.issue_content',
    params: { subject: open!.subject },
    url: `/customerdashboard/customerissue/${open!.thread_key}`,
    related: open!.id,
  });
  if (held) {
    await notify(tx, merchant, 'notification', {
      subject_key: 'notifications.order_hold',
      content_key: 'notifications.order_status_content',
      params: { serial: held.serial },
      url: `/customerdashboard/orders/${held.id}`,
      related: held.id,
    });
  }
  await notify(tx, await staffHandling(tx, customerId, screenUrl('issue'), 'view'), 'order_alert', {
    subject_key: 'notifications.alert_issue',
    content_key: 'notifications.alert_content',
    params: { customer: await customerName(tx, customerId), subject: open!.subject },
    url: `${screenUrl('issue')}/${open!.thread_key}`,
    related: open!.id,
  });
}
