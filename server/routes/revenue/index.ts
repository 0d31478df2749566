import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REVENUE_MERCHANT_COLUMNS } from '../../../domain/revenue';
import { screenUrl } from '../../../domain/screens';
import { customers } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { ownCustomer } from '../../merchant/own';
import { orderScope } from '../../orders/scope';
import { rangeOf } from '../../shipper-reports/schemas';
import { sendReport } from '../../shipper-reports/xlsx';
import { moneyCustomers } from '../../settlements/access';
import { ownMerchant, staffMerchant } from '../../revenue/access';
import { registerDayRoutes } from './day-routes';
import { merchantsOf } from '../../revenue/days';
import {
  DaysExport,
  DaysQuery,
  MerchantsExport,
  MerchantsQuery,
  OrdersExport,
  OrdersQuery,
  OwnDaysExport,
  OwnDaysQuery,
  OwnOrdersExport,
  OwnOrdersQuery,
  pageOf,
  type MerchantsQueryType,
  type WithLang,
} from '../../revenue/schemas';

/**
 * The merchants' revenue (spec section 2; domain/revenue.ts says what each figure is): customers/revenue (one
 * merchant by day, and its `_enhanced` twin), a day's orders below it, customers/newrevenue (every merchant over a
 * range) and the merchant picker of those screens, for staff who may see the merchants' money; and the merchant's
 * own revenue on its dashboard.
 */
export default async function revenueRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const oneMerchant = [screenUrl('customerrevenue'), screenUrl('customerrevenue_enhanced')];

  registerDayRoutes(app, {
    base: '/customers/revenue',
    access: { urls: oneMerchant },
    schemas: { days: DaysQuery, daysExport: DaysExport, orders: OrdersQuery, ordersExport: OrdersExport },
    merchantOf: (_request, scope, id) => staffMerchant(app.db, scope, id ?? 0),
  });

  // The merchant's own revenue: `id`, when sent, may name only its own customer (another answers as a missing one).
  registerDayRoutes(app, {
    base: '/customerdashboard/revenue',
    access: { customer: true },
    schemas: { days: OwnDaysQuery, daysExport: OwnDaysExport, orders: OwnOrdersQuery, ordersExport: OwnOrdersExport },
    merchantOf: (request, scope, id) => ownMerchant(app.db, scope, ownCustomer(request, id)),
  });

  const every = { access: { url: screenUrl('customernewrevenue') } };
  const merchants = async (request: FastifyRequest, q: MerchantsQueryType, paged: boolean) => {
    const range = rangeOf(q);
    const window = { sort: q.sort, order: q.order, page: paged ? pageOf(q) : undefined };
    const who = moneyCustomers(await scopeOf(request), customers.id);
    return { ...range, ...(await merchantsOf(app.db, who, { ...range, has: q.has, name: q.customer_name }, window)) };
  };
  app.get<{ Querystring: MerchantsQueryType }>('/customers/newrevenue/', { schema: { querystring: MerchantsQuery }, config: every }, (request) =>
    merchants(request, request.query, true),
  );
  app.post<{ Body: MerchantsQueryType & WithLang }>(
    '/customers/newrevenue/export/',
    { schema: { body: MerchantsExport }, config: every },
    async (request, reply) => {
      const answer = await merchants(request, request.body, false);
      return sendReport(reply, 'merchants-revenue', REVENUE_MERCHANT_COLUMNS, answer.data, answer.totals, request.body.lang ?? 'en');
    },
  );

  // The merchants a revenue screen may be opened for, by name.
  app.get('/customers/revenue/customers/', { config: { access: { urls: [...oneMerchant, screenUrl('customernewrevenue')] } } }, async (request) =>
    app.db
      .select({ id: customers.id, name: customers.name, company_name: customers.company_name })
      .from(customers)
      .where(moneyCustomers(await scopeOf(request), customers.id))
      .orderBy(asc(customers.name), asc(customers.id)),
  );
}
