import { users } from '../db/schema';

/** The columns of an account the API may show, staff accounts and merchant logins alike: never the password hash. */
export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  is_active: users.is_active,
  created_at: users.created_at,
};
