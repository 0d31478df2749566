/**
 * The order as the API gives it (spec section 3 names), shared by the server, the browser and the tests.
 * Ids are numbers; money is a string with two decimals ("125.50"); dates are YYYY-MM-DD (order_date) or ISO
 * timestamps.
 */
import type { CashSubmitState } from './money';
import type { OrderStatus } from './status';
import { nameIn } from '../names';

export interface OrderRecord {
  id: number;
  /** Made by the server; hidden (empty) without the show_order_serial field permission. */
  serial: string;
  order_date: string;
  /** Always equal to order_date (spec section 3). */
  DeadLine_date: string;
  customer: number;
  customer_name: string;
  city: number | null;
  city_name: string;
  /** The Arabic name of the city and zone ('' when they have none): Arabic screens and files show them. */
  city_name_ar: string;
  zone: number | null;
  zone_name: string;
  zone_name_ar: string;
  shipment_contents: string;
  full_name: string;
  phone: string;
  address: string;
  weight: string;
  total_amount: string;
  /** Always equal to total_amount (spec section 3). */
  price: string;
  total_fees: string;
  shipper_fees: string;
  /** The shipper fee was typed by a person (domain: it is kept when the order changes shipper). */
  shipper_fees_manual: boolean | '';
  shipper: number | null;
  shipper_name: string;
  notes: string;
  pick_up: boolean;
  return_count: number;
  Order_Delivery_Status: OrderStatus;
  Delivery_satus_date: string;
  /** 1 awaiting pickup, 6 cancelled, 7 archived, or null. */
  status_code: number | null;
  hold_reason: number | null;
  collected_amount: string | null;
  swapped_serial: string;
  customer_serial: string;
  rejected: boolean;
  printO: boolean;
  /** The order date is today in Africa/Cairo. */
  today: boolean;
  is_repeated: boolean;
  shipper_cash_state: CashSubmitState;
  shipper_cashed: string;
  customer_cash_state: CashSubmitState;
  customer_cashed: string;
  is_urgent: boolean;
  approved: boolean;
  approved_by: number | null;
  taxable: boolean;
  created_at: string;
  /** Sent back on update; a stale one gets 409. */
  version: number;
  /** Fields blanked for this caller by field or contact permissions. */
  hidden_fields: string[];
}

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
