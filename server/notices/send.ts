import { and, eq, inArray, is, or, sql, SQL } from 'drizzle-orm';
import { englishMessage, type MessageKey } from '../../domain/messages';
import { checkCustomerPermission, type CustomerPerm } from '../../domain/permissions';
import type { Db } from '../db/client';
import { runPrepared } from '../db/prepared';
import { customers, notifications, permittedUrls, users, type NotificationKind } from '../db/schema';
import { readGrants } from '../permissions/grants';

/** A bell entry for one or many readers, its text as message keys with values (shown in each reader's language). */
export interface Notice {
  subject_key: MessageKey;
  content_key: MessageKey;
  params: Record<string, string>;
  /** Where the entry leads; an order alert opens it in a new tab (spec section 2). */
  url: string;
  related?: number;
}

/** Whom a notice is for: their ids, or a statement answering them (`id`), read as the notice is written. */
export type Readers = readonly number[] | SQL;

/** Puts the notice in each reader's bell, in the caller's transaction. Open pages hear of it through the live stream. */
export async function notify(db: Db, readers: Readers, kind: NotificationKind, notice: Notice): Promise<void> {
  const ids = is(readers, SQL) ? readers : sql`select distinct unnest(${sql.param([...readers])}::int[]) as id`;
  if (!is(readers, SQL) && !readers.length) return;
  await runPrepared(
    db,
    sql`insert into ${notifications} (for_user, kind, subject, url, realated_entity_id, subject_key, content_key, message_params)
    select reader.id, ${kind}, '', ${notice.url}, ${notice.related == null ? null : String(notice.related)}, ${notice.subject_key},
      ${notice.content_key}, ${JSON.stringify(notice.params)}::jsonb
    from (${ids}) reader`,
  );
}

/** An entry's text in English for API clients, from its keys (entries made before keys keep their own text). */
export function englishText(row: {
  subject: string;
  content: string;
  subject_key: string | null;
  content_key: string | null;
  message_params: Record<string, string> | null;
}) {
  const params = row.message_params ?? {};
  return {
    subject: row.subject_key ? englishMessage(row.subject_key as MessageKey, params) : row.subject,
    content: row.content_key ? englishMessage(row.content_key as MessageKey, params) : row.content,
  };
}

/** How bells name a customer: its company name, else its name. */
export async function customerName(db: Db, customerId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(${customers.company_name}, ''), ${customers.name})` })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name ?? '';
}

/** The active logins of a merchant, as a statement for `notify` (read in the statement that writes the notices). */
export const merchantLogins = (customerId: number): SQL =>
  sql`select ${users.id} as id from ${users} where ${users.customer_id} = ${customerId} and ${users.is_active}`;

/** The active staff who may open this screen (or any of these): every active superuser and each active staff member granted one, by id. */
export async function staffAtScreen(db: Db, screen: string | readonly string[]) {
  const screens = typeof screen === 'string' ? [screen] : [...screen];
  return db
    .select({ id: users.id, is_superuser: users.is_superuser })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        eq(users.is_staff, true),
        or(
          eq(users.is_superuser, true),
          inArray(users.id, db.select({ id: permittedUrls.user_id }).from(permittedUrls).where(inArray(permittedUrls.url, screens))),
        ),
      ),
    )
    .orderBy(sql`${users.id}`);
}

/**
 * The office people who handle this customer at this screen: every active superuser, and each active staff member
 * granted the screen whose customer rows grant `perm` for the customer (spec section 6), as the screen itself
 * would let them see it.
 */
export async function staffHandling(db: Db, customerId: number, screen: string, perm: CustomerPerm): Promise<number[]> {
  const candidates = await staffAtScreen(db, screen);
  const handling = await Promise.all(
    candidates.map(async (user) => (user.is_superuser || checkCustomerPermission(await readGrants(db, user), perm, customerId) ? user.id : null)),
  );
  return handling.filter((id): id is number => id !== null);
}
