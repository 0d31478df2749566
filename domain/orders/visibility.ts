/**
 * The one masking rule of orders (design.md section 12): which order fields a caller may not see. Field
 * permissions (userpermissionfieldValue, spec section 6) hide a field in every order; the per-customer phone
 * and address rows hide the recipient's phone and address in that customer's orders. Every way an order leaves
 * the server goes through it: the record, lists, exports, the timeline's before and after, the bells, the sort
 * keys and the search; the browser reads `hidden_fields` to hide the same columns.
 */
import type { FieldPermission } from '../permissions/fields';

export type MaskableField =
  | 'serial'
  | 'customer_serial'
  | 'total_amount'
  | 'price'
  | 'collected_amount'
  | 'shipper_cashed'
  | 'customer_cashed'
  | 'total_fees'
  | 'shipper_fees'
  | 'shipper_fees_manual'
  | 'phone'
  | 'address'
  | 'notes';

/**
 * What seeing each field takes: every field permission listed, and the customer's contact row when named. A
 * field that equals or gives away another needs that one's permission too: the collected and cashed amounts are
 * the amount, and what the customer is paid is the amount less the fees, so it needs both.
 */
export const FIELD_NEEDS: Readonly<Record<MaskableField, { fields: readonly FieldPermission[]; contact?: 'phone' | 'address' }>> = {
  serial: { fields: ['show_order_serial'] },
  customer_serial: { fields: ['show_customer_serial'] },
  total_amount: { fields: ['show_total_amount'] },
  price: { fields: ['show_total_amount'] },
  collected_amount: { fields: ['show_total_amount'] },
  shipper_cashed: { fields: ['show_total_amount'] },
  customer_cashed: { fields: ['show_total_amount', 'show_fees'] },
  total_fees: { fields: ['show_fees'] },
  shipper_fees: { fields: ['show_shipper_fees'] },
  shipper_fees_manual: { fields: ['show_shipper_fees'] },
  phone: { fields: ['show_customer_phone'], contact: 'phone' },
  address: { fields: [], contact: 'address' },
  notes: { fields: ['show_notes'] },
};

const MASKABLE = Object.keys(FIELD_NEEDS) as MaskableField[];
export const isMaskable = (field: string): field is MaskableField => field in FIELD_NEEDS;

/** The fields hidden in one order from a caller with these field permissions and these rights on its customer. */
export function hiddenOrderFields(fields: Readonly<Record<FieldPermission, boolean>>, contact: { phone: boolean; address: boolean }): MaskableField[] {
  return MASKABLE.filter((field) => {
    const needs = FIELD_NEEDS[field];
    return needs.fields.some((permission) => !fields[permission]) || (needs.contact !== undefined && !contact[needs.contact]);
  });
}

/** The fields hidden in every order whatever its customer: those a field permission hides. */
export const hiddenInEveryOrder = (fields: Readonly<Record<FieldPermission, boolean>>): MaskableField[] =>
  hiddenOrderFields(fields, { phone: true, address: true });

/** Blanks the hidden fields: text becomes '', the collected amount null, so nothing leaks. */
export function maskOrder<T extends Partial<Record<MaskableField, unknown>>>(record: T, hidden: readonly MaskableField[]): T {
  if (hidden.length === 0) return record;
  const masked: Record<string, unknown> = { ...record };
  for (const field of hidden) if (field in masked) masked[field] = field === 'collected_amount' ? null : '';
  return masked as T;
}

/**
 * A timeline entry's changes ({ column: [before, after] }) without the hidden fields: the entry still says what
 * happened, never what a hidden value was or became.
 */
export function maskChanges(changes: Record<string, unknown> | null, hidden: readonly MaskableField[]): Record<string, unknown> | null {
  if (!changes || hidden.length === 0) return changes;
  return Object.fromEntries(Object.entries(changes).filter(([column]) => !(isMaskable(column) && hidden.includes(column))));
}
