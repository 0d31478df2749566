import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validatePricingPlan, type PricingPlanValues } from '../../../domain/validation';
import { pricingPlans } from '../../db/schema';
import { audit } from '../../lib/audit';
import { assertValid, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { ListQuery, parseListQuery, type ListQueryString } from '../../lib/rest/list-query';
import { activePlans, findPlan, listPlans, savePlan } from './plans-repo';
import { IdParams, Money } from './schemas';

export const PRICING_SCREEN = '/dashboard/Pricing';
const ENTITY = 'Pricing';

const PlanBody = Type.Object({
  plan_name: Type.String({ maxLength: 1000 }),
  plan_price: Money,
  plan_delivery: Type.String({ maxLength: 1000, default: '' }),
  sort_order: Type.Integer({ minimum: -1000000, maximum: 1000000, default: 0 }),
  is_active: Type.Boolean({ default: true }),
  details_child: Type.Array(Type.Object({ detail_description: Type.String({ maxLength: 2000 }) }), { maxItems: 50, default: [] }),
});

type IdRoute = { Params: { id: number } };

/** The pricing plans admin (simple-rest `Pricing`, features in `details_child`) and the public price list. */
export function registerPlans(app: FastifyInstance): void {
  app.get('/settings/get_price_list', { config: { access: { public: true } } }, async () => ({ price_list: await activePlans(app.db) }));

  app.get<{ Querystring: ListQueryString }>(
    '/Pricing',
    { schema: { querystring: ListQuery }, config: { access: { url: PRICING_SCREEN } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, 'sort_order');
      const { rows, total } = await listPlans(app.db, list);
      const last = list.offset + Math.max(rows.length - 1, 0);
      return reply.header('content-range', `Pricing ${list.offset}-${last}/${total}`).send(rows);
    },
  );

  app.get<IdRoute>('/Pricing/:id', { schema: { params: IdParams }, config: { access: { url: PRICING_SCREEN } } }, async (request) => {
    const plan = await findPlan(app.db, request.params.id);
    if (!plan) throw notFound();
    return plan;
  });

  app.post<{ Body: PricingPlanValues }>(
    '/Pricing',
    { schema: { body: PlanBody }, config: { access: { url: `${PRICING_SCREEN}/new` } } },
    async (request, reply) => {
      assertValid(validatePricingPlan(request.body));
      const created = await app.db.transaction(async (tx) => {
        const plan = await savePlan(tx, null, request.body);
        await audit(tx, { userId: userOf(request).id, action: 'create', entity: ENTITY, entityId: plan.id, after: plan });
        return plan;
      });
      return reply.status(201).send(created);
    },
  );

  app.put<IdRoute & { Body: PricingPlanValues }>(
    '/Pricing/:id',
    { schema: { params: IdParams, body: PlanBody }, config: { access: { url: `${PRICING_SCREEN}/edit` } } },
    async (request) => {
      assertValid(validatePricingPlan(request.body));
      return app.db.transaction(async (tx) => {
        const before = await findPlan(tx, request.params.id, true);
        if (!before) throw notFound();
        const after = await savePlan(tx, before.id, request.body);
        await audit(tx, { userId: userOf(request).id, action: 'update', entity: ENTITY, entityId: before.id, before, after });
        return after;
      });
    },
  );

  app.delete<IdRoute>('/Pricing/:id', { schema: { params: IdParams }, config: { access: { url: PRICING_SCREEN } } }, async (request) =>
    app.db.transaction(async (tx) => {
      const before = await findPlan(tx, request.params.id, true);
      if (!before) throw notFound();
      await tx.delete(pricingPlans).where(eq(pricingPlans.id, before.id));
      await audit(tx, { userId: userOf(request).id, action: 'delete', entity: ENTITY, entityId: before.id, before });
      return before;
    }),
  );
}
