import { Type } from '@sinclair/typebox';
import { and, eq, gte, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_CODE, type OrderStatus } from '../../../domain/orders/status';
import { screenUrl } from '../../../domain/screens';
import { cairoToday, TIME_ZONE } from '../../../domain/time';
import { orders } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { listOrders } from '../../orders/list';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { OrderFilter, PageQuery, type OrderFilter as Filter } from '../../orders/schemas';
import { orderScope } from '../../orders/scope';
import { OrderPage } from '../../../domain/api/orders';

/** Screens (spec section 2): TodayOrders (by shipper_id or client_id), ReturnOrderShipper, ReturnOrderCustomer. */
export const TODAY_ORDERS = screenUrl('TodayOrders');
export const RETURN_ORDER_SHIPPER = screenUrl('ReturnOrderShipper');
export const RETURN_ORDER_CUSTOMER = screenUrl('ReturnOrderCustomer');

/** Orders that did not reach the recipient and must come back through the hub. */
export const WAITING_RETURN: readonly OrderStatus[] = ['Undelivered', 'Rejected', 'Hold'];

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const MaybeId = Type.Optional(Type.Union([Id, Type.Literal('')]));
const ShipperQuery = Type.Composite([PageQuery, OrderFilter, Type.Object({ shipper_id: Id })]);
const ClientQuery = Type.Composite([PageQuery, OrderFilter, Type.Object({ client_id: Id })]);
const ReturnQuery = Type.Composite([PageQuery, OrderFilter, Type.Object({ shipper_id: MaybeId, client_id: MaybeId })]);
type Paged = PageQuery & Filter;

/** Cancelled and archived orders are off every working list. */
const working: SQL = or(isNull(orders.status_code), notInArray(orders.status_code, [STATUS_CODE.cancelled, STATUS_CODE.archived]))!;

/** The order's status changed on this Cairo day (a range on the timestamp, so the index can serve it). */
const statusDateOn = (day: string): SQL =>
  and(
    gte(orders.status_date, sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`),
    lt(orders.status_date, sql`((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})`),
  )!;

/**
 * Day lists (spec section 7: today's shipper orders, return shipper orders; section 2 TodayOrders). Each is the
 * main order list with its fixed conditions, so visibility, field masking and the other filters apply as there;
 * "today" is the date in Africa/Cairo.
 */
export default async function todayOrderRoutes(app: FastifyInstance): Promise<void> {
  const list = async (request: FastifyRequest<{ Querystring: Paged }>, filter: Filter, extra: SQL | undefined) => {
    const window = windowOf(request.query);
    return pageAnswer(request.url, window, await listOrders(app.db, await orderScope(app.db, userOf(request)), filter, window, and(working, extra)));
  };
  const todayAccess = { access: { url: TODAY_ORDERS } };

  /** With the shipper today: taken out today (status Out For Deliver, changed today), or dated today. */
  app.get<{ Querystring: Paged & { shipper_id: number } }>(
    '/addorders/today_shipper_orders',
    { schema: { querystring: ShipperQuery, response: { 200: OrderPage } }, config: todayAccess },
    async (request) => {
      const { page: _page, page_size: _size, shipper_id, ...filter } = request.query;
      const today = cairoToday();
      const outToday = and(eq(orders.status, 'Out For Deliver'), statusDateOn(today));
      return list(request, { ...filter, shipper: shipper_id }, or(outToday, eq(orders.order_date, today)));
    },
  );

  /** A customer's orders dated today. */
  app.get<{ Querystring: Paged & { client_id: number } }>(
    '/addorders/today_orders',
    { schema: { querystring: ClientQuery, response: { 200: OrderPage } }, config: todayAccess },
    async (request) => {
      const { page: _page, page_size: _size, client_id, ...filter } = request.query;
      return list(request, { ...filter, customer: client_id, today: '1' }, undefined);
    },
  );

  /** Orders out with a shipper (or of a customer) that were not delivered and wait to come back. */
  app.get<{ Querystring: Paged & { shipper_id?: number | ''; client_id?: number | '' } }>(
    '/addorders/return_shipper_orders',
    { schema: { querystring: ReturnQuery, response: { 200: OrderPage } }, config: { access: { urls: [RETURN_ORDER_SHIPPER, RETURN_ORDER_CUSTOMER] } } },
    async (request) => {
      const { page: _page, page_size: _size, shipper_id, client_id, ...filter } = request.query;
      const narrowed: Filter = { ...filter, ...(shipper_id ? { shipper: shipper_id } : {}), ...(client_id ? { customer: client_id } : {}) };
      return list(request, narrowed, inArray(orders.status, [...WAITING_RETURN]));
    },
  );
}
