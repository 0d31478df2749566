import type { Db } from '../client';
import { customers, permittedUrls, users } from '../schema';
import { generatePassword, hashPassword } from '../../auth/passwords';
import type { Role } from '../../auth/session-user';

export interface DemoAccount {
  role: Role;
  username: string;
  password: string;
}

/** What the demo staff member may open: a few settings screens, enough to see the menu filtered. */
export const DEMO_STAFF_URLS = ['/dashboard/analytics', '/dashboard/City', '/dashboard/City/new', '/dashboard/Zone', '/dashboard/area'];

/** The three demo logins, each with a password generated now (there are no fixed passwords). */
export async function seedAccounts(db: Db): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [
    { role: 'superuser', username: 'admin', password: generatePassword() },
    { role: 'staff', username: 'staff', password: generatePassword() },
    { role: 'customer', username: 'merchant@example.com', password: generatePassword() },
  ];
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Mona Adel', company_name: 'Cairo Fashion House', phone: '01012345678', email: 'merchant@example.com' })
    .returning({ id: customers.id });
  const rows = [
    { username: 'admin', first_name: 'Ahmed', last_name: 'Hassan', is_staff: true, is_superuser: true },
    { username: 'staff', first_name: 'Sara', last_name: 'Mahmoud', is_staff: true, is_superuser: false },
    { username: 'merchant@example.com', email: 'merchant@example.com', first_name: 'Mona', last_name: 'Adel', customer_id: customer!.id },
  ];
  const created = await db
    .insert(users)
    .values(await Promise.all(rows.map(async (row, i) => ({ ...row, password_hash: await hashPassword(accounts[i]!.password) }))))
    .returning({ id: users.id, username: users.username });
  const staffId = created.find((u) => u.username === 'staff')!.id;
  await db.insert(permittedUrls).values(DEMO_STAFF_URLS.map((url) => ({ user_id: staffId, url })));
  return accounts;
}
