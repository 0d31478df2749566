import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { validatePricingPlan, type PricingPlanValues } from '../../../domain/validation';
import { pricingPlans } from '../../db/schema';
import { assertValid } from '../../lib/errors';
import { registerResource } from '../../lib/rest/resource';
import { tableRowSchema } from '../../lib/rest/row-schema';
import { activePlans, findPlan, listPlans, savePlan, type Plan } from '../../prices/plans-repo';
import { Money } from '../../prices/schemas';

const PRICING_SCREEN = screenUrl('Pricing');

const PlanBody = Type.Object({
  plan_name: Type.String({ maxLength: 1000 }),
  plan_price: Money,
  plan_delivery: Type.String({ maxLength: 1000, default: '' }),
  sort_order: Type.Integer({ minimum: -1000000, maximum: 1000000, default: 0 }),
  is_active: Type.Boolean({ default: true }),
  details_child: Type.Array(Type.Object({ detail_description: Type.String({ maxLength: 2000 }) }), { maxItems: 50, default: [] }),
});

const PlanRecord = tableRowSchema(pricingPlans, { details_child: Type.Array(Type.Object({ id: Type.Integer(), detail_description: Type.String() })) });

/** The pricing plans admin (simple-rest `Pricing` on the generic path, features in `details_child`) and the public price list. */
export function registerPlans(app: FastifyInstance): void {
  app.get(
    '/settings/get_price_list',
    { schema: { response: { 200: Type.Object({ price_list: Type.Array(PlanRecord) }) } }, config: { access: { public: true } } },
    async () => ({ price_list: await activePlans(app.db) }),
  );

  registerResource<Plan, PricingPlanValues, null>(app, {
    name: 'Pricing',
    screen: PRICING_SCREEN,
    body: PlanBody,
    row: PlanRecord,
    defaultSort: 'sort_order',
    scope: async () => null,
    list: (db, _scope, list) => listPlans(db, list),
    find: findPlan,
    prepare(_db, body) {
      assertValid(validatePricingPlan(body));
      return body;
    },
    insert: (tx, body) => savePlan(tx, null, body),
    update: (tx, before, body) => savePlan(tx, before.id, body),
    async remove(tx, before) {
      await tx.delete(pricingPlans).where(eq(pricingPlans.id, before.id));
    },
  });
}
