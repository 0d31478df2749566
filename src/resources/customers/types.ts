import type { ContactHidden } from '../../../domain/validation';

/** A customer as the API returns it: contact fields the user may not see are blank, and `contact_hidden` says which. */
export interface CustomerRecord {
  id: number;
  name: string;
  company_name: string;
  phone: string;
  phone2: string;
  email: string | null;
  address: string;
  city_id: number | null;
  zone_id: number | null;
  category_id: number | null;
  pickup_address: string;
  pickup_shipper_id: number | null;
  autoCollect: boolean;
  autoPickup: boolean;
  HasReturnPrice: boolean;
  payout_method: string;
  payout_account: string;
  notes: string;
  is_active: boolean;
  created_at: string;
  contact_hidden?: ContactHidden;
  /** Orders or logins refer to it: it is deactivated, never deleted. */
  in_use: boolean;
}

/** Which contact fields the user may see on this record (the permission row's phone and address). */
export const contactRightsOf = (record: Pick<CustomerRecord, 'contact_hidden'>) => ({
  phone: record.contact_hidden?.phone !== true,
  address: record.contact_hidden?.address !== true,
});

export type ContactSource = 'phone' | 'phone2' | 'address' | 'pickup_address' | 'payout_account';

/**
 * Which right a contact field needs: the phone right for both numbers, the address right for both addresses, both
 * for the payout account (domain/permissions/scoping.ts).
 */
export const rightOf = (source: ContactSource): keyof ContactHidden =>
  source === 'payout_account' ? 'payout' : source === 'phone' || source === 'phone2' ? 'phone' : 'address';
