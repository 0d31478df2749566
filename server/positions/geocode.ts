/**
 * Addresses of places from the office's reverse-geocoding service (Nominatim-style: GEOCODER_URL), each place asked
 * once per language and kept (`geocoded_places`); the service's failure, slowness (past TIMEOUT_MS) or silence answers
 * no address, and the screen shows coordinates.
 */
import { sql } from 'drizzle-orm';
import { placeOf } from '../../domain/positions/rules';
import type { Db } from '../db/client';
import { geocodedPlaces } from '../db/schema';
import { and, eq } from 'drizzle-orm';

const TIMEOUT_MS = 3000;

/** The service's name of the place: Nominatim's `display_name`, or none. */
async function ask(base: string, latitude: number, longitude: number, lang: string): Promise<string | null> {
  const url = new URL('reverse', base.endsWith('/') ? base : `${base}/`);
  url.search = new URLSearchParams({ format: 'jsonv2', lat: String(latitude), lon: String(longitude), 'accept-language': lang }).toString();
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!answer.ok) return null;
    const body: unknown = await answer.json();
    const name = typeof body === 'object' && body !== null && 'display_name' in body ? body.display_name : undefined;
    return typeof name === 'string' && name.trim() ? name.trim().slice(0, 500) : null;
  } catch {
    return null;
  }
}

export async function addressOf(db: Db, geocoder: string | undefined, latitude: number, longitude: number, lang: string): Promise<string | null> {
  const place = placeOf(latitude, longitude);
  const [kept] = await db
    .select({ address: geocodedPlaces.address })
    .from(geocodedPlaces)
    .where(and(eq(geocodedPlaces.place, place), eq(geocodedPlaces.lang, lang)));
  if (kept) return kept.address;
  if (!geocoder) return null;
  const [lat, lon] = place.split(',').map(Number) as [number, number];
  const address = await ask(geocoder, lat, lon, lang);
  if (address)
    await db
      .insert(geocodedPlaces)
      .values({ place, lang, address })
      .onConflictDoUpdate({ target: [geocodedPlaces.place, geocodedPlaces.lang], set: { address, fetched_at: sql`now()` } });
  return address;
}
