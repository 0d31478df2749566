import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { assertProbe, sessionProbe } from '../../auth/session-probe';
import type { OrderRecord } from '../../../domain/orders/record';
import { hiddenInEveryOrder, type MaskableField } from '../../../domain/orders/visibility';
import { badRequest } from '../../lib/errors';
import { cairoToday } from '../../../domain/time';
import type { Db } from '../../db/client';
import { preRendered, renderSql } from '../../db/render';
import { rowsOf } from '../../db/rows';
import { orders } from '../../db/schema';
import { orderConditions } from './filters';
import { decodeOrder, present, selectOrders } from './record';
import type { OrderFilter, Ordering } from './schemas';
import type { OrderScope } from './scope';
import { lastStamp, peekCount, remember, sawStamp, type Counted } from './count-cache';

/**
 * Counting every match of a broad filter over a million orders costs more than the page itself, so the count
 * is exact up to COUNT_CAP and reported as "at least COUNT_CAP" (count_capped) above it; narrow the filter to
 * get the exact number.
 */
export const COUNT_CAP = 10000;

/** The orderings' fields, by the order's key (also the name of its column in selectOrders). */
const SORT_KEYS = {
  id: 'id',
  order_date: 'order_date',
  serial: 'serial',
  total_amount: 'total_amount',
  Order_Delivery_Status: 'status',
} as const satisfies Record<string, keyof typeof orders.$inferSelect>;
type SortField = keyof typeof SORT_KEYS;

/**
 * The ordering when the caller names none: newest first by id, or by order date when the filter has a date
 * range, so that the date indexes serve the page directly (ids follow entry time, so the two agree).
 */
export const defaultOrdering = (filter: OrderFilter | undefined): Ordering => (filter?.order_date || filter?.to_date ? '-order_date' : '-id');

/** The field each ordering reads, where it is one a caller may be kept from seeing. */
const SORT_FIELDS: Partial<Record<SortField, MaskableField>> = { serial: 'serial', total_amount: 'total_amount' };

/** Sorting by a field the caller may not see would give its values away: refused beside the ordering. */
export function assertSortable(scope: OrderScope, ordering: Ordering | undefined): void {
  const field = ordering && SORT_FIELDS[ordering.replace(/^-/, '') as SortField];
  if (field && hiddenInEveryOrder(scope.fields).includes(field)) throw badRequest({ ordering: 'orders.sort_hidden' });
}

/**
 * ORDER BY for an ordering such as '-order_date', always ending with the id so pages are stable: on the orders
 * table, or on the columns of selectOrders under `alias`.
 */
export function orderBy(ordering: Ordering = '-id', alias?: string): SQL[] {
  const descending = ordering.startsWith('-');
  const field = (descending ? ordering.slice(1) : ordering) as SortField;
  const direction = descending ? desc : asc;
  const column = (key: (typeof SORT_KEYS)[SortField]) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(key)}` : orders[key]);
  return field === 'id' ? [direction(column('id'))] : [direction(column(SORT_KEYS[field])), direction(column('id'))];
}

export interface OrderPage {
  count: number;
  count_capped: boolean;
  results: OrderRecord[];
}

export interface PageRequest {
  page: number;
  pageSize: number;
  ordering?: Ordering;
}

/** The capped count of the orders matching `where`, as a scalar subquery. */
const countSql = (where: SQL): SQL => sql`(select count(*)::int from (select 1 from ${orders} where ${where} limit ${COUNT_CAP + 1}) matched)`;

const cappedCount = (n: number): Counted => (n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false });

/** The WAL insert position (null on a standby, where it cannot be read): see count-cache.ts. */
const STAMP = sql`case when pg_is_in_recovery() then null else pg_current_wal_insert_lsn()::text end`;

/**
 * The capped count, unless one remembered at `knownStamp` is still good, which the statement tells by reading
 * the stamp itself (PostgreSQL runs the count's subquery only in the branch that needs it).
 */
const countUnlessKnown = (where: SQL, knownStamp: string | null): SQL =>
  sql`case when (${STAMP} = ${knownStamp}) is not true then ${countSql(where)} end as _count, ${STAMP} as _stamp`;

/**
 * A page of orders in one statement: the page, the WAL stamp and the capped count from one snapshot, read only
 * when the caller's kept session checks out (auth/session-probe.ts, a one-time filter of the plan).
 */
const pageStatement = (scope: OrderScope, where: SQL, ordering: Ordering, page: PageRequest, knownStamp: string | null): SQL =>
  selectOrders(
    sql`${sessionProbe(scope.user)} and ${where}`,
    sql`order by ${sql.join(orderBy(ordering), sql`, `)} limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    countUnlessKnown(where, knownStamp),
  );

/**
 * An empty page says nothing of the session (no row passed the filter): a statement of its own checks it and
 * reads the count and stamp.
 */
async function emptyPageHead(db: Db, scope: OrderScope, where: SQL, knownStamp: string | null) {
  const [head] = rowsOf(await db.execute(sql`select ${sessionProbe(scope.user)} as _live, ${countUnlessKnown(where, knownStamp)}`));
  assertProbe(head?._live);
  return head!;
}

/**
 * One page of the orders a caller may see, filtered, with its (capped) count: one round trip, two when the
 * page is empty. `extra` is a condition the filter cannot say (several statuses, "out today or dated today",
 * one urgent order).
 */
export async function listOrders(db: Db, scope: OrderScope, filter: OrderFilter | undefined, page: PageRequest, extra?: SQL): Promise<OrderPage> {
  assertSortable(scope, page.ordering);
  // Rendered once: the count's key (the count is a function of the condition alone) and the statement's two uses.
  const rendered = renderSql(and(orderConditions(scope, filter), extra) ?? sql`true`);
  const key = `${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  const where = preRendered(rendered);
  const known = peekCount(db, key);
  const before = lastStamp(db);
  const knownStamp = known?.stamp ?? null;
  const rows = rowsOf(await db.execute(pageStatement(scope, where, page.ordering ?? defaultOrdering(filter), page, knownStamp)));
  const head = rows[0] ?? (await emptyPageHead(db, scope, where, knownStamp));
  sawStamp(db, head._stamp == null ? null : String(head._stamp));
  let counted: Counted;
  // No count read: the stamp had not moved since `known` was counted.
  if (head._count == null && known) counted = known.counted;
  else {
    counted = cappedCount(Number(head._count ?? 0));
    // Counted by a statement that started after `before` was read: remembered under it.
    remember(db, key, before, counted);
  }
  const today = cairoToday();
  const results = rows.map((row) => present(scope, decodeOrder(row), today));
  return { count: counted.count, count_capped: counted.capped, results };
}

/**
 * A page in the spec's shape { count, next, previous, results }. The links are relative query strings that
 * keep the request's own filters (`requestUrl`), so following `next` pages through the same list.
 */
export function drfPage(result: OrderPage, page: number, pageSize: number, requestUrl = '') {
  const link = (to: number) => {
    const params = new URLSearchParams(requestUrl.split('?')[1] ?? '');
    params.set('page', String(to));
    params.set('page_size', String(pageSize));
    return `?${params.toString()}`;
  };
  return { ...result, next: page * pageSize < result.count ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}
