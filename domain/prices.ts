/**
 * Delivery and return prices. Amounts are strings with two decimals ("45.50"), as PostgreSQL's numeric gives
 * them; they are only chosen and reformatted here, never computed with floating point.
 */

/** A price row of a customer category's template or of one customer's own list. */
export interface PriceRow {
  city_id: number;
  /** Null: the whole city; a row for the zone wins over it. */
  zone_id: number | null;
  delivery_price: string;
  return_price: string;
}

/** One city of a return price template. */
export interface ReturnPriceItem {
  city_id: number;
  price: string;
}

export const PRICE_SOURCES = ['customer_zone', 'customer_city', 'category_zone', 'category_city'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export type ReturnPriceSource = PriceSource | 'return_template';

export interface PriceQuery {
  /** The customer's own rows (overrides). */
  customerPrices: readonly PriceRow[];
  /** The rows of the customer's category template (empty when it has no category). */
  categoryPrices: readonly PriceRow[];
  HasReturnPrice: boolean;
  /** The items of the customer's return price template, or null when it has none. */
  returnItems: readonly ReturnPriceItem[] | null;
  city_id: number;
  zone_id?: number | null;
}

export interface ShipmentPrice {
  fee: string;
  return_fee: string;
  source: PriceSource;
  return_source: ReturnPriceSource;
}

export type PriceResolution = { ok: true; price: ShipmentPrice } | { ok: false; error: 'prices.no_price' };

/** At most ten digits before the point (numeric(12,2)) and two after; no sign. */
export const MONEY_RE = /^\d{1,10}(\.\d{1,2})?$/;

export const isMoney = (value: string): boolean => MONEY_RE.test(value);

/** "45" -> "45.00", "045.5" -> "45.50"; text that is not an amount is returned unchanged. */
export function formatMoney(value: string): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return value;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

const zoneRow = (rows: readonly PriceRow[], cityId: number, zoneId: number | null | undefined) =>
  zoneId == null ? undefined : rows.find((row) => row.city_id === cityId && row.zone_id === zoneId);

const cityRow = (rows: readonly PriceRow[], cityId: number) => rows.find((row) => row.city_id === cityId && row.zone_id === null);

/** The row that prices a shipment: customer zone, then customer city, then category zone, then category city. */
function chooseRow(query: PriceQuery): { row: PriceRow; source: PriceSource } | null {
  const { customerPrices, categoryPrices, city_id, zone_id } = query;
  const candidates: [PriceRow | undefined, PriceSource][] = [
    [zoneRow(customerPrices, city_id, zone_id), 'customer_zone'],
    [cityRow(customerPrices, city_id), 'customer_city'],
    [zoneRow(categoryPrices, city_id, zone_id), 'category_zone'],
    [cityRow(categoryPrices, city_id), 'category_city'],
  ];
  for (const [row, source] of candidates) if (row) return { row, source };
  return null;
}

/**
 * The delivery fee and the return fee of a shipment to a city (and optionally a zone) for one customer.
 * The return fee comes from the customer's return price template when `HasReturnPrice` is set, a template is
 * chosen and it lists the city; otherwise it is the return price of the row that gave the delivery fee.
 */
export function resolveShipmentPrice(query: PriceQuery): PriceResolution {
  const chosen = chooseRow(query);
  if (!chosen) return { ok: false, error: 'prices.no_price' };
  const templateItem = query.HasReturnPrice ? query.returnItems?.find((item) => item.city_id === query.city_id) : undefined;
  return {
    ok: true,
    price: {
      fee: formatMoney(chosen.row.delivery_price),
      return_fee: formatMoney(templateItem ? templateItem.price : chosen.row.return_price),
      source: chosen.source,
      return_source: templateItem ? 'return_template' : chosen.source,
    },
  };
}
