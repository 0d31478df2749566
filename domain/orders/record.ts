/**
 * The order as the API gives it (spec section 3 names), shared by the server, the browser and the tests.
 * Ids are numbers; money is a string with two decimals ("125.50"); dates are YYYY-MM-DD (order_date) or ISO
 * timestamps.
 */
import type { OrderRecord } from '../api/orders';
import type { OrderStatus } from './status';
import { nameIn } from '../names';

export type { OrderRecord } from '../api/orders';

/** The list's filters (spec section 7, GET addorders/order/ and the admin list's Filterdata). */
export interface OrderFilter {
  /** Serial or customer serial prefix, phone prefix, or the start of the recipient's name. */
  query?: string;
  city?: number;
  zone?: number;
  /** An Order_Delivery_Status label. */
  status?: OrderStatus;
  status_code?: number;
  customer?: number;
  shipper?: number;
  /** From this order date (YYYY-MM-DD), inclusive. */
  order_date?: string;
  /** To this order date, inclusive. */
  to_date?: string;
  printO?: '0' | '1';
  today?: '0' | '1';
  /** "0" (the default) hides orders rejected at intake, "1" shows only them, "" shows both. */
  rejected?: '0' | '1' | '';
  pickup?: '0' | '1';
  is_repeated?: '0' | '1';
  is_urgent?: '0' | '1';
  order_serial?: string;
  customer_serial?: string;
}

/**
 * Columns a user can show or hide in the order list, in the order staff use them: who and where first, then
 * the status, the shipper and the cash, then the rest. `place` is the city and zone in one column.
 */
export const ORDER_COLUMNS = [
  'serial',
  'customer_name',
  'full_name',
  'phone',
  'place',
  'Order_Delivery_Status',
  'shipper_name',
  'total_amount',
  'order_date',
  'customer_serial',
  'total_fees',
  'shipper_fees',
  'Delivery_satus_date',
  'notes',
  'printO',
] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** The columns shown until the user chooses: the nine a desk works from, which fit a 1440-pixel screen. */
export const DEFAULT_ORDER_COLUMNS: ReadonlySet<OrderColumn> = new Set(ORDER_COLUMNS.slice(0, ORDER_COLUMNS.indexOf('order_date') + 1));

/** The order's city or zone in the language of the screen or file: the Arabic name when it has one. */
export const placeName = (
  record: Pick<OrderRecord, 'city_name' | 'city_name_ar' | 'zone_name' | 'zone_name_ar'>,
  place: 'city' | 'zone',
  lang: string,
): string => nameIn(lang, { name: record[`${place}_name`], name_ar: record[`${place}_name_ar`] });

/** "City / zone" in the language of the screen or file, leaving out what is not set. */
export const placeText = (record: Pick<OrderRecord, 'city_name' | 'city_name_ar' | 'zone_name' | 'zone_name_ar'>, lang: string): string =>
  [placeName(record, 'city', lang), placeName(record, 'zone', lang)].filter(Boolean).join(' / ');
