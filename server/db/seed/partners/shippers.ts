import type { Db } from '../../client';
import { HUB_SHIPPER_ID, shipperGroups, shippers, shipperZones, zones, type VehicleType } from '../../schema';
import { mobile, personName } from './names';

const GROUPS = [
  { name: 'Greater Cairo', name_ar: 'القاهرة الكبرى' },
  { name: 'Alexandria and Delta', name_ar: 'الإسكندرية والدلتا' },
  { name: 'Upper Egypt', name_ar: 'الصعيد' },
];
const VEHICLES: VehicleType[] = ['motorcycle', 'motorcycle', 'car', 'van', 'bicycle'];

/** The hub (id 1) and 25 shippers in three groups, each serving the zones of one city. */
export async function seedShippers(db: Db, cityIds: number[]): Promise<number[]> {
  const [hub] = await db
    .insert(shippers)
    .values({ name: 'Main hub', phone: mobile(9, 0), is_hub: true, city_id: cityIds[0], notes: 'Parcels waiting at the warehouse' })
    .returning({ id: shippers.id });
  if (hub?.id !== HUB_SHIPPER_ID) throw new Error('The hub must be the first shipper (id 1)');
  const groups = await db.insert(shipperGroups).values(GROUPS).returning({ id: shipperGroups.id });
  const allZones = await db.select({ id: zones.id, city_id: zones.city_id }).from(zones);
  const ids: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const groupIndex = i < 12 ? 0 : i < 19 ? 1 : 2;
    const cityId = cityIds[[0, 1, 2, 9, 20][i % 5]!] ?? cityIds[0]!;
    const [row] = await db
      .insert(shippers)
      .values({
        name: personName(i + 3),
        phone: mobile(2, i),
        national_id: String(29_001_010_100_000 + i * 1_234_567).slice(0, 14),
        vehicle_type: VEHICLES[i % VEHICLES.length],
        vehicle_plate: `${['ق', 'م', 'س', 'ر'][i % 4]} ${['ب', 'ط', 'ن'][i % 3]} ${1200 + i * 37}`,
        city_id: cityId,
        group_id: groups[groupIndex]!.id,
        delivery_fee: (15 + (i % 4) * 2.5).toFixed(2),
        return_fee: (7.5 + (i % 3) * 2.5).toFixed(2),
        is_active: i !== 24,
      })
      .returning({ id: shippers.id });
    ids.push(row!.id);
    const served = allZones.filter((zone) => zone.city_id === cityId).slice(0, 3);
    if (served.length) await db.insert(shipperZones).values(served.map((zone) => ({ shipper_id: row!.id, zone_id: zone.id })));
  }
  return ids;
}
