import type { Db } from '../../client';
import { categoryPrices, cities, customerCategories, pricingPlanDetails, pricingPlans } from '../../schema';

/** Delivery price by governorate: the capital cheapest, the frontier dearest (LE). */
const BASE_PRICE: Record<string, number> = {
  Cairo: 50,
  Giza: 50,
  Alexandria: 55,
  'Red Sea': 90,
  'New Valley': 95,
  Matrouh: 90,
  'North Sinai': 95,
  'South Sinai': 95,
};
const DEFAULT_BASE = 65;

/** A category price template for every city, and the three public pricing plans. */
export async function seedPrices(db: Db): Promise<void> {
  const categoryRows = await db.select({ id: customerCategories.id }).from(customerCategories);
  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  const rows = categoryRows.flatMap((category, c) =>
    cityRows.map((city) => {
      const price = (BASE_PRICE[city.name] ?? DEFAULT_BASE) + (c % 3) * 5;
      return { category_id: category.id, city_id: city.id, delivery_price: price.toFixed(2), return_price: (price / 2).toFixed(2) };
    }),
  );
  await db.insert(categoryPrices).values(rows);
  const plans = [
    {
      plan_name: 'Starter',
      plan_price: '55.00',
      plan_delivery: '48 to 72 hours',
      features: ['Cairo and Giza delivery', 'Cash on delivery', 'Weekly payout', 'Online order tracking', 'One pickup a week', 'Email support'],
    },
    {
      plan_name: 'Business',
      plan_price: '45.00',
      plan_delivery: '24 to 48 hours',
      features: [
        'All 27 governorates',
        'Cash on delivery',
        'Twice-weekly payout',
        'Daily pickup',
        'Free returns to you',
        'Packing material at cost',
        'Dedicated account manager',
      ],
    },
    {
      plan_name: 'Enterprise',
      plan_price: '38.00',
      plan_delivery: 'Same or next day',
      features: [
        'All 27 governorates',
        'Daily payout',
        'Pickups on demand',
        'Free returns to you',
        'Free packing material',
        'API and bulk upload',
        'Priority support line',
        'Monthly performance report',
      ],
    },
  ];
  for (const [index, plan] of plans.entries()) {
    const [created] = await db
      .insert(pricingPlans)
      .values({ plan_name: plan.plan_name, plan_price: plan.plan_price, plan_delivery: plan.plan_delivery, sort_order: index })
      .returning({ id: pricingPlans.id });
    await db.insert(pricingPlanDetails).values(plan.features.map((detail_description, i) => ({ plan_id: created!.id, detail_description, sort_order: i })));
  }
}
