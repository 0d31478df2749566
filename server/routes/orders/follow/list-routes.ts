import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FOLLOW_STATUSES, type FollowStatus } from '../../../../domain/orders/follow-up';
import { STATUS_CODE } from '../../../../domain/orders/status';
import { screenUrl } from '../../../../domain/screens';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { orders, shippers } from '../../../db/schema';
import { userOf } from '../../../lib/request-user';
import { COUNT_LIMIT, countedOf, type Counted } from '../count-cache';
import { drfPage, listOrders } from '../list';
import { PICKUP_REQUESTS } from '../screens';
import { orderScope, type OrderScope } from '../scope';
import { followCondition, followWhere } from './conditions';
import { followReport, sendFollowReport } from './report';
import {
  FollowListQuery,
  FollowReportBody,
  ShipperFilterQuery,
  ShippingRequestQuery,
  type FollowListQuery as ListQuery,
  type FollowReportBody as ReportBody,
  type ShipperFilterQuery as FilterQuery,
  type ShippingRequestQuery as ShippingQuery,
} from './schemas';

export const FOLLOW_ORDERS = screenUrl('followorders');
export const SHIPPER_REVIEW = screenUrl('shipperOrdersReview');
export const STATUS_FOLLOW = screenUrl('ShipperStatusFollow');
const SHIPPING_REQUESTS_ENHANCED = screenUrl('shipmentrequest_enhanced');

/**
 * The parcels of each status group matching the filter (its own group left out), each counted up to the cap as
 * the order list counts: every group is a range of orders_status_date_idx (status, order_date).
 */
async function groupCounts(db: Db, scope: OrderScope, query: ListQuery): Promise<Record<FollowStatus, Counted>> {
  const parts = FOLLOW_STATUSES.map(
    (group) =>
      sql`(select count(*)::int from (select 1 from ${orders} where ${followCondition(scope, query, group)} limit ${COUNT_LIMIT}) m) as ${sql.identifier(group)}`,
  );
  const [row] = rowsOf(await db.execute(sql`select ${sql.join(parts, sql`, `)}`));
  return Object.fromEntries(FOLLOW_STATUSES.map((group) => [group, countedOf(Number(row?.[group] ?? 0))])) as Record<FollowStatus, Counted>;
}

/** The follow-up screens' calls (spec section 7): the list, its shipper choices, the report; and the shipping requests' search. */
export default async function followListRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const followers = { access: { urls: [FOLLOW_ORDERS, SHIPPER_REVIEW, STATUS_FOLLOW] } };

  /** The parcels out with shippers, filtered, a page at a time, with the count of each status group. */
  app.get<{ Querystring: ListQuery }>('/addorders/getorderfollowup', { schema: { querystring: FollowListQuery }, config: followers }, async (request) => {
    const scope = await scopeOf(request);
    const { page = 1, page_size = 10, ordering, ...given } = request.query;
    const { filter, extra, range } = followWhere(scope, given);
    const [list, counts] = await Promise.all([
      listOrders(app.db, scope, filter, { page, pageSize: page_size, ordering }, extra),
      groupCounts(app.db, scope, given),
    ]);
    return { ...drfPage(list, page, page_size, request.url), counts, day_date: range.from, to_date: range.to };
  });

  /** The shippers with parcels in the range that the caller may see: the follow-up's shipper choices. */
  app.get<{ Querystring: FilterQuery }>(
    '/addorders/getOrderFollowShipperFilter',
    { schema: { querystring: ShipperFilterQuery }, config: followers },
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
    { schema: { body: FollowReportBody }, config: { access: { urls: [FOLLOW_ORDERS, STATUS_FOLLOW] } } },
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
    { schema: { querystring: ShippingRequestQuery }, config: { access: { urls: [PICKUP_REQUESTS, SHIPPING_REQUESTS_ENHANCED] } } },
    async (request) => {
      const { page = 1, page_size = 10, query, FilterDate, serial_query, customer } = request.query;
      const filter = {
        query: query ?? '',
        order_date: FilterDate ?? '',
        to_date: FilterDate ?? '',
        order_serial: serial_query?.trim() || undefined,
        customer: customer ?? '',
        status_code: STATUS_CODE.awaitingPickup,
        pickup: '1' as const,
      };
      const result = await listOrders(app.db, await scopeOf(request), filter, { page, pageSize: page_size });
      return drfPage(result, page, page_size, request.url);
    },
  );
}
