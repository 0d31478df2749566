import type { AccountFields } from '../shared/account';

/** A staff account as the API returns it, with the screens it may open. */
export interface UserAccountRecord extends AccountFields {
  is_staff: boolean;
  is_superuser: boolean;
  permitted_url: string[];
}
