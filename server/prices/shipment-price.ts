import { and, eq, sql, type SQL } from 'drizzle-orm';
import { resolveShipmentPrice, type PriceResolution, type PriceRow, type ReturnPriceItem } from '../../domain/prices';
import type { Db } from '../db/client';
import { jsonRows, rowsOf } from '../db/rows';
import { categoryPrices, customerPrices, customers, returnPriceItems } from '../db/schema';

type CustomerRow = typeof customers.$inferSelect;

/** Price rows as a JSON array (amounts as numeric's text, e.g. "45.50"), an empty one when there are none. */
const priceRowsJson = (table: typeof categoryPrices | typeof customerPrices, from: SQL, where: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('city_id', ${table.city_id}, 'zone_id', ${table.zone_id},
    'delivery_price', ${table.delivery_price}::text, 'return_price', ${table.return_price}::text)), '[]') from ${from} where ${where})`;

/**
 * A customer's own price rows and its category's for one city (or every city), as two JSON arrays, to be read as
 * columns of a statement (the price of one shipment here; the checks of an order or of an imported file's orders,
 * server/orders/values.ts and import/check.ts).
 */
export const priceRowsSql = (customerId: number, city?: number) => ({
  own: priceRowsJson(
    customerPrices,
    sql`${customerPrices}`,
    and(eq(customerPrices.customer_id, customerId), city === undefined ? undefined : eq(customerPrices.city_id, city))!,
  ),
  category: priceRowsJson(
    categoryPrices,
    sql`${categoryPrices} join ${customers} on ${customers.category_id} = ${categoryPrices.category_id}`,
    and(eq(customers.id, customerId), city === undefined ? undefined : eq(categoryPrices.city_id, city))!,
  ),
});

/** The price of one shipment for a customer to a city (and zone), by the resolution order of domain/prices. */
export async function resolvePriceFor(db: Db, customer: CustomerRow, city: number, zone: number | null): Promise<PriceResolution> {
  const rows = priceRowsSql(customer.id, city);
  const template = customer.HasReturnPrice ? customer.return_price_template_id : null;
  const returnItems =
    template == null
      ? sql`null`
      : sql`(select coalesce(json_agg(json_build_object('city_id', ${returnPriceItems.city_id}, 'price', ${returnPriceItems.price}::text)), '[]')
          from ${returnPriceItems} where ${returnPriceItems.template_id} = ${template} and ${returnPriceItems.city_id} = ${city})`;
  const [row] = rowsOf(await db.execute(sql`select ${rows.own} as own, ${rows.category} as category, ${returnItems} as return_items`));
  return resolveShipmentPrice({
    customerPrices: jsonRows<PriceRow>(row?.own),
    categoryPrices: jsonRows<PriceRow>(row?.category),
    HasReturnPrice: customer.HasReturnPrice,
    returnItems: row?.return_items == null ? null : jsonRows<ReturnPriceItem>(row.return_items),
    city_id: city,
    zone_id: zone,
  });
}
