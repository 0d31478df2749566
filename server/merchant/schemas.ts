import { Type, type Static } from '@sinclair/typebox';

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const text = (max: number) => Type.String({ maxLength: max, default: '' });

/** The login's own names; its username (the email it signs in with) is not changed here. */
export const ProfileBody = Type.Object({ first_name: text(1000), last_name: text(1000) });
export type ProfileBody = Static<typeof ProfileBody>;

export const Profile = Type.Object({ username: Type.String(), first_name: Type.String(), last_name: Type.String() });

/** The company details a merchant keeps up to date (domain MERCHANT_COMPANY_FIELDS); anything else sent is dropped. */
export const CompanyBody = Type.Object({
  company_name: text(1000),
  address: text(1000),
  city_id: Type.Union([id, Type.Null()], { default: null }),
  zone_id: Type.Union([id, Type.Null()], { default: null }),
  pickup_address: text(1000),
});
export type CompanyBody = Static<typeof CompanyBody>;

const nullableId = Type.Union([Type.Integer(), Type.Null()]);

/** The merchant's own record: what it may change, and what the office keeps (shown, not changed here). */
export const Company = Type.Object({
  /** The customer's id: the merchant's forms ask for its own prices by it. */
  id: Type.Integer(),
  company_name: Type.String(),
  address: Type.String(),
  city_id: nullableId,
  zone_id: nullableId,
  pickup_address: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  phone2: Type.String(),
  payout_method: Type.String(),
  payout_account: Type.String(),
});
