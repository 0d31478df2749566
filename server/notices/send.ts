import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { englishMessage, type MessageKey } from '../../domain/messages';
import { checkCustomerPermission, type CustomerPerm } from '../../domain/permissions';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
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

/** Whom a notice is for: their ids, or a merchant's active logins (read as the notice is written). */
export type Readers = readonly number[] | { merchant: number };

/** The active logins of a merchant, as a statement answering their ids (`id`). */
export const merchantLogins = (customerId: number | Placeholder): SQL =>
  sql`select ${users.id} as id from ${users} where ${users.customer_id} = ${customerId}::int and ${users.is_active}`;

/** Writes a notice for each reader `readers` answers, in one statement. */
const insertFor = (readers: SQL) =>
  preparedStatement<'kind' | 'url' | 'related' | 'subject' | 'content' | 'params' | 'readers'>(
    (value) => sql`insert into ${notifications} (for_user, kind, subject, url, realated_entity_id, subject_key, content_key, message_params)
      select reader.id, ${value('kind')}::text, '', ${value('url')}::text, ${value('related')}::text, ${value('subject')}::text,
        ${value('content')}::text, ${value('params')}::jsonb
      from (${readers}) reader`,
  );
const forIds = insertFor(sql`select distinct unnest(${sql.placeholder('readers')}::int[]) as id`);
const forMerchant = insertFor(merchantLogins(sql.placeholder('readers')));

/** Puts the notice in each reader's bell, in the caller's transaction. Open pages hear of it through the live stream. */
export async function notify(db: Db, readers: Readers, kind: NotificationKind, notice: Notice): Promise<void> {
  const values = {
    kind,
    url: notice.url,
    related: notice.related == null ? null : String(notice.related),
    subject: notice.subject_key,
    content: notice.content_key,
    params: JSON.stringify(notice.params),
  };
  if ('merchant' in readers) await forMerchant(db, { ...values, readers: readers.merchant });
  else if (readers.length) await forIds(db, { ...values, readers: [...readers] });
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
