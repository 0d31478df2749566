/** The order form's validation, starting values and the values it sends. */
import type { OrderRecord } from '../../../../domain/orders/record';
import { cairoToday } from '../../../../domain/time';
import { validateOrder, type OrderValues } from '../../../../domain/validation/order';
import type { FieldErrors } from '../../../../domain/validation';

type Values = Record<string, unknown>;

const hiddenOf = (values: Values): string[] => (Array.isArray(values.hidden_fields) ? (values.hidden_fields as string[]) : []);

/** validateOrder, less the fields hidden from the user (they are not in the form and the server keeps them). */
export function validateOrderForm(values: Values): FieldErrors {
  const errors = validateOrder(values as OrderValues);
  for (const field of hiddenOf(values)) delete errors[field];
  return errors;
}

/**
 * Drops what the user may not send: the fields hidden from the user, and the fees unless the user may see
 * them (then the server fills them from the customer's price).
 */
export const orderTransform =
  (showFees: boolean) =>
  (values: Values): Values => {
    const drop = new Set([...hiddenOf(values), ...(showFees ? [] : ['total_fees'])]);
    return Object.fromEntries(Object.entries(values).filter(([key]) => !drop.has(key)));
  };

const idParam = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/** A new order: today in Cairo, weight and amount 0 (spec section 9), and a customer or shipper from the URL. */
export function newOrderValues(search: URLSearchParams): Partial<Record<keyof OrderRecord, unknown>> {
  return {
    order_date: cairoToday(),
    customer: idParam(search.get('customer')),
    city: null,
    zone: null,
    full_name: '',
    phone: '',
    address: '',
    shipment_contents: '',
    weight: '0',
    total_amount: '0',
    total_fees: '',
    shipper_fees: '',
    shipper: idParam(search.get('shipper')),
    pick_up: false,
    notes: '',
    customer_serial: '',
  };
}

/** What 'Save and add another' keeps: the customer, the city and its fee; the rest starts again. */
export function nextOrderValues(saved: Values, search: URLSearchParams): Values {
  return {
    ...newOrderValues(search),
    customer: saved.customer ?? null,
    city: saved.city ?? null,
    total_fees: saved.zone ? '' : (saved.total_fees ?? ''),
    order_date: saved.order_date,
  };
}
