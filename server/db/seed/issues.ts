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
        closed_at: sql`now()`,
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

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HISTORY_SUBJECTS = ['Parcel marked delivered but not received', 'Cash for last week', 'Courier was rude', 'Wrong return fee', 'Change the pickup time'];

/**
 * A month of other merchants' issues for issuereport: the office answers some merchants within the hour and others
 * after a day or two, leaves a few unanswered, and closes most answered ones that are older than three days.
 */
export async function seedIssueHistory(tx: Tx, customerIds: readonly number[], staffId: number, now = Date.now()): Promise<void> {
  for (const [index, customerId] of customerIds.slice(1, 9).entries()) {
    const fast = index % 2 === 0;
    for (let j = 0; j < 1 + ((index * 3) % 5); j += 1) {
      const created = new Date(now - (((index * 7 + j * 5) % 28) + 1) * DAY - ((j * 37) % 300) * MINUTE);
      const answerMinutes = fast ? 15 + (((index + j) * 11) % 40) : 1500 + (((index + j) * 300) % 1400);
      const answered = (index + j) % 4 !== 3 && created.getTime() + answerMinutes * MINUTE < now;
      const answeredAt = new Date(created.getTime() + answerMinutes * MINUTE);
      const closedAt = new Date(answeredAt.getTime() + (2 + ((index * 5 + j) % 28)) * 60 * MINUTE);
      const closed = answered && closedAt.getTime() < now - 3 * DAY;
      const [issue] = await tx
        .insert(issues)
        .values({
          customer_id: customerId,
          subject: HISTORY_SUBJECTS[(index + j) % HISTORY_SUBJECTS.length]!,
          created_at: created,
          last_message_at: answered ? answeredAt : created,
          merchant_read_at: answered ? answeredAt : created,
          staff_read_at: answered ? answeredAt : created,
          ...(closed ? { status: 'closed' as const, closed_by: staffId, closed_at: closedAt } : {}),
        })
        .returning();
      await tx
        .insert(issueMessages)
        .values([
          { issue_id: issue!.id, side: 'merchant', text: 'Please look into this.', created_at: created },
          ...(answered ? [{ issue_id: issue!.id, side: 'staff' as const, author_id: staffId, text: 'We are on it.', created_at: answeredAt }] : []),
        ]);
    }
  }
}
