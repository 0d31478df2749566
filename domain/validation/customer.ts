import { nameRules } from './lookups';
import { accountPasswordRules } from './user-account';
import { egyptMobile, email, maxLength, required, validateFields, type FieldErrors, type Rule } from './rules';

/** How a merchant is paid the cash collected for it. */
export const PAYOUT_METHODS = ['cash', 'bank_transfer', 'mobile_wallet', 'instapay'] as const;
export type PayoutMethodName = (typeof PAYOUT_METHODS)[number];

const oneOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    value == null || value === '' || (typeof value === 'string' && allowed.includes(value)) ? undefined : 'validation.invalid';

/** Which contact fields the record came back without (the user may not see them, so they are not edited). */
export interface ContactHidden {
  phone: boolean;
  address: boolean;
  /** The payout account needs both rights (domain/permissions/scoping.ts). */
  payout?: boolean;
}

export interface CustomerValues {
  name: string;
  company_name?: string;
  phone?: string;
  phone2?: string;
  email?: string | null;
  address?: string;
  city_id?: number | null;
  zone_id?: number | null;
  pickup_address?: string;
  payout_method?: string;
  payout_account?: string;
  contact_hidden?: ContactHidden;
}

/**
 * The fields of its own record a merchant keeps up to date itself (its account page). The phone numbers, by which
 * the office and the registration rule know a merchant, and the payout details, where a change is a fraud risk,
 * are changed by the office only; so are its name and email, by which staff know it.
 */
export const MERCHANT_COMPANY_FIELDS = ['company_name', 'address', 'city_id', 'zone_id', 'pickup_address'] as const;
export type MerchantCompanyValues = Pick<CustomerValues, (typeof MERCHANT_COMPANY_FIELDS)[number]>;

/** The staff form's rules of the fields a merchant may change. */
const COMPANY_RULES = {
  company_name: [maxLength(255)],
  address: [maxLength(255)],
  pickup_address: [maxLength(255)],
  city_id: [required('validation.city_required')],
} satisfies Partial<Record<(typeof MERCHANT_COMPANY_FIELDS)[number], Rule[]>>;

/**
 * A merchant's fields: a name, an Egyptian mobile number, a city, and account details for any payout that is not
 * cash. Fields the user may not see (`contact_hidden`) are kept as stored, so they are not checked here.
 */
export function validateCustomer(values: CustomerValues): FieldErrors {
  const phoneHidden = values.contact_hidden?.phone === true;
  const addressHidden = values.contact_hidden?.address === true;
  const paidInCash = (values.payout_method ?? 'cash') === 'cash';
  const payoutHidden = values.contact_hidden?.payout === true;
  return validateFields(values, {
    name: nameRules,
    company_name: COMPANY_RULES.company_name,
    ...(phoneHidden ? {} : { phone: [required('validation.phone_required'), egyptMobile()], phone2: [egyptMobile()] }),
    email: [email(), maxLength(255)],
    ...(addressHidden ? {} : { address: COMPANY_RULES.address, pickup_address: COMPANY_RULES.pickup_address }),
    city_id: COMPANY_RULES.city_id,
    payout_method: [oneOf(PAYOUT_METHODS)],
    ...(payoutHidden ? {} : { payout_account: paidInCash ? [maxLength(255)] : [required('validation.required'), maxLength(255)] }),
  });
}

/** A merchant's change of its own company details, by the staff form's rules. */
export function validateMerchantCompany(values: MerchantCompanyValues): FieldErrors {
  return validateFields(values, COMPANY_RULES);
}

export interface CustomerLoginValues {
  username: string;
  first_name: string;
  last_name?: string;
  password?: string;
}

/** A merchant login: its username is the merchant's email address. */
export function validateCustomerLogin(values: CustomerLoginValues, creating: boolean): FieldErrors {
  return validateFields(values, {
    ...(creating ? { username: [required('validation.username_required'), email(), maxLength(150)] } : {}),
    first_name: [required('validation.name_required'), maxLength(150)],
    last_name: [maxLength(150)],
    ...(creating ? { password: accountPasswordRules } : {}),
  });
}
