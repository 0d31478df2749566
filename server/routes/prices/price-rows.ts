import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  validateCategoryPrice,
  validateCustomerPrice,
  type CategoryPriceValues,
  type CustomerPriceValues,
  type FieldErrors,
  type PriceRowValues,
} from '../../../domain/validation';
import type { Db } from '../../db/client';
import { categoryPrices, customerPrices, zones } from '../../db/schema';
import { registerCrud } from '../../lib/rest/crud';
import { Id, priceRowFields } from './schemas';
import { customerRowScope } from './visibility';

export const CATEGORY_TEMPLATE_SCREEN = '/dashboard/customers/CategoryTemplateList';
/** Customer prices are edited on the customer's page, so they follow the right to edit customers. */
export const CUSTOMER_PRICES_SCREEN = '/dashboard/customers/edit';

/** A zone row must name a zone of the row's city, or it could never apply. */
async function zoneInCity(db: Db, values: PriceRowValues): Promise<FieldErrors> {
  if (values.zone_id == null) return {};
  const [zone] = await db.select({ city_id: zones.city_id }).from(zones).where(eq(zones.id, values.zone_id));
  if (!zone) return { zone_id: 'errors.not_found' };
  return zone.city_id === values.city_id ? {} : { zone_id: 'validation.zone_not_in_city' };
}

/** The simple-rest routes of category templates (`category-prices`) and customer overrides (`customer-prices`). */
export function registerPriceRows(app: FastifyInstance): void {
  const categoryAccess = { url: CATEGORY_TEMPLATE_SCREEN };
  registerCrud<CategoryPriceValues>(app, {
    name: 'category-prices',
    table: categoryPrices,
    screen: CATEGORY_TEMPLATE_SCREEN,
    writeAccess: { create: categoryAccess, update: categoryAccess },
    searchColumns: [],
    filterColumns: { category_id: categoryPrices.category_id, city_id: categoryPrices.city_id, zone_id: categoryPrices.zone_id },
    sortColumns: {
      id: categoryPrices.id,
      category_id: categoryPrices.category_id,
      city_id: categoryPrices.city_id,
      zone_id: categoryPrices.zone_id,
      delivery_price: categoryPrices.delivery_price,
      return_price: categoryPrices.return_price,
    },
    body: Type.Object({ category_id: Id, ...priceRowFields }),
    validate: validateCategoryPrice,
    validateWith: zoneInCity,
  });

  const customerAccess = { url: CUSTOMER_PRICES_SCREEN };
  registerCrud<CustomerPriceValues>(app, {
    name: 'customer-prices',
    table: customerPrices,
    screen: CUSTOMER_PRICES_SCREEN,
    writeAccess: { create: customerAccess, update: customerAccess },
    scope: (request) => customerRowScope(app.db, request, customerPrices.customer_id),
    searchColumns: [],
    filterColumns: { customer_id: customerPrices.customer_id, city_id: customerPrices.city_id, zone_id: customerPrices.zone_id },
    sortColumns: {
      id: customerPrices.id,
      customer_id: customerPrices.customer_id,
      city_id: customerPrices.city_id,
      zone_id: customerPrices.zone_id,
      delivery_price: customerPrices.delivery_price,
      return_price: customerPrices.return_price,
    },
    body: Type.Object({ customer_id: Id, ...priceRowFields }),
    validate: validateCustomerPrice,
    validateWith: zoneInCity,
  });
}
