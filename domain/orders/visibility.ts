/**
 * Which order fields a user may not see. Field permissions (userpermissionfieldValue, spec section 6) hide a
 * field in every order; the per-customer phone and address rows hide the recipient's phone and address in that
 * customer's orders. The server blanks them in lists, pages and exports; the browser hides the columns.
 */
import type { FieldPermission } from '../permissions/fields';

export type MaskableField =
  'serial' | 'customer_serial' | 'total_amount' | 'price' | 'collected_amount' | 'total_fees' | 'shipper_fees' | 'phone' | 'address' | 'notes';

export const FIELDS_HIDDEN_BY: Readonly<Record<FieldPermission, readonly MaskableField[]>> = {
  show_order_serial: ['serial'],
  show_customer_serial: ['customer_serial'],
  show_total_amount: ['total_amount', 'price', 'collected_amount'],
  show_fees: ['total_fees'],
  show_shipper_fees: ['shipper_fees'],
  show_customer_phone: ['phone'],
  show_notes: ['notes'],
};

/** The fields hidden for one order: by field permission, and by the order's customer's contact rows. */
export function hiddenOrderFields(fields: Readonly<Record<FieldPermission, boolean>>, contact: { phone: boolean; address: boolean }): MaskableField[] {
  const hidden = new Set<MaskableField>();
  for (const [permission, covered] of Object.entries(FIELDS_HIDDEN_BY) as [FieldPermission, readonly MaskableField[]][]) {
    if (!fields[permission]) for (const field of covered) hidden.add(field);
  }
  if (!contact.phone) hidden.add('phone');
  if (!contact.address) hidden.add('address');
  return [...hidden];
}

/** Blanks the hidden fields: text becomes '', an amount becomes null-like '' as well, so nothing leaks. */
export function maskOrder<T extends Partial<Record<MaskableField, unknown>>>(record: T, hidden: readonly MaskableField[]): T {
  if (hidden.length === 0) return record;
  const masked: Record<string, unknown> = { ...record };
  for (const field of hidden) if (field in masked) masked[field] = field === 'collected_amount' ? null : '';
  return masked as T;
}
