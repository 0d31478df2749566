import { getTableColumns } from 'drizzle-orm';
import { orders } from '../server/db/schema';
import type { OrderRow } from '../server/db/seed/order-rows';

/** The keys of an order row in COPY column order, and the database column each one fills. */
export const KEYS: readonly (keyof OrderRow)[] = [
  'order_date',
  'customer_id',
  'city_id',
  'zone_id',
  'shipment_contents',
  'full_name',
  'phone',
  'address',
  'weight',
  'total_amount',
  'total_fees',
  'shipper_fees',
  'shipper_id',
  'notes',
  'pick_up',
  'return_count',
  'status',
  'status_date',
  'status_code',
  'hold_reason_id',
  'collected_amount',
  'customer_serial',
  'rejected',
  'printO',
  'is_repeated',
  'shipper_cash_state',
  'shipper_cashed',
  'customer_cash_state',
  'customer_cashed',
  'is_urgent',
  'created_by',
  'created_at',
];

const columns = getTableColumns(orders);
/** `"order_date", "customer_id", ...` for COPY orders (...) FROM ... */
export const COPY_COLUMNS = KEYS.map((key) => `"${columns[key].name}"`).join(', ');

const escapeText = (text: string): string =>
  /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : text;
const t = escapeText;

/** One value in COPY text form (the slow, general way; copyLine is the fast one). */
export function copyField(value: OrderRow[keyof OrderRow]): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  return escapeText(value);
}
const n = (value: number | string | null): string => (value === null ? '\\N' : String(value));
const b = (value: boolean): string => (value ? 't' : 'f');

/**
 * One row in PostgreSQL's COPY text format (tab separated, \N for null), without the newline; the fields are in
 * KEYS order (a test compares the two). Written out field by field because it runs a million times.
 */
export function copyLine(r: OrderRow): string {
  return [
    r.order_date,
    r.customer_id,
    n(r.city_id),
    n(r.zone_id),
    t(r.shipment_contents),
    t(r.full_name),
    t(r.phone),
    t(r.address),
    r.weight,
    r.total_amount,
    r.total_fees,
    r.shipper_fees,
    n(r.shipper_id),
    t(r.notes),
    b(r.pick_up),
    r.return_count,
    r.status,
    r.status_date.toISOString(),
    n(r.status_code),
    n(r.hold_reason_id),
    n(r.collected_amount),
    t(r.customer_serial),
    b(r.rejected),
    b(r.printO),
    b(r.is_repeated),
    r.shipper_cash_state,
    r.shipper_cashed,
    r.customer_cash_state,
    r.customer_cashed,
    b(r.is_urgent),
    n(r.created_by),
    r.created_at.toISOString(),
  ].join('\t');
}

/** Rows as one COPY text block. */
export const copyBlock = (rows: readonly OrderRow[]): string => `${rows.map(copyLine).join('\n')}\n`;
