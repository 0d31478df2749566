import { orderDateError } from '../dates';
import type { MessageKey } from '../messages';
import { atMost, moneyRules } from './prices';
import { egyptMobile, maxLength, pattern, required, validateFields, type FieldErrors, type Rule } from './rules';

/** At most four digits before the point and two after: kilograms. */
export const WEIGHT_RE = /^\d{1,4}(\.\d{1,2})?$/;
/** An order date: a real day between 2000-01-01 and a year from today (domain/dates.ts). */
const orderDate: Rule = (value) => (typeof value === 'string' ? orderDateError(value) : undefined);

const optionalMoney: readonly Rule[] = moneyRules.slice(1);

/** What the order form sends (ids may be "0" for none on update: spec section 3). */
export interface OrderValues {
  order_date?: string;
  customer?: number | string | null;
  city?: number | string | null;
  zone?: number | string | null;
  full_name?: string;
  phone?: string;
  address?: string;
  shipment_contents?: string;
  weight?: string | number;
  total_amount?: string | number;
  total_fees?: string | number;
  shipper_fees?: string | number;
  notes?: string;
  customer_serial?: string;
  swapped_serial?: string;
}

const idGiven =
  (key: MessageKey): Rule =>
  (value) =>
    value == null || value === '' || Number(value) <= 0 ? key : undefined;

export function validateOrder(values: OrderValues): FieldErrors {
  return validateFields(values, {
    order_date: [required(), orderDate],
    customer: [idGiven('orders.customer_required')],
    city: [idGiven('validation.city_required')],
    full_name: [required('orders.full_name_required'), maxLength(255)],
    phone: [required('validation.phone_required'), egyptMobile()],
    address: [maxLength(1000, 'validation.invalid')],
    shipment_contents: [maxLength(1000, 'validation.invalid')],
    weight: [pattern(WEIGHT_RE, 'orders.weight_invalid')],
    total_amount: [...optionalMoney, atMost('parcel')],
    total_fees: [...optionalMoney, atMost('fee')],
    shipper_fees: [...optionalMoney, atMost('fee')],
    notes: [maxLength(2000, 'validation.invalid')],
    customer_serial: [maxLength(64, 'validation.invalid')],
    swapped_serial: [maxLength(64, 'validation.invalid')],
  });
}
