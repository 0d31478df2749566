import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { validateReturnPriceItem, validateReturnPriceTemplate, type ReturnPriceItemValues, type ReturnPriceTemplateValues } from '../../../domain/validation';
import { returnPriceItems, returnPriceTemplates } from '../../db/schema';
import { registerCrud } from '../../lib/rest/crud';
import { Id, Money } from '../../prices/schemas';

export const RETURN_TEMPLATES_SCREEN = screenUrl('ReturnPriceTemplateList');
export const RETURN_PRICE_LIST_SCREEN = screenUrl('ReturnPriceList');

/**
 * Return price templates and their city prices. Any staff member may read the templates (the customer form
 * picks one); changing them needs the templates screen, and a template's prices the ReturnPriceList screen.
 */
export function registerReturnPrices(app: FastifyInstance): void {
  registerCrud<ReturnPriceTemplateValues>(app, {
    name: 'return-price-templates',
    table: returnPriceTemplates,
    screen: RETURN_TEMPLATES_SCREEN,
    readAccess: { staff: true },
    writeAccess: 'screen',
    searchColumns: [returnPriceTemplates.name, returnPriceTemplates.name_ar],
    filterColumns: {},
    sortColumns: {
      id: returnPriceTemplates.id,
      name: returnPriceTemplates.name,
      name_ar: returnPriceTemplates.name_ar,
      created_at: returnPriceTemplates.created_at,
    },
    body: Type.Object({ name: Type.String({ maxLength: 1000 }), name_ar: Type.String({ maxLength: 1000, default: '' }) }),
    validate: validateReturnPriceTemplate,
  });

  registerCrud<ReturnPriceItemValues>(app, {
    name: 'return-price-items',
    table: returnPriceItems,
    screen: RETURN_PRICE_LIST_SCREEN,
    writeAccess: 'screen',
    searchColumns: [],
    filterColumns: { template_id: returnPriceItems.template_id, city_id: returnPriceItems.city_id },
    sortColumns: { id: returnPriceItems.id, template_id: returnPriceItems.template_id, city_id: returnPriceItems.city_id, price: returnPriceItems.price },
    body: Type.Object({ template_id: Id, city_id: Id, price: Money }),
    validate: validateReturnPriceItem,
  });
}
