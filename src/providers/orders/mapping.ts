/**
 * Turning react-admin's list and form values into the orders API's shapes: the list filter into `Filterdata`,
 * the sort into `ordering`, the form into the create or update payload (spec section 3).
 */
import type { SortPayload } from 'react-admin';
import type { OrderFilterData } from './types';

/** Filter keys sent as numbers (ids and the status code). */
const NUMBER_KEYS = ['city', 'zone', 'customer', 'shipper', 'status_code'] as const;
/** Filter keys sent as text. */
const TEXT_KEYS = [
  'query',
  'status',
  'order_date',
  'to_date',
  'printO',
  'today',
  'rejected',
  'pickup',
  'is_repeated',
  'is_urgent',
  'order_serial',
  'customer_serial',
  'taxable',
] as const;

/** The rejected filter's "both" choice: the API reads an empty string as "rejected or not". */
export const REJECTED_BOTH = 'all';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The list's filter values as `Filterdata`: empty values dropped, ids as numbers, unknown keys left out. */
export function toFilterdata(filter: Record<string, unknown>): OrderFilterData {
  const out: Record<string, string | number> = {};
  for (const key of NUMBER_KEYS) {
    const value = Number(filter[key]);
    if (!blank(filter[key]) && Number.isInteger(value) && value > 0) out[key] = value;
  }
  for (const key of TEXT_KEYS) {
    const value = filter[key];
    if (!blank(value)) out[key] = String(value).trim();
  }
  if (out.rejected === REJECTED_BOTH) out.rejected = '';
  return out as OrderFilterData;
}

/** The sorts the API offers; any other column sorts newest first. */
const SORTABLE = new Set(['id', 'order_date', 'serial', 'total_amount', 'Order_Delivery_Status']);

/** The server's ordering; the default (newest first) is left to the server, which orders date ranges by date. */
export function toOrdering(sort: SortPayload | undefined): string | undefined {
  if (!sort || !SORTABLE.has(sort.field) || (sort.field === 'id' && sort.order === 'DESC')) return undefined;
  return sort.order === 'ASC' ? sort.field : `-${sort.field}`;
}

/** The fields the create and update calls take (shared-notes/orders-api.md). */
const TEXT_FIELDS = ['order_date', 'shipment_contents', 'full_name', 'phone', 'address', 'notes', 'customer_serial', 'swapped_serial'] as const;
const MONEY_FIELDS = ['weight', 'total_amount', 'total_fees', 'shipper_fees'] as const;
const ID_FIELDS = ['customer', 'city', 'zone', 'shipper'] as const;

const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return blank(value) || !Number.isInteger(id) || id <= 0 ? null : id;
};

/**
 * The create or update body from the form's values. Only the contract's fields that the form holds are sent, so
 * a field the form drops (hidden from the user, fees the user may not set) is kept or computed by the server.
 * On update an empty id is sent as "0" (spec section 3); on create as null. Money stays text, as typed.
 */
export function toOrderPayload(values: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) if (key in values) body[key] = values[key] == null ? '' : String(values[key]).trim();
  for (const key of MONEY_FIELDS) if (!blank(values[key])) body[key] = String(values[key]).trim();
  for (const key of ID_FIELDS) {
    if (!(key in values)) continue;
    body[key] = idOf(values[key]) ?? (mode === 'update' ? '0' : null);
  }
  if ('pick_up' in values) body.pick_up = values.pick_up === true;
  if (mode === 'update' && typeof values.version === 'number') body.version = values.version;
  return body;
}
