import type { Db } from '../client';
import { areas, cities, customerCategories, evaluationCriteria, hangonReasons, holdReasons, siteSettings, zones } from '../schema';
import { CUSTOMER_CATEGORIES, EVALUATION_CRITERIA, GOVERNORATES, HANGON_REASONS, HOLD_REASONS } from './egypt-data';

/** Governorates with their zones and areas, categories, reasons and the company's contact settings. */
export async function seedLookups(db: Db): Promise<void> {
  for (const governorate of GOVERNORATES) {
    const [city] = await db.insert(cities).values({ name: governorate.name, name_ar: governorate.name_ar }).returning({ id: cities.id });
    for (const zoneSeed of governorate.zones) {
      const [zone] = await db.insert(zones).values({ name: zoneSeed.name, name_ar: zoneSeed.name_ar, city_id: city!.id }).returning({ id: zones.id });
      if (zoneSeed.areas.length) {
        await db.insert(areas).values(zoneSeed.areas.map((a) => ({ name: a.name, name_ar: a.name_ar, zone_id: zone!.id })));
      }
    }
  }
  await db.insert(customerCategories).values([...CUSTOMER_CATEGORIES]);
  await db.insert(holdReasons).values([...HOLD_REASONS]);
  await db.insert(hangonReasons).values([...HANGON_REASONS]);
  await db.insert(evaluationCriteria).values([...EVALUATION_CRITERIA]);
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      address: '12 Abbas El Akkad St, Nasr City, Cairo',
      email: 'info@example.com',
      phone: '01000000000',
      homeSlogin: 'Fast, tracked delivery across all 27 governorates',
      facebook_link: 'https://facebook.com/',
    })
    .onConflictDoNothing();
}
