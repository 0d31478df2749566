import { Type, type Static } from '@sinclair/typebox';

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const text = (max: number) => Type.String({ maxLength: max, default: '' });

/** The login's own names; its username (the email it signs in with) is not changed here. */
export const ProfileBody = Type.Object({ first_name: text(1000), last_name: text(1000) });
export type ProfileBody = Static<typeof ProfileBody>;

/** The company details a merchant keeps up to date (domain MERCHANT_COMPANY_FIELDS); anything else sent is dropped. */
export const CompanyBody = Type.Object({
  company_name: text(1000),
  address: text(1000),
  city_id: Type.Union([id, Type.Null()], { default: null }),
  zone_id: Type.Union([id, Type.Null()], { default: null }),
  pickup_address: text(1000),
});
export type CompanyBody = Static<typeof CompanyBody>;
