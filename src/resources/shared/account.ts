/** The fields every account shows through the API, staff accounts and merchant logins alike; never the password hash. */
export interface AccountFields {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  is_active: boolean;
  created_at: string;
}
