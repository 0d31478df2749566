/**
 * Field permissions (userpermissionfieldValue), special permission codes and the models of the crud
 * permission call (spec section 6, "Fine-grained checks").
 */
import { MODEL_PERM_TYPES, hasModelPermission, type ModelPermType } from './special';

/** Order and partner fields a staff user may be allowed to see, such as show_order_serial. */
export const FIELD_PERMISSIONS = [
  'show_order_serial',
  'show_customer_serial',
  'show_total_amount',
  'show_fees',
  'show_shipper_fees',
  'show_customer_phone',
  'show_notes',
] as const;
export type FieldPermission = (typeof FIELD_PERMISSIONS)[number];

export const isFieldPermission = (field: string): field is FieldPermission => (FIELD_PERMISSIONS as readonly string[]).includes(field);

/**
 * The fields a user may see: a superuser every one; anyone else those whose stored row allows it.
 * A field without a stored row is not allowed.
 */
export function fieldPermissionsOf(user: { is_superuser: boolean }, rows: readonly { field: string; allowed: boolean }[]): Record<FieldPermission, boolean> {
  const stored = new Map(rows.map((row) => [row.field, row.allowed]));
  return Object.fromEntries(FIELD_PERMISSIONS.map((field) => [field, user.is_superuser || stored.get(field) === true])) as Record<FieldPermission, boolean>;
}

/** The special permission codes that can be granted. */
export const SPECIAL_CODES = [
  'export_orders',
  'bulk_status_update',
  'delete_orders',
  'edit_closed_orders',
  'view_all_reports',
  // Money after the fact (four eyes): who may ask for a change, and who may approve closings and changes.
  'request_money_change',
  'approve_money_change',
  'approve_closing',
] as const;
export type SpecialCode = (typeof SPECIAL_CODES)[number];

/** The keys of the crud permission answer and the model each one is stored under. */
export const CRUD_MODELS = { city: 'City', zone: 'Zone', area: 'area', shipper: 'Shipper', user: 'useraccount' } as const;
export type CrudModelKey = keyof typeof CRUD_MODELS;
export type CrudPermissions = Record<CrudModelKey, Record<ModelPermType, boolean>>;

/** Each model's view, add, change and delete permission for the user (a superuser holds all). */
export function crudPermissionsOf(user: { is_superuser: boolean }, held: readonly { model: string; perm_type: string }[]): CrudPermissions {
  const entries = (Object.keys(CRUD_MODELS) as CrudModelKey[]).map((key) => [
    key,
    Object.fromEntries(MODEL_PERM_TYPES.map((type) => [type, hasModelPermission(user, held, CRUD_MODELS[key], type)])),
  ]);
  return Object.fromEntries(entries) as CrudPermissions;
}
