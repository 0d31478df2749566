import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PricingPlanValues } from '../../domain/validation';
import type { Db } from '../db/client';
import { pricingPlanDetails, pricingPlans } from '../db/schema';
import { badRequest } from '../lib/errors';
import { containsPattern, type ParsedList } from '../lib/rest/list-query';

export type PlanRow = typeof pricingPlans.$inferSelect;
export interface PlanDetail {
  id: number;
  detail_description: string;
}
export type Plan = PlanRow & { details_child: PlanDetail[] };

const SORT_COLUMNS = {
  id: pricingPlans.id,
  plan_name: pricingPlans.plan_name,
  plan_price: pricingPlans.plan_price,
  plan_delivery: pricingPlans.plan_delivery,
  sort_order: pricingPlans.sort_order,
  is_active: pricingPlans.is_active,
  created_at: pricingPlans.created_at,
};

function whereOf(filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (typeof filter.q === 'string' && filter.q.trim()) parts.push(ilike(pricingPlans.plan_name, containsPattern(filter.q.trim())));
  if (Array.isArray(filter.id)) parts.push(inArray(pricingPlans.id, filter.id.map(Number).filter(Number.isInteger).concat(0)));
  if (filter.is_active !== undefined && filter.is_active !== '') {
    if (![true, false, 'true', 'false'].includes(filter.is_active as string | boolean)) throw badRequest({ is_active: 'validation.invalid' });
    parts.push(eq(pricingPlans.is_active, filter.is_active === true || filter.is_active === 'true'));
  }
  return and(...parts);
}

/** Each plan with its features in their order. */
export async function withDetails(db: Db, plans: PlanRow[]): Promise<Plan[]> {
  if (plans.length === 0) return [];
  const details = await db
    .select()
    .from(pricingPlanDetails)
    .where(
      inArray(
        pricingPlanDetails.plan_id,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(asc(pricingPlanDetails.sort_order), asc(pricingPlanDetails.id));
  return plans.map((plan) => ({
    ...plan,
    details_child: details.filter((d) => d.plan_id === plan.id).map((d) => ({ id: d.id, detail_description: d.detail_description })),
  }));
}

export async function listPlans(db: Db, list: ParsedList): Promise<{ rows: Plan[]; total: number }> {
  const where = whereOf(list.filter);
  const column = SORT_COLUMNS[list.sortField as keyof typeof SORT_COLUMNS] ?? pricingPlans.sort_order;
  const direction = list.sortOrder === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db.select().from(pricingPlans).where(where).orderBy(direction(column), asc(pricingPlans.id)).limit(list.limit).offset(list.offset),
    db.select({ total: count() }).from(pricingPlans).where(where),
  ]);
  return { rows: await withDetails(db, rows), total: total?.total ?? 0 };
}

export async function findPlan(db: Db, id: number, lock = false): Promise<Plan | null> {
  const query = db.select().from(pricingPlans).where(eq(pricingPlans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? ((await withDetails(db, [row]))[0] ?? null) : null;
}

/** The published price list: active plans in their order. */
export async function activePlans(db: Db): Promise<Plan[]> {
  const rows = await db.select().from(pricingPlans).where(eq(pricingPlans.is_active, true)).orderBy(asc(pricingPlans.sort_order), asc(pricingPlans.id));
  return withDetails(db, rows);
}

/** Writes a plan's own columns and replaces its features; call it inside a transaction. */
export async function savePlan(db: Db, id: number | null, values: PricingPlanValues): Promise<Plan> {
  const columns = {
    plan_name: values.plan_name.trim(),
    plan_price: String(values.plan_price),
    plan_delivery: values.plan_delivery ?? '',
    sort_order: values.sort_order ?? 0,
    is_active: values.is_active ?? true,
  };
  const [row] =
    id == null
      ? await db.insert(pricingPlans).values(columns).returning()
      : await db.update(pricingPlans).set(columns).where(eq(pricingPlans.id, id)).returning();
  const planId = row!.id;
  if (id != null) await db.delete(pricingPlanDetails).where(eq(pricingPlanDetails.plan_id, planId));
  const features = (values.details_child ?? []).map((d, index) => ({
    plan_id: planId,
    detail_description: String(d.detail_description).trim(),
    sort_order: index,
  }));
  if (features.length) await db.insert(pricingPlanDetails).values(features);
  return (await findPlan(db, planId))!;
}
