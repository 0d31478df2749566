/** The merchant's price lines grouped by city, named in the interface's language, and narrowed by a search. */
import { placeName } from '../../../../domain/orders/record';
import type { PriceListLine } from '../../../../domain/api/prices';

export interface CityPrices {
  city: number;
  name: string;
  /** The whole city's line first (zone null), then its zones priced apart, by name. */
  lines: (PriceListLine & { zoneName: string })[];
}

const fold = (text: string) => text.trim().toLocaleLowerCase();

/** Cities by name in `locale`; `city` (0: all) and `search` (a city's or a listed zone's name, either language) narrow them. */
export function groupPrices(prices: readonly PriceListLine[], locale: string, city = 0, search = ''): CityPrices[] {
  const groups = new Map<number, CityPrices>();
  for (const line of prices) {
    const group = groups.get(line.city) ?? { city: line.city, name: placeName(line, 'city', locale), lines: [] };
    group.lines.push({ ...line, zoneName: placeName(line, 'zone', locale) });
    groups.set(line.city, group);
  }
  const wanted = fold(search);
  const matches = (...names: string[]) => names.some((name) => fold(name).includes(wanted));
  return [...groups.values()]
    .filter((group) => city === 0 || group.city === city)
    .flatMap((group) => {
      const lines = group.lines.sort((a, b) => (a.zone === null ? -1 : b.zone === null ? 1 : a.zoneName.localeCompare(b.zoneName, locale)));
      if (!wanted || lines.some((line) => matches(line.city_name, line.city_name_ar))) return [{ ...group, lines }];
      // Only some zones match: show those, after the whole city's line that prices every zone not listed.
      const found = lines.filter((line) => line.zone === null || matches(line.zone_name, line.zone_name_ar));
      return found.some((line) => line.zone !== null) ? [{ ...group, lines: found }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
