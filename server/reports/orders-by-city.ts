/** The rows of the merchant's orders by city (domain/reports/orders-by-city.ts), from its day figures by city. */
import { and, eq, gte, lte } from 'drizzle-orm';
import { ordersByCityReport } from '../../domain/reports/orders-by-city';
import { orderDayCities } from '../db/schema';
import { ordersByCity } from '../merchant/by-city';
import { scopeCustomer } from '../merchant/own';
import { serve } from './kit';

export const ordersByCityRead = serve(ordersByCityReport, async (db, scope, _params, range) => {
  const own = and(
    eq(orderDayCities.customer_id, scopeCustomer(scope)),
    gte(orderDayCities.order_date, range!.from_date),
    lte(orderDayCities.order_date, range!.to_date),
  )!;
  const rows = await ordersByCity(db, own);
  return { rows: rows.map(({ city_name, city_name_ar, ...row }) => ({ ...row, city_name: { name: city_name, name_ar: city_name_ar } })) };
});
