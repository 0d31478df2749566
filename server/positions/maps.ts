/**
 * The map services the office configures (main.ts reads them from the environment): the tiles of the couriers' map
 * (MAP_TILES_URL, a Leaflet template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, with MAP_ATTRIBUTION)
 * and a Nominatim-style reverse-geocoding service (GEOCODER_URL, its base: `/reverse?format=jsonv2&lat=&lon=` is
 * asked). Without them the map is blank behind the track and places show as coordinates.
 */
export interface MapServices {
  tiles?: string;
  attribution?: string;
  geocoder?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    maps: MapServices;
  }
}

/** The origin the tiles come from, for the Content-Security-Policy's images (none for a template that is no URL). */
export function tileOrigins(maps: MapServices | undefined): string[] {
  if (!maps?.tiles) return [];
  try {
    return [new URL(maps.tiles.replace(/\{s\}/g, 'a')).origin.replace('//a.', '//*.')];
  } catch {
    return [];
  }
}
