import { Type } from '@sinclair/typebox';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FOLLOW_GROUPS, FOLLOW_STATUSES, type FollowStatus } from '../../../../domain/orders/follow-up';
import type { OrderStatus } from '../../../../domain/orders/status';
import { STATUS_CODE } from '../../../../domain/orders/status';
import { screenUrl } from '../../../../domain/screens';
import type { Db } from '../../../db/client';
import { renderSql } from '../../../db/render';
import { executeStatement } from '../../../db/prepared';
import { jsonRows, rowsOf } from '../../../db/rows';
import { orderChanges, orders, shippers } from '../../../db/schema';
import { userOf } from '../../../lib/request-user';
import { COUNT_LIMIT, countedOf, holdsUntil, peekCount, remember, type Counted } from '../../../orders/count-cache';
import { listOrders } from '../../../orders/list';
import { pageAnswer, windowOf } from '../../../lib/rest/paging';
import { PICKUP_REQUESTS } from '../../../orders/screens';
import { orderScope, type OrderScope } from '../../../orders/scope';
import { followCondition, followWhere } from '../../../orders/follow/conditions';
import { followReport, sendFollowReport } from '../../../orders/follow/report';
import {
  FollowListQuery,
  FollowReportBody,
  ShipperFilterQuery,
  ShippingRequestQuery,
  type FollowListQuery as ListQuery,
  type FollowReportBody as ReportBody,
  type ShipperFilterQuery as FilterQuery,
  type ShippingRequestQuery as ShippingQuery,
} from '../../../orders/follow/schemas';
import { FollowPage, FollowReportAnswer } from '../../../../domain/api/follow';
import { NamedShipper, OrderPage } from '../../../../domain/api/orders';

export const FOLLOW_ORDERS = screenUrl('followorders');
export const SHIPPER_REVIEW = screenUrl('shipperOrdersReview');
export const STATUS_FOLLOW = screenUrl('ShipperStatusFollow');
const SHIPPING_REQUESTS_ENHANCED = screenUrl('shipmentrequest_enhanced');

/**
 * The parcels of each status group matching the filter (its own group left out), each counted up to the cap as
 * the order list counts, and remembered as its counts are (count-cache.ts) while no order changes. One pass over
 * the range's parcels counts every status; only when the range holds more parcels than every group's cap put
 * together is each group counted on its own, a range of orders_status_date_idx (status, order_date) each.
 */
async function groupCounts(db: Db, scope: OrderScope, query: ListQuery): Promise<Record<FollowStatus, Counted>> {
  const condition = followCondition(scope, query, '');
  const rendered = renderSql(condition);
  const key = `follow\u0000${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  const known = peekCount(db, key);
  const most = FOLLOW_STATUSES.length * COUNT_LIMIT;
  const changes = sql`(select coalesce(sum(changed), 0) from ${orderChanges})`;
  const byStatus = sql`select status, count(*)::int as n from (select ${orders.status} as status from ${orders} where ${condition} limit ${most}) m group by status`;
  // Named like the page's statement (db/prepared.ts): while the counts hold, this is all the request asks besides.
  const [row] = await executeStatement(
    db,
    renderSql(sql`select case when (${changes} <= ${known ? holdsUntil(known) : null}::bigint) is not true
      then (select coalesce(json_agg(json_build_array(g.status, g.n)), '[]') from (${byStatus}) g) end as counted, ${changes}::text as changes`),
    true,
  );
  let counts = known?.parts;
  if (row?.counted != null || !counts) {
    const counted = jsonRows<[OrderStatus, number]>(row?.counted);
    const seen = counted.reduce((sum, [, n]) => sum + n, 0);
    counts =
      seen < most
        ? FOLLOW_STATUSES.map((group) => counted.filter(([status]) => FOLLOW_GROUPS[group].includes(status)).reduce((sum, [, n]) => sum + n, 0))
        : await countEachGroup(db, scope, query);
    remember(db, key, { matched: seen, changes: Number(row?.changes ?? 0), parts: counts });
  }
  const parts = counts;
  return Object.fromEntries(FOLLOW_STATUSES.map((group, i) => [group, countedOf(parts[i] ?? 0)])) as Record<FollowStatus, Counted>;
}

/** Each group's parcels counted on their own, up to COUNT_LIMIT each. */
async function countEachGroup(db: Db, scope: OrderScope, query: ListQuery): Promise<number[]> {
  const parts = FOLLOW_STATUSES.map(
    (group) =>
      sql`(select count(*)::int from (select 1 from ${orders} where ${followCondition(scope, query, group)} limit ${COUNT_LIMIT}) m) as ${sql.identifier(group)}`,
  );
  const [row] = rowsOf(await db.execute(sql`select ${sql.join(parts, sql`, `)}`));
  return FOLLOW_STATUSES.map((group) => Number(row?.[group] ?? 0));
}

/** The follow-up screens' calls (spec section 7): the list, its shipper choices, the report; and the shipping requests' search. */
export default async function followListRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const followers = { access: { urls: [FOLLOW_ORDERS, SHIPPER_REVIEW, STATUS_FOLLOW] } };

  /** The parcels out with shippers, filtered, a page at a time, with the count of each status group. */
  app.get<{ Querystring: ListQuery }>(
    '/addorders/getorderfollowup',
    { schema: { querystring: FollowListQuery, response: { 200: FollowPage } }, config: followers },
    async (request) => {
      const scope = await scopeOf(request);
      const { page: _page, page_size: _size, ordering, ...given } = request.query;
      const window = windowOf(request.query);
      const { filter, extra, range } = followWhere(scope, given);
      const [list, counts] = await Promise.all([
        // The range's parcels come as one array of ids (conditions.ts onSheets): one plan serves every range.
        listOrders(app.db, scope, filter, { ...window, ordering }, extra, true),
        groupCounts(app.db, scope, given),
      ]);
      return { ...pageAnswer(request.url, window, list), counts, day_date: range.from, to_date: range.to };
    },
  );

  /** The shippers with parcels in the range that the caller may see: the follow-up's shipper choices. */
  app.get<{ Querystring: FilterQuery }>(
    '/addorders/getOrderFollowShipperFilter',
    { schema: { querystring: ShipperFilterQuery, response: { 200: Type.Array(NamedShipper) } }, config: followers },
    async (request) => {
      const scope = await scopeOf(request);
      const ids = app.db.selectDistinct({ id: orders.shipper_id }).from(orders).where(followCondition(scope, request.query));
      return app.db
        .select({ id: shippers.id, name: shippers.name })
        .from(shippers)
        .where(sql`${shippers.id} in (${ids})`)
        .orderBy(asc(shippers.name));
    },
  );

  /** Per shipper: parcels by status group and cash expected and collected, of the list's filters; or its xlsx. */
  app.post<{ Body: ReportBody }>(
    '/customization/getOrderFollowUpReport',
    { schema: { body: FollowReportBody, response: { 200: FollowReportAnswer } }, config: { access: { urls: [FOLLOW_ORDERS, STATUS_FOLLOW] } } },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const { export_excel, lang = 'en', ...given } = request.body;
      const where = followCondition(scope, given);
      const report = await followReport(app.db, scope, where);
      if (export_excel) return sendFollowReport(reply, scope, report.results, lang);
      return { ...report, ...followWhere(scope, given).range };
    },
  );

  /**
   * Pickup requests waiting for a shipper (spec: search_orders_requst_shipping): the order list of orders awaiting
   * pickup, searched by text, by serial, by customer and by day (FilterDate, the order date).
   */
  app.get<{ Querystring: ShippingQuery }>(
    '/addorders/search_orders_requst_shipping',
    {
      schema: { querystring: ShippingRequestQuery, response: { 200: OrderPage } },
      config: { access: { urls: [PICKUP_REQUESTS, SHIPPING_REQUESTS_ENHANCED] } },
    },
    async (request) => {
      const { query, FilterDate, serial_query, customer } = request.query;
      const filter = {
        query: query ?? '',
        order_date: FilterDate ?? '',
        to_date: FilterDate ?? '',
        order_serial: serial_query?.trim() || undefined,
        customer: customer ?? '',
        status_code: STATUS_CODE.awaitingPickup,
        pickup: '1' as const,
      };
      const window = windowOf(request.query);
      return pageAnswer(request.url, window, await listOrders(app.db, await scopeOf(request), filter, window));
    },
  );
}
