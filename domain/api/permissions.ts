/** The answers of the permission screens' calls (server/routes/permissions.ts, server/routes/entity-permissions). */
import { Type, type Static, type TBoolean, type TSchema } from '@sinclair/typebox';
import { CRUD_MODELS, CUSTOMER_PERMS, FIELD_PERMISSIONS, MODEL_PERM_TYPES, OVERRIDE_FLAGS, SHIPPER_PERMS } from '../permissions';
import { OneOf, Timestamp, Nullable } from './common';

/** An object of one boolean per flag, each named. */
const flagsOf = <const F extends readonly string[]>(flags: F) =>
  Type.Object(Object.fromEntries(flags.map((flag) => [flag, Type.Boolean()])) as Record<F[number], TBoolean>);

export const PermittedUrls = Type.Object({ user: Type.Integer(), permitted_url: Type.Array(Type.String()) });
export const HasPassword = Type.Object({ has_password: Type.Boolean() });
export const HasPermission = Type.Object({ has_permission: Type.Boolean() });
export const HeldCodes = Type.Object({ permissions: Type.Array(Type.String()) });

/** A user's 'all' overrides (user-permission). */
export const Overrides = Type.Object({ user: Type.Integer(), permissions: flagsOf(OVERRIDE_FLAGS) });
export type Overrides = Static<typeof Overrides>['permissions'];

export const FieldValue = Type.Object({ field: OneOf(FIELD_PERMISSIONS), allowed: Type.Boolean() });
export type FieldValue = Static<typeof FieldValue>;
export const UserFields = Type.Object({ user: Type.Integer(), fields: Type.Array(FieldValue) });
/** The field permissions by name (userpermissionfieldValue?userid=). */
export const FieldsByName = Type.Object({ permissions: flagsOf(FIELD_PERMISSIONS) });

/** A user's set of shippers, groups or follow-up shippers. */
export const NamedSet = Type.Object({
  user: Type.Integer(),
  ids: Type.Array(Type.Integer()),
  items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type NamedSet = Static<typeof NamedSet>;

export const SpecialCodes = Type.Object({ user: Type.Integer(), codes: Type.Array(Type.String()) });

export const CrudPermissions = Type.Object(Object.fromEntries(Object.keys(CRUD_MODELS).map((model) => [model, flagsOf(MODEL_PERM_TYPES)])));

/** A per-partner permission row, keyed `<user_id>-<entity_id>`, naming its partner and carrying its flags. */
export const permissionRow = (entity: string, flags: readonly string[]) =>
  Type.Object({
    id: Type.String(),
    user_id: Type.Integer(),
    [`${entity}_id`]: Type.Integer(),
    [`${entity}_name`]: Type.String(),
    ...flagsOf(flags).properties,
  });
export const bulkAnswer = (row: TSchema) => Type.Object({ data: Type.Array(row) });

export const UserShipperPermissions = Type.Object({
  user: Type.Integer(),
  is_superuser: Type.Boolean(),
  shippers: Type.Array(Type.Object({ shipper_id: Type.Integer(), shipper_name: Type.String(), phone: Type.Boolean(), address: Type.Boolean() })),
  overrides: Type.Object({ all_shipper_phone: Type.Boolean(), all_shipper_address: Type.Boolean() }),
});

/** A staff account the permission screens pick from. */
export const PermissionUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_superuser: Type.Boolean(),
});

export const SpecialPermissionLog = Type.Object({
  id: Type.Integer(),
  at: Timestamp,
  actor_id: Nullable(Type.Integer()),
  actor_username: Nullable(Type.String()),
  user_id: Nullable(Type.Integer()),
  user_username: Nullable(Type.String()),
  code: Type.String(),
  action: Type.String(),
});

/**
 * The caller's own customer and shipper rows, 'all' overrides and special codes (orders/my_grants/): what the order
 * list's bulk bar asks the bulk actions' rules with.
 */
export const CallerGrants = Type.Object({
  grants: Type.Object({
    is_superuser: Type.Boolean(),
    overrides: Type.Partial(flagsOf(OVERRIDE_FLAGS)),
    customerRows: Type.Array(Type.Object({ user_id: Type.Integer(), customer_id: Type.Integer(), ...flagsOf(CUSTOMER_PERMS).properties })),
    shipperRows: Type.Array(Type.Object({ user_id: Type.Integer(), shipper_id: Type.Integer(), ...flagsOf(SHIPPER_PERMS).properties })),
  }),
  specials: Type.Array(Type.String()),
});
export type CallerGrants = Static<typeof CallerGrants>;
