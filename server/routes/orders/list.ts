import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { OrderRecord } from '../../../domain/orders/record';
import { hiddenInEveryOrder, type MaskableField } from '../../../domain/orders/visibility';
import { badRequest } from '../../lib/errors';
import { cairoToday } from '../../../domain/time';
import type { Db } from '../../db/client';
import { renderSql } from '../../db/render';
import { orders } from '../../db/schema';
import { orderConditions } from './filters';
import { present, readOrders } from './record';
import type { OrderFilter, Ordering } from './schemas';
import type { OrderScope } from './scope';
import { recall, remember, type Counted } from './count-cache';

/**
 * Counting every match of a broad filter over a million orders costs more than the page itself, so the count
 * is exact up to COUNT_CAP and reported as "at least COUNT_CAP" (count_capped) above it; narrow the filter to
 * get the exact number.
 */
export const COUNT_CAP = 10000;

const SORT_COLUMNS = {
  id: orders.id,
  order_date: orders.order_date,
  serial: orders.serial,
  total_amount: orders.total_amount,
  Order_Delivery_Status: orders.status,
} as const;

/**
 * The ordering when the caller names none: newest first by id, or by order date when the filter has a date
 * range, so that the date indexes serve the page directly (ids follow entry time, so the two agree).
 */
export const defaultOrdering = (filter: OrderFilter | undefined): Ordering => (filter?.order_date || filter?.to_date ? '-order_date' : '-id');

/** The field each ordering reads, where it is one a caller may be kept from seeing. */
const SORT_FIELDS: Partial<Record<keyof typeof SORT_COLUMNS, MaskableField>> = { serial: 'serial', total_amount: 'total_amount' };

/** Sorting by a field the caller may not see would give its values away: refused beside the ordering. */
export function assertSortable(scope: OrderScope, ordering: Ordering | undefined): void {
  const field = ordering && SORT_FIELDS[ordering.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  if (field && hiddenInEveryOrder(scope.fields).includes(field)) throw badRequest({ ordering: 'orders.sort_hidden' });
}

/** ORDER BY for an ordering such as '-order_date', always ending with the id so pages are stable. */
export function orderBy(ordering: Ordering = '-id'): SQL[] {
  const descending = ordering.startsWith('-');
  const field = (descending ? ordering.slice(1) : ordering) as keyof typeof SORT_COLUMNS;
  const direction = descending ? desc : asc;
  return field === 'id' ? [direction(orders.id)] : [direction(SORT_COLUMNS[field]), direction(orders.id)];
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

function countQuery(db: Db, where: SQL | undefined) {
  const matched = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matched');
  return db.select({ n: sql<number>`count(*)::int` }).from(matched);
}

/** The capped count of the orders matching `where`: remembered while the database has not changed. */
export async function countOrders(db: Db, where: SQL | undefined, stamp: string | null): Promise<Counted> {
  // The count query is a function of the condition alone, so the condition is the key.
  const { sql: text, params } = renderSql(where ?? sql`true`);
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const known = recall(key, stamp);
  if (known) return known;
  const [row] = await countQuery(db, where);
  const n = Number(row?.n ?? 0);
  const counted = n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
  remember(key, stamp, counted);
  return counted;
}

/**
 * One page of the orders a caller may see, filtered, with its (capped) count. `extra` is a condition the
 * filter cannot say (several statuses, "out today or dated today", one urgent order).
 */
export async function listOrders(db: Db, scope: OrderScope, filter: OrderFilter | undefined, page: PageRequest, extra?: SQL): Promise<OrderPage> {
  assertSortable(scope, page.ordering);
  const where = and(orderConditions(scope, filter), extra);
  const [rows, counted] = await Promise.all([
    readOrders(
      db,
      where,
      sql`order by ${sql.join(orderBy(page.ordering ?? defaultOrdering(filter)), sql`, `)} limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    ),
    // The stamp was read with the session, before the count starts, so a count remembered under it is never
    // older than it says.
    countOrders(db, where, scope.user.stamp),
  ]);
  const today = cairoToday();
  return { count: counted.count, count_capped: counted.capped, results: rows.map((row) => present(scope, row, today)) };
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
