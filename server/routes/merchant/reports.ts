import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../lib/request-user';
import { listOrders } from '../../orders/list';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { OrderFilter, ORDERINGS, PageQuery } from '../../orders/schemas';
import { orderScope } from '../../orders/scope';
import { notCancelled, ownCustomer, RowId } from '../../merchant/own';
import { OrderPage } from '../../../domain/api/orders';

/** One city's orders over a range: the order list's page, ordering and date names (order_date, to_date). */
const CityOrdersQuery = Type.Composite([
  PageQuery,
  Type.Pick(OrderFilter, ['order_date', 'to_date']),
  Type.Object({
    id: Type.Optional(RowId),
    city: RowId,
    ordering: Type.Optional(Type.Union(ORDERINGS.map((o) => Type.Literal(o)))),
  }),
]);
type CityOrdersQuery = Static<typeof CityOrdersQuery>;

const config = { access: { customer: true } } as const;

/**
 * One city's orders of the merchant's report of orders by city (`report/TopCReportDetails`; the report itself,
 * `report/TopCReport`, is on the report kit: domain/reports/orders-by-city.ts). Both count the same orders: the
 * caller's own, of any status but cancelled (a cancelled order never shipped), archived and refused-at-intake ones
 * included, dated in the range; so the list of a city holds exactly as many orders as the report says. `id` may
 * name only the caller's own customer.
 */
export default async function merchantReportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CityOrdersQuery }>(
    '/merchant/reports/cities/orders/',
    { schema: { querystring: CityOrdersQuery, response: { 200: OrderPage } }, config },
    async (request) => {
      const { id, ordering, city, order_date = '', to_date = '' } = request.query;
      const customer = ownCustomer(request, id);
      const scope = await orderScope(app.db, userOf(request));
      const filter = { customer, city, order_date, to_date, status_code: '', rejected: '' } as const;
      const window = windowOf(request.query);
      return pageAnswer(request.url, window, await listOrders(app.db, scope, filter, { ...window, ordering }, notCancelled));
    },
  );
}
