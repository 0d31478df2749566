import type { Db } from '../../client';
import { customers, customerCategories, returnPriceItems, returnPriceTemplates, zones, type PayoutMethod } from '../../schema';
import { mobile, personName, shopName } from './names';

const PAYOUTS: PayoutMethod[] = ['cash', 'bank_transfer', 'mobile_wallet', 'instapay'];
const ACCOUNT_FOR: Record<PayoutMethod, (i: number) => string> = {
  cash: () => '',
  bank_transfer: (i) => `CIB 1000${String(2_345_678 + i * 97).padStart(8, '0')}`,
  mobile_wallet: (i) => mobile(5, i),
  instapay: (i) => `merchant${i}@instapay`,
};

/** Forty merchants across categories and cities, a return price template, and the shippers who pick up. */
export async function seedCustomers(db: Db, cityIds: number[], pickupShipperIds: number[]): Promise<number[]> {
  const categories = await db.select({ id: customerCategories.id }).from(customerCategories);
  const allZones = await db.select({ id: zones.id, city_id: zones.city_id }).from(zones);
  const [template] = await db
    .insert(returnPriceTemplates)
    .values({ name: 'Standard returns', name_ar: 'المرتجعات القياسية' })
    .returning({ id: returnPriceTemplates.id });
  await db.insert(returnPriceItems).values(cityIds.map((cityId, i) => ({ template_id: template!.id, city_id: cityId, price: (20 + (i % 5) * 5).toFixed(2) })));
  const ids: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const cityId = cityIds[i % 3 === 0 ? 0 : i % 3 === 1 ? 1 : (i * 5) % cityIds.length]!;
    const zone = allZones.find((z) => z.city_id === cityId);
    const payout = PAYOUTS[i % PAYOUTS.length]!;
    const hasReturnPrice = i % 6 === 0;
    const [row] = await db
      .insert(customers)
      .values({
        name: personName(i),
        company_name: shopName(i),
        phone: mobile(1, i),
        phone2: i % 4 === 0 ? mobile(3, i) : '',
        email: `shop${i + 1}@example.com`,
        address: `${10 + i} ${['El Tahrir', 'El Nasr', 'Gamal Abdel Nasser', 'El Horreya', 'Port Said'][i % 5]} St`,
        city_id: cityId,
        zone_id: zone?.id ?? null,
        category_id: categories[i % categories.length]!.id,
        pickup_address: i % 2 === 0 ? `Warehouse ${i + 1}, industrial zone` : '',
        pickup_shipper_id: pickupShipperIds[i % pickupShipperIds.length] ?? null,
        autoCollect: i % 3 === 0,
        autoPickup: i % 4 === 0,
        HasReturnPrice: hasReturnPrice,
        return_price_template_id: hasReturnPrice ? template!.id : null,
        payout_method: payout,
        payout_account: ACCOUNT_FOR[payout](i),
        is_active: i !== 39,
      })
      .returning({ id: customers.id });
    ids.push(row!.id);
  }
  return ids;
}
