import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, pricingPlanDetails } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildPricingPlan } from '../helpers/builders';

const { t, admin } = await openApiTest();

interface Plan {
  id: number;
  plan_name: string;
  plan_price: string;
  plan_delivery: string;
  sort_order: number;
  is_active: boolean;
  details_child: { id: number; detail_description: string }[];
}

const send = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const features = (plan: Plan) => plan.details_child.map((detail) => detail.detail_description);

const starter = {
  plan_name: 'Starter',
  plan_price: '49.5',
  plan_delivery: 'Delivery in 48 hours',
  sort_order: 2,
  details_child: [{ detail_description: 'Pickup from your door' }, { detail_description: 'Cash on delivery' }],
};

describe('Pricing plans', () => {
  it('are created with their features in one transaction, edited, listed and deleted, each audited', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/Pricing', '/dashboard/Pricing/new'] });
    const created = await send(staff.token, 'POST', '/api/Pricing', starter);
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json<Plan>();
    expect(plan).toMatchObject({ plan_name: 'Starter', plan_price: '49.50', plan_delivery: 'Delivery in 48 hours', sort_order: 2, is_active: true });
    expect(features(plan)).toEqual(['Pickup from your door', 'Cash on delivery']);

    const edited = await send(staff.token, 'PUT', `/api/Pricing/${plan.id}`, {
      ...plan,
      plan_price: '55',
      details_child: [{ detail_description: 'Cash on delivery' }, { detail_description: 'Returns handled' }, { detail_description: 'Tracking' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Plan>().plan_price).toBe('55.00');
    expect(features(edited.json<Plan>())).toEqual(['Cash on delivery', 'Returns handled', 'Tracking']);
    expect(await t.db.select().from(pricingPlanDetails).where(eq(pricingPlanDetails.plan_id, plan.id))).toHaveLength(3);

    const read = await send(staff.token, 'GET', `/api/Pricing/${plan.id}`);
    expect(features(read.json<Plan>())).toEqual(['Cash on delivery', 'Returns handled', 'Tracking']);
    const listed = await t.call(staff.token, { method: 'GET', url: '/api/Pricing', query: { filter: JSON.stringify({ q: 'start' }) } });
    expect(listed.headers['content-range']).toMatch(/^Pricing 0-0\/1$/);

    expect((await send(staff.token, 'DELETE', `/api/Pricing/${plan.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(pricingPlanDetails).where(eq(pricingPlanDetails.plan_id, plan.id))).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Pricing'), eq(auditLog.entity_id, String(plan.id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = audits.find((row) => row.action === 'update');
    expect(update?.before).toMatchObject({
      plan_price: '49.50',
      details_child: [{ detail_description: 'Pickup from your door' }, { detail_description: 'Cash on delivery' }],
    });
  });

  it('refuse a negative or over-precise price, a blank name and a blank feature, saving nothing', async () => {
    for (const plan_price of ['-10', '10.001', 'ten']) {
      const response = await send(admin.token, 'POST', '/api/Pricing', { ...starter, plan_price });
      expect(response.statusCode, plan_price).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ plan_price: 'prices.money_invalid' });
    }
    const blank = await send(admin.token, 'POST', '/api/Pricing', { ...starter, plan_name: '', details_child: [{ detail_description: ' ' }] });
    expect(blank.json<ErrorBody>().errors).toEqual({ plan_name: 'validation.required', details_child: 'prices.feature_required' });
  });

  it('need the creation screen to add a plan and the list screen to edit one', async () => {
    const listOnly = await t.loginAs({ role: 'staff', urls: ['/dashboard/Pricing'] });
    expect((await send(listOnly.token, 'POST', '/api/Pricing', starter)).statusCode).toBe(403);
    const plan = await buildPricingPlan(t.db);
    expect((await send(listOnly.token, 'PUT', `/api/Pricing/${plan.id}`, starter)).statusCode).toBe(200);
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await send(merchant.token, 'GET', '/api/Pricing')).statusCode).toBe(403);
  });
});

describe('GET /api/settings/get_price_list', () => {
  it('is public and lists the active plans by sort order, each with its features', async () => {
    const second = await buildPricingPlan(t.db, { plan_name: 'Business', plan_price: '80.00', sort_order: 20, plan_delivery: 'Next day' }, ['A', 'B']);
    const first = await buildPricingPlan(t.db, { plan_name: 'Basic', plan_price: '45.00', sort_order: 10 }, ['Only one']);
    await buildPricingPlan(t.db, { plan_name: 'Hidden', sort_order: 5, is_active: false }, ['x']);

    const response = await send(null, 'GET', '/api/settings/get_price_list');
    expect(response.statusCode).toBe(200);
    const { price_list } = response.json<{ price_list: Plan[] }>();
    const ids = price_list.map((plan) => plan.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(price_list.map((plan) => plan.plan_name)).not.toContain('Hidden');
    expect(price_list.find((plan) => plan.id === second.id)).toMatchObject({
      plan_name: 'Business',
      plan_price: '80.00',
      plan_delivery: 'Next day',
      details_child: [{ detail_description: 'A' }, { detail_description: 'B' }],
    });
  });
});
