import type { PricePlan } from '../../../src/custom-pages/public/pricing/usePriceList';

/** A plan named `name` with `featureCount` features called 'name feature 1', 'name feature 2' ... */
export function buildPlan(id: number, name: string, featureCount = 3, price = '45.00'): PricePlan {
  return {
    id,
    plan_name: name,
    plan_price: price,
    plan_delivery: `${name} delivery in 48 hours`,
    details_child: Array.from({ length: featureCount }, (_, i) => ({ id: id * 100 + i, detail_description: `${name} feature ${i + 1}` })),
  };
}

export const SIX_PLANS: PricePlan[] = ['Basic', 'Plus', 'Pro', 'Business', 'Enterprise', 'Marketplace'].map((name, i) => buildPlan(i + 1, name));
