import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  validateCategoryPrice,
  validateCustomerPrice,
  type CategoryPriceValues,
  type CustomerPriceValues,
  type FieldErrors,
  type PriceRowValues,
} from '../../../domain/validation';
import { screenUrl } from '../../../domain/screens';
import type { Db } from '../../db/client';
import { categoryPrices, customerPrices, zones } from '../../db/schema';
import { registerCrud } from '../../lib/rest/crud';
import { Id, priceRowFields } from '../../prices/schemas';
import { customerRowScope } from '../../prices/visibility';

export const CATEGORY_TEMPLATE_SCREEN = screenUrl('CategoryTemplateList');
/** Customer prices are edited on the customer's page, so they follow the right to edit customers. */
export const CUSTOMER_PRICES_SCREEN = `${screenUrl('customers')}/edit`;

/** A zone row must name a zone of the row's city, or it could never apply. */
async function zoneInCity(db: Db, values: PriceRowValues): Promise<FieldErrors> {
  if (values.zone_id == null) return {};
  const [zone] = await db.select({ city_id: zones.city_id }).from(zones).where(eq(zones.id, values.zone_id));
  if (!zone) return { zone_id: 'errors.not_found' };
  return zone.city_id === values.city_id ? {} : { zone_id: 'validation.zone_not_in_city' };
}

/** Price rows filter by their owner (a category or a customer) and place, and sort by those and their prices. */
function listColumns(table: typeof categoryPrices | typeof customerPrices, owner: Record<string, AnyPgColumn>) {
  const filterColumns = { ...owner, city_id: table.city_id, zone_id: table.zone_id };
  return { filterColumns, sortColumns: { id: table.id, ...filterColumns, delivery_price: table.delivery_price, return_price: table.return_price } };
}

/** The simple-rest routes of category templates (`category-prices`) and customer overrides (`customer-prices`). */
export function registerPriceRows(app: FastifyInstance): void {
  registerCrud<CategoryPriceValues>(app, {
    name: 'category-prices',
    table: categoryPrices,
    screen: CATEGORY_TEMPLATE_SCREEN,
    writeAccess: 'screen',
    searchColumns: [],
    ...listColumns(categoryPrices, { category_id: categoryPrices.category_id }),
    body: Type.Object({ category_id: Id, ...priceRowFields }),
    validate: validateCategoryPrice,
    validateWith: zoneInCity,
  });

  registerCrud<CustomerPriceValues>(app, {
    name: 'customer-prices',
    table: customerPrices,
    screen: CUSTOMER_PRICES_SCREEN,
    writeAccess: 'screen',
    scope: (request) => customerRowScope(app.db, request, customerPrices.customer_id),
    searchColumns: [],
    ...listColumns(customerPrices, { customer_id: customerPrices.customer_id }),
    body: Type.Object({ customer_id: Id, ...priceRowFields }),
    validate: validateCustomerPrice,
    validateWith: zoneInCity,
  });
}
