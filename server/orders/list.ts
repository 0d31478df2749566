import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { addSessionProbe, assertProbe } from '../auth/session-probe';
import type { OrderList } from '../../domain/api/orders';
import { hiddenInEveryOrder, type MaskableField } from '../../domain/orders/visibility';
import { badRequest } from '../lib/errors';
import { cairoToday } from '../../domain/time';
import type { Db } from '../db/client';
import { renderSql, StatementText, type RenderedSql } from '../db/render';
import { executeStatement } from '../db/prepared';
import { orderChanges, orders } from '../db/schema';
import { orderConditions } from './filters';
import { decodeOrder, joinedNames, ORDER_COLUMN_LIST, present } from './record';
import { ORDERINGS, type OrderFilter, type Ordering } from './schemas';
import type { OrderScope } from './scope';
import { COUNT_LIMIT, countedOf, holdsUntil, peekCount, remember, type Counted, type Known } from './count-cache';
import type { PageWindow } from '../lib/rest/paging';

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

/** The page asked for (server/lib/rest/paging.ts) and its order. */
export type PageRequest = PageWindow & { ordering?: Ordering };

// The fixed parts of the list's statement, rendered once: the statement is built as text (db/render.ts
// StatementText), because Drizzle's rendering of it cost more than the rest of the request's JavaScript.
const text = (query: SQL): string => renderSql(query).sql;
const ORDERS = text(sql`${orders}`);
const ORDER_CHANGES = text(sql`${orderChanges}`);
const PAGE_ID = text(sql`${orders.id}`);
const ORDER_BY = new Map(ORDERINGS.map((ordering) => [ordering, text(sql.join(orderBy(ordering), sql`, `))]));

/** What a page's statement counts: the matches of `where`, of one status when the filter names one. */
interface CountPlan {
  where: RenderedSql;
  status?: string;
  known?: Known;
  /** Whether the statements run prepared (db/prepared.ts). */
  prepare: boolean;
}

/**
 * The number of order rows changed so far that could move the count, as the statement's snapshot sees it (see
 * count-cache.ts): of the filter's status when it names one, otherwise of any status.
 */
const addChanges = (statement: StatementText, count: CountPlan): StatementText =>
  count.status === undefined
    ? statement.add(`(select coalesce(sum(changed), 0) from ${ORDER_CHANGES})`)
    : statement.add(`(select coalesce(sum(changed), 0) from ${ORDER_CHANGES} where status in (`).param(count.status).add(`, ''))`);

/**
 * The matches counted up to COUNT_LIMIT, unless the remembered count still holds, which the statement tells by
 * reading the changes itself (PostgreSQL runs the count's subquery only in the branch that needs it); and the
 * changes, to remember a new count with.
 */
const addCountUnlessKnown = (statement: StatementText, count: CountPlan): StatementText =>
  addChanges(
    addChanges(statement.add('case when ('), count)
      .add(' <= ')
      .param(count.known ? holdsUntil(count.known) : null)
      .add(`) is not true then (select count(*)::int from (select 1 from ${ORDERS} where `)
      .rendered(count.where)
      .add(` limit ${COUNT_LIMIT}) matched) end as _count, `),
    count,
  ).add('::text as _changes');

/** Pages whose rows start within this many matches are read in one pass; deeper ones find their ids first. */
const ONE_PASS_OFFSET = 100;
const PAGE = 'page';
const NAMED = joinedNames(PAGE);
const PAGE_ORDER_BY = new Map(ORDERINGS.map((ordering) => [ordering, text(sql.join(orderBy(ordering, PAGE), sql`, `))]));

/**
 * A page of orders in one statement: the page, the changes and the count from one snapshot, read only when the
 * caller's kept session checks out (auth/session-probe.ts, a one-time filter of the plan). The page's rows are
 * found and read first, and only they are named, by one join of the lookups. A shallow page is read in one pass;
 * a deep page finds its ids first and reads only its own rows: the rows it skips (page 50 skips 490) cost an
 * index entry each, not a row.
 */
function pageStatement(scope: OrderScope, count: CountPlan, ordering: Ordering, page: PageRequest): RenderedSql {
  const { where } = count;
  const orderBy = ORDER_BY.get(ordering);
  const { offset } = page;
  const statement = addCountUnlessKnown(new StatementText().add(`select ${PAGE}.*, ${NAMED.names}, `), count).add(
    ` from (select ${ORDER_COLUMN_LIST} from ${ORDERS} where `,
  );
  addSessionProbe(statement, scope.user).add(' and ');
  if (offset <= ONE_PASS_OFFSET) statement.rendered(where);
  else
    statement
      .add(`${PAGE_ID} in (select ${PAGE_ID} from ${ORDERS} where `)
      .rendered(where)
      .add(` order by ${orderBy} limit `)
      .param(page.size)
      .add(' offset ')
      .param(offset)
      .add(')');
  statement.add(` order by ${orderBy} limit `).param(page.size);
  if (offset <= ONE_PASS_OFFSET) statement.add(' offset ').param(offset);
  return statement.add(`) ${PAGE} ${NAMED.joins} order by ${PAGE_ORDER_BY.get(ordering)}`).build();
}

/**
 * An empty page says nothing of the session (no row passed the filter): a statement of its own checks it and
 * reads the count and the changes.
 */
async function emptyPageHead(db: Db, scope: OrderScope, count: CountPlan) {
  const statement = addSessionProbe(new StatementText().add('select '), scope.user).add(' as _live, ');
  const [head] = await executeStatement(db, addCountUnlessKnown(statement, count).build(), count.prepare);
  assertProbe(head?._live);
  return head!;
}

/**
 * Whether a list's statement is prepared (db/prepared.ts): the filter's conditions are served by the same indexes
 * whatever their values (bench/plans.ts checks it), except the search box's, whose prefix searches use their
 * indexes only when the planner sees the text; and the conditions of `extra` (several statuses, "out today or
 * dated today") are planned for their values, unless the caller says one plan serves them all (listOrders).
 */
export const preparable = (filter: OrderFilter | undefined, extra?: SQL): boolean => extra === undefined && !filter?.query?.trim();

/** What a page counts, and the key its count is remembered under (`known` looks one up). */
function countPlanOf(
  scope: OrderScope,
  filter: OrderFilter | undefined,
  extra: SQL | undefined,
  known: (key: string) => Known | undefined,
  extraPlansAlike = false,
) {
  // Rendered once: the count's key (the count is a function of the condition alone) and the statement's two uses.
  const rendered = renderSql(and(orderConditions(scope, filter), extra) ?? sql`true`);
  const key = `${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  const count: CountPlan = {
    where: rendered,
    status: filter?.status || undefined,
    known: known(key),
    prepare: preparable(filter, extraPlansAlike ? undefined : extra),
  };
  return { count, key };
}

/** The statement of a page that counts afresh, as listOrders sends it: to look at its plans (bench/plans.ts). */
export function listStatement(scope: OrderScope, filter: OrderFilter | undefined, page: PageRequest, extra?: SQL): RenderedSql {
  const { count } = countPlanOf(scope, filter, extra, () => undefined, extra !== undefined);
  return pageStatement(scope, count, page.ordering ?? defaultOrdering(filter), page);
}

/**
 * One page of the orders a caller may see, filtered, with its (capped) count: one round trip, two when the
 * page is empty. `extra` is a condition the filter cannot say (several statuses, "out today or dated today",
 * one urgent order); `extraPlansAlike` says its conditions are served by the same plan whatever their values, so the
 * statement may be prepared (preparable).
 */
export async function listOrders(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter | undefined,
  page: PageRequest,
  extra?: SQL,
  extraPlansAlike = false,
): Promise<OrderList> {
  assertSortable(scope, page.ordering);
  const { count, key } = countPlanOf(scope, filter, extra, (key) => peekCount(db, key), extraPlansAlike);
  const { known } = count;
  const rows = await executeStatement(db, pageStatement(scope, count, page.ordering ?? defaultOrdering(filter), page), count.prepare);
  const head = rows[0] ?? (await emptyPageHead(db, scope, count));
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
