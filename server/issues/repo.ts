import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { IssueSide } from '../../domain/issues/rules';
import type { Db } from '../db/client';
import type { PageWindow } from '../lib/rest/paging';
import { customers, issueMessages, issues, orders, users } from '../db/schema';
import { mediaUrl } from '../lib/media';
import { userName } from '../db/user-name';

export type IssueRow = typeof issues.$inferSelect;

/**
 * Whether the other side wrote after `side` last read the thread. Every message moves the thread's
 * last_message_at to its own time and its writer's side's read mark to the same time (addMessage, one
 * transaction), so a message later than a side's read mark is the other side's: comparing the two columns
 * says what looking through the messages would, without reading them.
 */
export const unreadFor = (side: IssueSide): SQL<boolean> =>
  sql<boolean>`(${issues.last_message_at} > ${side === 'merchant' ? issues.merchant_read_at : issues.staff_read_at})`;

/** The search box of the office's list: the subject, the customer's names or the order's serial. */
export function issueSearch(query: string | undefined): SQL | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(issues.subject, like),
    ilike(customers.company_name, like),
    ilike(customers.name, like),
    sql`${issues.order_id} in (select ${orders.id} from ${orders} where ${eq(orders.serial, text)})`,
  );
}

/**
 * A page of issues, the latest message first, each with its customer, order, and whether `side` has unread
 * messages. The order's serial is read for the page's rows only.
 */
export async function listIssues(db: Db, side: IssueSide, where: SQL | undefined, window: PageWindow) {
  const unread = unreadFor(side);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: issues.id,
        thread_key: issues.thread_key,
        subject: issues.subject,
        status: issues.status,
        customer: issues.customer_id,
        customer_name: sql<string>`coalesce(nullif(${customers.company_name}, ''), ${customers.name})`,
        order: issues.order_id,
        order_serial: sql<string>`coalesce((select ${orders.serial} from ${orders} where ${orders.id} = ${issues.order_id}), '')`,
        created_at: issues.created_at,
        last_message_at: issues.last_message_at,
        unread,
      })
      .from(issues)
      .innerJoin(customers, eq(customers.id, issues.customer_id))
      .where(where)
      .orderBy(desc(issues.last_message_at), desc(issues.id))
      .limit(window.size)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int`, unread: sql<number>`count(*) filter (where ${unread})::int` })
      .from(issues)
      .innerJoin(customers, eq(customers.id, issues.customer_id))
      .where(where),
  ]);
  return { count: counted?.count ?? 0, unread: counted?.unread ?? 0, results: rows };
}

/** A thread's messages, oldest first, with who wrote them and their photo's address. */
export async function threadMessages(db: Db, issueId: number) {
  const rows = await db
    .select({
      id: issueMessages.id,
      side: issueMessages.side,
      text: issueMessages.text,
      media_id: issueMessages.media_id,
      created_at: issueMessages.created_at,
      author: userName,
    })
    .from(issueMessages)
    .leftJoin(users, eq(users.id, issueMessages.author_id))
    .where(eq(issueMessages.issue_id, issueId))
    .orderBy(asc(issueMessages.id));
  return rows.map(({ media_id, ...row }) => ({ ...row, photo: media_id ? mediaUrl(media_id) : null }));
}

/** The issue named by its thread key among those `visible` lets through, locked when asked; undefined when missing. */
export async function findIssue(db: Db, threadKey: string, visible: SQL | undefined, lock = false): Promise<IssueRow | undefined> {
  const query = db
    .select({ issue: issues })
    .from(issues)
    .innerJoin(customers, eq(customers.id, issues.customer_id))
    .where(and(eq(issues.thread_key, threadKey), visible));
  const [row] = lock ? await query.for('update', { of: issues }) : await query;
  return row?.issue;
}
