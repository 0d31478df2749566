import { sql } from 'drizzle-orm';
import { users } from './schema';

/** A user as the screens name them: first and last name, or the username when neither is set (a removed user: empty). */
export const userName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.username}, '')`;
