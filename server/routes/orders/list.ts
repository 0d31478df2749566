import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { addSessionProbe, assertProbe } from '../../auth/session-probe';
import type { OrderRecord } from '../../../domain/orders/record';
import { hiddenInEveryOrder, type MaskableField } from '../../../domain/orders/visibility';
import { badRequest } from '../../lib/errors';
import { cairoToday } from '../../../domain/time';
import type { Db } from '../../db/client';
import { renderSql, StatementText, type RenderedSql } from '../../db/render';
import { rowsOf } from '../../db/rows';
import { orderChanges, orders } from '../../db/schema';
import { orderConditions } from './filters';
import { decodeOrder, ORDER_SELECT_LIST, present } from './record';
import { ORDERINGS, type OrderFilter, type Ordering } from './schemas';
import type { OrderScope } from './scope';
import { COUNT_LIMIT, countedOf, holdsUntil, peekCount, remember, type Counted, type Known } from './count-cache';

export { COUNT_CAP } from './count-cache';

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

// The fixed parts of the list's statement, rendered once: the statement is built as text (db/render.ts
// StatementText), because Drizzle's rendering of it cost more than the rest of the request's JavaScript.
const text = (query: SQL): string => renderSql(query).sql;
const ORDERS = text(sql`${orders}`);
/** The number of order rows changed so far, as the statement's snapshot sees it: see count-cache.ts. */
const CHANGES = `(select coalesce(sum(changed), 0) from ${text(sql`${orderChanges}`)})`;
const PAGE_ID = text(sql`${orders.id}`);
const ORDER_BY = new Map(ORDERINGS.map((ordering) => [ordering, text(sql.join(orderBy(ordering), sql`, `))]));

/**
 * The matches counted up to COUNT_LIMIT, unless the remembered count still holds, which the statement tells by
 * reading the changes itself (PostgreSQL runs the count's subquery only in the branch that needs it); and the
 * changes, to remember a new count with.
 */
const addCountUnlessKnown = (statement: StatementText, where: RenderedSql, known: Known | undefined): StatementText =>
  statement
    .add(`case when (${CHANGES} <= `)
    .param(known ? holdsUntil(known) : null)
    .add(`) is not true then (select count(*)::int from (select 1 from ${ORDERS} where `)
    .rendered(where)
    .add(` limit ${COUNT_LIMIT}) matched) end as _count, ${CHANGES}::text as _changes`);

/**
 * A page of orders in one statement: the page, the changes and the count from one snapshot, read only when the
 * caller's kept session checks out (auth/session-probe.ts, a one-time filter of the plan). The page's ids are
 * found first and only its rows are read and named: the rows a deep page skips (page 50 skips 490) cost an
 * index entry each, not a row with its customer's, city's, zone's and shipper's names.
 */
function pageStatement(scope: OrderScope, where: RenderedSql, ordering: Ordering, page: PageRequest, known: Known | undefined): SQL {
  const statement = addCountUnlessKnown(new StatementText().add(`select ${ORDER_SELECT_LIST}, `), where, known).add(` from ${ORDERS} where `);
  const orderBy = ORDER_BY.get(ordering);
  return addSessionProbe(statement, scope.user)
    .add(` and ${PAGE_ID} in (select ${PAGE_ID} from ${ORDERS} where `)
    .rendered(where)
    .add(` order by ${orderBy} limit `)
    .param(page.pageSize)
    .add(' offset ')
    .param((page.page - 1) * page.pageSize)
    .add(`) order by ${orderBy}`)
    .statement();
}

/**
 * An empty page says nothing of the session (no row passed the filter): a statement of its own checks it and
 * reads the count and the changes.
 */
async function emptyPageHead(db: Db, scope: OrderScope, where: RenderedSql, known: Known | undefined) {
  const statement = addSessionProbe(new StatementText().add('select '), scope.user).add(' as _live, ');
  const [head] = rowsOf(await db.execute(addCountUnlessKnown(statement, where, known).statement()));
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
  const known = peekCount(db, key);
  const rows = rowsOf(await db.execute(pageStatement(scope, rendered, page.ordering ?? defaultOrdering(filter), page, known)));
  const head = rows[0] ?? (await emptyPageHead(db, scope, rendered, known));
  let counted: Counted;
  // No count read: `known` still holds after the changes since it was counted.
  if (head._count == null && known) counted = countedOf(known.matched);
  else {
    const matched = Number(head._count ?? 0);
    counted = countedOf(matched);
    remember(db, key, { matched, changes: Number(head._changes) });
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
