import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, permittedUrls, users } from '../schema';
import { generatePassword, hashPassword } from '../../auth/passwords';
import type { Role } from '../../auth/session-user';

export interface DemoAccount {
  role: Role;
  username: string;
  password: string;
}

/** What the demo staff member may open: a few screens, enough to see the menu filtered. */
export const DEMO_STAFF_URLS = [
  '/dashboard/analytics',
  '/dashboard/customers',
  '/dashboard/Shipper',
  '/dashboard/City',
  '/dashboard/City/new',
  '/dashboard/Zone',
  '/dashboard/area',
  '/dashboard/adminorders',
  '/dashboard/orders/new',
  '/dashboard/orders/printorders',
  '/dashboard/TodayOrders',
  '/dashboard/backup',
  '/dashboard/issue',
  '/dashboard/OrdersStatistics',
  '/dashboard/TopCompaniesByOrderReport',
  '/dashboard/topcdetails',
  '/dashboard/issuereport',
  '/dashboard/shippertransferreport',
  '/dashboard/followordersreport',
  '/dashboard/customers/trackCustomerOrdersList',
  '/dashboard/shipperevaluationreport',
  '/dashboard/deliverytimes',
];

/** What the demo supervisor may open: the shippers' closings, their approval, the money desks, the custody report, the stock counts he approves, and the couriers' evaluations. */
export const DEMO_SUPERVISOR_URLS = [
  '/dashboard/UserEvaluation',
  '/dashboard/UserEvaluation/new',
  '/dashboard/UserEvaluation/edit',
  '/dashboard/shipperevaluationreport',
  '/dashboard/userevalation',
  '/dashboard/shippertracking',
  '/dashboard/codaging',
  '/dashboard/shipperclosing',
  '/dashboard/shipperclosing/new',
  '/dashboard/shipperapproval',
  '/dashboard/approvallist',
  '/dashboard/editapprovallist',
  '/dashboard/ShipperCustodyReport',
  '/dashboard/MissedReturnShipper',
  '/dashboard/stockcount',
];

interface LoginSeed {
  role: Role;
  username: string;
  first_name: string;
  last_name: string;
  customer_id?: number;
}

/**
 * The demo logins, each with a password generated now (there are no fixed passwords): a superuser, a staff
 * member, a supervisor (who approves the closings the superuser makes) and three merchant logins. The first
 * merchant is the demo customer account.
 */
export async function seedAccounts(
  db: Db,
  customerIds: number[],
): Promise<{ accounts: DemoAccount[]; staffId: number; supervisorId: number; merchantId: number }> {
  await db
    .update(customers)
    .set({ name: 'Mona Adel', company_name: 'Cairo Fashion House', email: 'merchant@example.com' })
    .where(eq(customers.id, customerIds[0]!));
  const seeds: LoginSeed[] = [
    { role: 'superuser', username: 'admin', first_name: 'Ahmed', last_name: 'Hassan' },
    { role: 'staff', username: 'staff', first_name: 'Sara', last_name: 'Mahmoud' },
    { role: 'staff', username: 'supervisor', first_name: 'Khaled', last_name: 'Fathy' },
    { role: 'customer', username: 'merchant@example.com', first_name: 'Mona', last_name: 'Adel', customer_id: customerIds[0] },
    { role: 'customer', username: 'shop2@example.com', first_name: 'Mohamed', last_name: 'Saleh', customer_id: customerIds[1] },
    { role: 'customer', username: 'shop3@example.com', first_name: 'Mahmoud', last_name: 'Naguib', customer_id: customerIds[2] },
  ];
  const accounts = seeds.map((seed) => ({ role: seed.role, username: seed.username, password: generatePassword() }));
  const rows = await Promise.all(
    seeds.map(async ({ role, ...seed }, i) => ({
      ...seed,
      email: role === 'customer' ? seed.username : null,
      is_staff: role !== 'customer',
      is_superuser: role === 'superuser',
      password_hash: await hashPassword(accounts[i]!.password),
    })),
  );
  const created = await db.insert(users).values(rows).returning({ id: users.id, username: users.username });
  const staffId = created.find((u) => u.username === 'staff')!.id;
  const supervisorId = created.find((u) => u.username === 'supervisor')!.id;
  await db
    .insert(permittedUrls)
    .values([...DEMO_STAFF_URLS.map((url) => ({ user_id: staffId, url })), ...DEMO_SUPERVISOR_URLS.map((url) => ({ user_id: supervisorId, url }))]);
  const merchantId = created.find((u) => u.username === 'merchant@example.com')!.id;
  return { accounts, staffId, supervisorId, merchantId };
}
