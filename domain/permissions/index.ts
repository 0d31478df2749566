export { PERMISSION_DENIED_TOAST } from './types';
export type { PermissionDeniedToast, PermissionUser, UrlDecision } from './types';
export { normalisePath } from './paths';
export {
  CUSTOMER_DASHBOARD_PATH,
  CUSTOMER_HOME,
  DASHBOARD_PATH,
  NON_STAFF_FORBIDDEN_AREAS,
  STAFF_HOME,
  canOpenUrl,
  decideUrl,
  isNonStaffForbiddenArea,
} from './urls';
export { CUSTOMER_OVERRIDE, CUSTOMER_PERMS, OVERRIDE_FLAGS, SHIPPER_OVERRIDE, SHIPPER_PERMS, checkCustomerPermission, checkShipperPermission } from './entity';
export type { CustomerPerm, CustomerPermissionRow, EntityGrants, OverrideFlag, ShipperPerm, ShipperPermissionRow } from './entity';
export { MODEL_PERM_TYPES, hasModelPermission, hasSpecialPermissions } from './special';
export type { ModelPermType } from './special';
export {
  contactHidden,
  customerContactRights,
  customerVisibility,
  hiddenContactFields,
  isVisible,
  maskContact,
  shipperContactRights,
  shipperVisibility,
} from './scoping';
export type { ContactFields, ContactRights, Visibility } from './scoping';
export { CRUD_MODELS, FIELD_PERMISSIONS, SPECIAL_CODES, crudPermissionsOf, fieldPermissionsOf, isFieldPermission } from './fields';
export type { CrudModelKey, CrudPermissions, FieldPermission, SpecialCode } from './fields';
export { accountActions, customerActions, shipperActions } from './actions';
export type { AccountTarget, InUse } from './actions';
