import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/client';
import {
  areas,
  cities,
  customerCategories,
  customers,
  hangonReasons,
  holdReasons,
  notifications,
  permittedUrls,
  users,
  zones,
} from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';

const unique = () => randomBytes(4).toString('hex');

/** One hash for every test user: scrypt is slow on purpose, and tests need many users. */
export const TEST_PASSWORD = 'secret.pass1';
let testHash: Promise<string> | undefined;
const passwordHash = () => (testHash ??= hashPassword(TEST_PASSWORD));

export interface UserSpec {
  role: 'superuser' | 'staff' | 'customer';
  urls?: string[];
  customerId?: number;
  username?: string;
  isActive?: boolean;
}

export async function buildCustomer(db: Db, values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({ name: `Merchant ${unique()}`, phone: '01012345678', ...values })
    .returning();
  return row!;
}

export async function buildUser(db: Db, spec: UserSpec) {
  const customerId = spec.role === 'customer' ? (spec.customerId ?? (await buildCustomer(db)).id) : null;
  const [row] = await db
    .insert(users)
    .values({
      username: spec.username ?? `${spec.role}-${unique()}`,
      first_name: 'Test',
      last_name: spec.role,
      password_hash: await passwordHash(),
      is_staff: spec.role !== 'customer',
      is_superuser: spec.role === 'superuser',
      is_active: spec.isActive ?? true,
      customer_id: customerId,
    })
    .returning();
  if (spec.urls?.length) await db.insert(permittedUrls).values(spec.urls.map((url) => ({ user_id: row!.id, url })));
  return row!;
}

export async function buildCity(db: Db, values: Partial<typeof cities.$inferInsert> = {}) {
  const [row] = await db.insert(cities).values({ name: `City ${unique()}`, ...values }).returning();
  return row!;
}

export async function buildZone(db: Db, values: Partial<typeof zones.$inferInsert> = {}) {
  const cityId = values.city_id ?? (await buildCity(db)).id;
  const [row] = await db.insert(zones).values({ name: `Zone ${unique()}`, ...values, city_id: cityId }).returning();
  return row!;
}

export async function buildArea(db: Db, values: Partial<typeof areas.$inferInsert> = {}) {
  const zoneId = values.zone_id ?? (await buildZone(db)).id;
  const [row] = await db.insert(areas).values({ name: `Area ${unique()}`, ...values, zone_id: zoneId }).returning();
  return row!;
}

export async function buildCustomerCategory(db: Db, values: Partial<typeof customerCategories.$inferInsert> = {}) {
  const [row] = await db.insert(customerCategories).values({ name: `Category ${unique()}`, ...values }).returning();
  return row!;
}

export async function buildHoldReason(db: Db, values: Partial<typeof holdReasons.$inferInsert> = {}) {
  const [row] = await db.insert(holdReasons).values({ name: `Hold reason ${unique()}`, ...values }).returning();
  return row!;
}

export async function buildHangonReason(db: Db, values: Partial<typeof hangonReasons.$inferInsert> = {}) {
  const [row] = await db.insert(hangonReasons).values({ name: `Hang-on reason ${unique()}`, ...values }).returning();
  return row!;
}

export async function buildNotification(db: Db, values: Partial<typeof notifications.$inferInsert> & { for_user: number }) {
  const [row] = await db.insert(notifications).values({ subject: `Notice ${unique()}`, ...values }).returning();
  return row!;
}
