import { Type, type Static } from '@sinclair/typebox';
import { screenUrl } from '../../domain/screens';
import { PAYOUT_METHODS } from '../../domain/validation';
import { customers, users } from '../db/schema';
import { tableRowSchema } from '../lib/rest/row-schema';
import { loginColumns } from './logins-repo';

/** The staff screen of customers: reading and deleting need it, creating `<screen>/new`, editing `<screen>/edit`. */
export const SCREEN = screenUrl('customers');

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const optionalId = Type.Union([id, Type.Null()], { default: null });
const text = (max: number) => Type.String({ maxLength: max, default: '' });

export const IdParams = Type.Object({ id });
export const LoginParams = Type.Object({ id, userId: id });

export const CustomerBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  company_name: text(1000),
  phone: text(100),
  phone2: text(100),
  email: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], { default: null }),
  address: text(1000),
  city_id: optionalId,
  zone_id: optionalId,
  category_id: optionalId,
  pickup_address: text(1000),
  pickup_shipper_id: optionalId,
  autoCollect: Type.Boolean({ default: false }),
  autoPickup: Type.Boolean({ default: false }),
  HasReturnPrice: Type.Boolean({ default: false }),
  return_price_template_id: Type.Optional(Type.Union([id, Type.Null()])),
  payout_method: Type.Union(
    PAYOUT_METHODS.map((method) => Type.Literal(method)),
    { default: 'cash' },
  ),
  payout_account: text(1000),
  notes: text(5000),
  is_active: Type.Boolean({ default: true }),
});
export type CustomerBody = Static<typeof CustomerBody>;

export const ByPhoneQuery = Type.Object({ phone: Type.String({ minLength: 1, maxLength: 100 }) });
export const CheckPhoneBody = Type.Object({ phone: Type.String({ maxLength: 100 }), id: Type.Optional(id) });
export const CategoryQuery = Type.Object({ simple: Type.Optional(Type.Boolean()) });

export const LoginCreateBody = Type.Object({
  username: Type.String({ maxLength: 1000 }),
  first_name: text(1000),
  last_name: text(1000),
  password: Type.String({ maxLength: 1000 }),
});
export type LoginCreateBody = Static<typeof LoginCreateBody>;

export const LoginUpdateBody = Type.Object({
  first_name: text(1000),
  last_name: text(1000),
  is_active: Type.Boolean({ default: true }),
});
export type LoginUpdateBody = Static<typeof LoginUpdateBody>;

export const PasswordBody = Type.Object({ password: Type.String({ maxLength: 1000 }) });

/** A customer as the caller may see it: the stored row, and which contact fields were blanked for them. */
export const CustomerShown = tableRowSchema(customers, {
  contact_hidden: Type.Object({ phone: Type.Boolean(), address: Type.Boolean(), payout: Type.Boolean() }),
});
/** A customer on its own screens: as shown, and whether it is in use (orders or logins refer to it). */
export const CustomerRecord = Type.Composite([CustomerShown, Type.Object({ in_use: Type.Boolean() })]);

/** A merchant login of a customer: its user columns, never its password. */
export const CustomerLogin = Type.Pick(tableRowSchema(users), Object.keys(loginColumns));

export const PhoneCheck = Type.Object({ exists: Type.Boolean(), customer_id: Type.Optional(Type.Integer()) });
export const CategoryChoice = Type.Object({ id: Type.Integer(), name: Type.String(), name_ar: Type.String() });
