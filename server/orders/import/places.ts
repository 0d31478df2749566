import { eq } from 'drizzle-orm';
import { matchKey } from '../../../domain/orders/import';
import type { Db } from '../../db/client';
import { cities, zones } from '../../db/schema';

/** A name's place: its id, or 'ambiguous' when several places go by it. */
type Found = number | 'ambiguous';
type Names = Map<string, Found>;

function add(names: Names, name: string, id: number): void {
  const key = matchKey(name);
  if (key === '') return;
  const found = names.get(key);
  names.set(key, found === undefined || found === id ? id : 'ambiguous');
}

/** The match of a place's name: found (its id), missing, or ambiguous. */
export type PlaceMatch = { id: number } | { error: 'import.unknown_city' | 'import.unknown_zone' | 'import.ambiguous_name' };

export interface Places {
  city: (name: string) => PlaceMatch;
  zone: (cityId: number, name: string) => PlaceMatch;
}

const matchIn = (names: Names | undefined, name: string, missing: 'import.unknown_city' | 'import.unknown_zone'): PlaceMatch => {
  const found = names?.get(matchKey(name));
  if (found === undefined) return { error: missing };
  return found === 'ambiguous' ? { error: 'import.ambiguous_name' } : { id: found };
};

/**
 * The cities and zones an imported file may name: the active ones (those the order form offers), by their English
 * or Arabic name, matched as domain/orders/import.ts matchKey says; a zone within its city only.
 */
export async function readPlaces(db: Db): Promise<Places> {
  const [cityRows, zoneRows] = await Promise.all([
    db.select({ id: cities.id, name: cities.name, name_ar: cities.name_ar }).from(cities).where(eq(cities.is_active, true)),
    db.select({ id: zones.id, name: zones.name, name_ar: zones.name_ar, city_id: zones.city_id }).from(zones).where(eq(zones.is_active, true)),
  ]);
  const cityNames: Names = new Map();
  for (const city of cityRows) for (const name of [city.name, city.name_ar]) add(cityNames, name, city.id);
  const zoneNames = new Map<number, Names>();
  for (const zone of zoneRows) {
    const names = zoneNames.get(zone.city_id) ?? new Map<string, Found>();
    zoneNames.set(zone.city_id, names);
    for (const name of [zone.name, zone.name_ar]) add(names, name, zone.id);
  }
  return {
    city: (name) => matchIn(cityNames, name, 'import.unknown_city'),
    zone: (cityId, name) => matchIn(zoneNames.get(cityId), name, 'import.unknown_zone'),
  };
}
