import type { TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../../plugins/access';
import { REVENUE_DAY_COLUMNS, REVENUE_ORDER_COLUMNS, type RevenueFilter } from '../../../domain/revenue';
import { userOf } from '../../lib/request-user';
import { pastOrToday } from '../../closings/schemas';
import { orderScope, type OrderScope } from '../../orders/scope';
import { rangeOf } from '../../shipper-reports/schemas';
import { sendReport } from '../../shipper-reports/xlsx';
import type { Merchant } from '../../revenue/access';
import { merchantDaysOf } from '../../revenue/days';
import { dayOrders } from '../../revenue/orders';
import { pageOf, type WithLang } from '../../revenue/schemas';

interface DaysParams {
  id?: number;
  from_date?: string;
  to_date?: string;
  day_date?: string;
  has?: RevenueFilter | '';
  sort?: string;
  order?: 'ASC' | 'DESC';
  page?: number;
  page_size?: number;
}
interface OrdersParams {
  id?: number;
  day_date: string;
  sort?: string;
  order?: 'ASC' | 'DESC';
  page?: number;
  page_size?: number;
}

/** Where one merchant's revenue is served, to whom, with which schemas, and how the merchant asked for is found. */
export interface DayRoutes {
  /** `/customers/revenue` for staff, `/customerdashboard/revenue` for the merchant itself. */
  base: string;
  access: RouteAccess;
  schemas: { days: TObject; daysExport: TObject; orders: TObject; ordersExport: TObject };
  /** The merchant named by `id` (or the caller's own), refused as the caller's rights say. */
  merchantOf: (request: FastifyRequest, scope: OrderScope, id: number | undefined) => Promise<Merchant>;
}

/**
 * One merchant's revenue by day and a day's orders, each a GET of a page and a POST of its xlsx (every row, in the
 * order asked) to `<list>export/`. The same calls serve staff (customers/revenue) and the merchant's own page.
 */
export function registerDayRoutes(app: FastifyInstance, routes: DayRoutes): void {
  const config = { access: routes.access };
  const merchant = async (request: FastifyRequest, id: number | undefined) => {
    const scope = await orderScope(app.db, userOf(request));
    return { scope, merchant: await routes.merchantOf(request, scope, id) };
  };

  const days = async (request: FastifyRequest, q: DaysParams, paged: boolean) => {
    const { merchant: customer } = await merchant(request, q.id);
    const range = rangeOf(q);
    const window = { sort: q.sort, order: q.order, page: paged ? pageOf(q) : undefined };
    return { customer, ...range, ...(await merchantDaysOf(app.db, customer.id, { ...range, has: q.has }, window)) };
  };
  app.get<{ Querystring: DaysParams }>(`${routes.base}/`, { schema: { querystring: routes.schemas.days }, config }, (request) =>
    days(request, request.query, true),
  );
  app.post<{ Body: DaysParams & WithLang }>(`${routes.base}/export/`, { schema: { body: routes.schemas.daysExport }, config }, async (request, reply) => {
    const answer = await days(request, request.body, false);
    return sendReport(reply, `revenue-${answer.customer.id}`, REVENUE_DAY_COLUMNS, answer.data, answer.totals, request.body.lang ?? 'en');
  });

  const orders = async (request: FastifyRequest, q: OrdersParams, paged: boolean) => {
    const { scope, merchant: customer } = await merchant(request, q.id);
    const day = pastOrToday(q.day_date, 'day_date');
    const window = { sort: q.sort, order: q.order, page: paged ? pageOf(q) : undefined };
    return { customer, day_date: day, ...(await dayOrders(app.db, customer.id, day, window, scope.fields.show_order_serial)) };
  };
  app.get<{ Querystring: OrdersParams }>(`${routes.base}/orders/`, { schema: { querystring: routes.schemas.orders }, config }, (request) =>
    orders(request, request.query, true),
  );
  app.post<{ Body: OrdersParams & WithLang }>(
    `${routes.base}/orders/export/`,
    { schema: { body: routes.schemas.ordersExport }, config },
    async (request, reply) => {
      const answer = await orders(request, request.body, false);
      const rows = answer.data.map((row) => ({ ...row, serial: row.serial ?? `#${row.order_id}` }));
      return sendReport(reply, `revenue-${answer.customer.id}-${answer.day_date}`, REVENUE_ORDER_COLUMNS, rows, answer.totals, request.body.lang ?? 'en');
    },
  );
}
