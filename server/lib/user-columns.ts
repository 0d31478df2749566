import { sql } from 'drizzle-orm';
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

/** A user's name as people read it: first and last name, or the username when both are empty (join users first). */
export const userDisplayName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.username}, '')`;
