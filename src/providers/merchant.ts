import { apiFetch } from './http';

/** The merchant login's own names; the username is the email it signs in with. */
export interface MerchantProfile {
  username: string;
  first_name: string;
  last_name: string;
}

/** The merchant's own customer record: the details it may change, then those the office keeps. */
export interface MerchantCompany {
  company_name: string;
  address: string;
  city_id: number | null;
  zone_id: number | null;
  pickup_address: string;
  name: string;
  email: string | null;
  phone: string;
  phone2: string;
  payout_method: string;
  payout_account: string;
}

const read = async <T>(url: string) => (await apiFetch<T>(url)).json;
const write = async <T>(url: string, body: unknown) => (await apiFetch<T>(url, { method: 'PUT', body: JSON.stringify(body) })).json;

/** The merchant account page's calls (server/routes/merchant): each reads or writes the caller's own records only. */
export const merchantMethods = {
  merchantProfile: () => read<MerchantProfile>('/api/merchant/profile/'),
  saveMerchantProfile: (values: Pick<MerchantProfile, 'first_name' | 'last_name'>) => write<MerchantProfile>('/api/merchant/profile/', values),
  merchantCompany: () => read<MerchantCompany>('/api/merchant/company/'),
  saveMerchantCompany: (values: Record<string, unknown>) => write<MerchantCompany>('/api/merchant/company/', values),
};
