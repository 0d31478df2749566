import { randomBytes, randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  areas,
  cities,
  customerCategories,
  customers,
  customerUserPermissions,
  hangonReasons,
  holdReasons,
  notifications,
  orders,
  HUB_SHIPPER_ID,
  permittedUrls,
  runSheetOrders,
  runSheets,
  shipperGroups,
  shippers,
  shipperUserPermissions,
  shipperZones,
  specialPermissions,
  userFieldPermissions,
  userPermissionOverrides,
  users,
  zones,
} from '../../server/db/schema';
import { cairoToday } from '../../domain/time';
import { hashPassword } from '../../server/auth/passwords';
import type { SessionUser } from '../../server/auth/session-user';
import {
  categoryPrices,
  customerPrices,
  customerRequests,
  packagingMaterials,
  requestEvents,
  requestOrders,
  pricingPlanDetails,
  pricingPlans,
  returnPriceItems,
  returnPriceTemplates,
} from '../../server/db/schema';

const unique = () => randomBytes(4).toString('hex');

const MOBILE_PREFIXES = ['010', '011', '012', '015'];
let mobileCount = randomInt(0, 100_000_000);

/**
 * A valid Egyptian mobile (010, 011, 012 or 015 and eight digits) that no other call of this test file has
 * made: one phone belongs to one customer, so every built customer needs its own.
 */
export function uniqueMobile(): string {
  mobileCount += 1;
  return `${MOBILE_PREFIXES[mobileCount % MOBILE_PREFIXES.length]}${String(mobileCount % 100_000_000).padStart(8, '0')}`;
}

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
    .values({ name: `Merchant ${unique()}`, phone: uniqueMobile(), ...values })
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
  const [row] = await db
    .insert(cities)
    .values({ name: `City ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function buildZone(db: Db, values: Partial<typeof zones.$inferInsert> = {}) {
  const cityId = values.city_id ?? (await buildCity(db)).id;
  const [row] = await db
    .insert(zones)
    .values({ name: `Zone ${unique()}`, ...values, city_id: cityId })
    .returning();
  return row!;
}

export async function buildArea(db: Db, values: Partial<typeof areas.$inferInsert> = {}) {
  const zoneId = values.zone_id ?? (await buildZone(db)).id;
  const [row] = await db
    .insert(areas)
    .values({ name: `Area ${unique()}`, ...values, zone_id: zoneId })
    .returning();
  return row!;
}

export async function buildCustomerCategory(db: Db, values: Partial<typeof customerCategories.$inferInsert> = {}) {
  const [row] = await db
    .insert(customerCategories)
    .values({ name: `Category ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function buildHoldReason(db: Db, values: Partial<typeof holdReasons.$inferInsert> = {}) {
  const [row] = await db
    .insert(holdReasons)
    .values({ name: `Hold reason ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function buildHangonReason(db: Db, values: Partial<typeof hangonReasons.$inferInsert> = {}) {
  const [row] = await db
    .insert(hangonReasons)
    .values({ name: `Hang-on reason ${unique()}`, ...values })
    .returning();
  return row!;
}

/** A packaging material the office offers merchants. */
export async function buildMaterial(db: Db, values: Partial<typeof packagingMaterials.$inferInsert> = {}) {
  const [row] = await db
    .insert(packagingMaterials)
    .values({ name: `Material ${unique()}`, ...values })
    .returning();
  return row!;
}

/**
 * A merchant's request (a pickup for today unless told), with the first line of its history; a return request
 * names its parcels in `orderIds`.
 */
export async function buildRequest(db: Db, values: Partial<typeof customerRequests.$inferInsert> & { customer_id: number }, orderIds: number[] = []) {
  const kind = values.kind ?? 'pickup';
  const pickup = kind === 'pickup' ? { pickup_date: cairoToday(), parcel_count: 3, address: '9 Tahrir Sq' } : {};
  const [row] = await db
    .insert(customerRequests)
    .values({ kind, ...pickup, ...values })
    .returning();
  if (orderIds.length) await db.insert(requestOrders).values(orderIds.map((order_id) => ({ request_id: row!.id, order_id })));
  await db.insert(requestEvents).values({ request_id: row!.id, action: 'create', to_status: row!.status });
  return row!;
}

export async function buildNotification(db: Db, values: Partial<typeof notifications.$inferInsert> & { for_user: number }) {
  const [row] = await db
    .insert(notifications)
    .values({ subject: `Notice ${unique()}`, ...values })
    .returning();
  return row!;
}

export type CustomerGrant = Omit<typeof customerUserPermissions.$inferInsert, 'user_id' | 'customer_id'>;
type OverrideFlags = Omit<typeof userPermissionOverrides.$inferInsert, 'user_id'>;

/** A CustomerUserPermission row: what `userId` may do for `customerId` (every flag false unless given). */
export async function buildCustomerPermission(db: Db, userId: number, customerId: number, grants: CustomerGrant = {}) {
  const [row] = await db
    .insert(customerUserPermissions)
    .values({ ...grants, user_id: userId, customer_id: customerId })
    .returning();
  return row!;
}

/** A staff user's 'all' overrides (every flag false unless given). */
export async function buildPermissionOverrides(db: Db, userId: number, flags: OverrideFlags = {}) {
  const [row] = await db
    .insert(userPermissionOverrides)
    .values({ ...flags, user_id: userId })
    .returning();
  return row!;
}

type PriceRowValues = Partial<typeof categoryPrices.$inferInsert> & { city_id: number };

/** A row of a category's price template (45.00 LE delivery, 20.00 LE return unless given). */
export async function buildCategoryPrice(db: Db, values: PriceRowValues & { category_id: number }) {
  const [row] = await db
    .insert(categoryPrices)
    .values({ delivery_price: '45.00', return_price: '20.00', ...values })
    .returning();
  return row!;
}

/** A customer's own price for a city or zone (60.00 LE delivery, 25.00 LE return unless given). */
export async function buildCustomerPrice(db: Db, values: PriceRowValues & { customer_id: number }) {
  const [row] = await db
    .insert(customerPrices)
    .values({ delivery_price: '60.00', return_price: '25.00', ...values })
    .returning();
  return row!;
}

export async function buildReturnPriceTemplate(db: Db, values: Partial<typeof returnPriceTemplates.$inferInsert> = {}) {
  const [row] = await db
    .insert(returnPriceTemplates)
    .values({ name: `Returns ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function buildReturnPriceItem(db: Db, values: { template_id: number; city_id: number; price?: string }) {
  const [row] = await db
    .insert(returnPriceItems)
    .values({ price: '15.00', ...values })
    .returning();
  return row!;
}

/** A pricing plan with `features` as its details_child, in order. */
export async function buildPricingPlan(db: Db, values: Partial<typeof pricingPlans.$inferInsert> = {}, features: string[] = []) {
  const [plan] = await db
    .insert(pricingPlans)
    .values({ plan_name: `Plan ${unique()}`, plan_price: '100.00', ...values })
    .returning();
  if (features.length) {
    await db.insert(pricingPlanDetails).values(features.map((detail_description, sort_order) => ({ plan_id: plan!.id, detail_description, sort_order })));
  }
  return plan!;
}

export async function buildShipperGroup(db: Db, values: Partial<typeof shipperGroups.$inferInsert> = {}) {
  const [row] = await db
    .insert(shipperGroups)
    .values({ name: `Group ${unique()}`, ...values })
    .returning();
  return row!;
}

/** A shipper (courier) with a valid phone, in a new city unless one is given, serving `zoneIds`. */
export async function buildShipper(db: Db, values: Partial<typeof shippers.$inferInsert> = {}, zoneIds: number[] = []) {
  const cityId = values.city_id ?? (await buildCity(db)).id;
  const [row] = await db
    .insert(shippers)
    .values({ name: `Shipper ${unique()}`, phone: '01112345678', national_id: '29001011234567', ...values, city_id: cityId })
    .returning();
  if (zoneIds.length) await db.insert(shipperZones).values(zoneIds.map((zone_id) => ({ shipper_id: row!.id, zone_id })));
  return row!;
}

/**
 * The hub: the shipper with id 1, created once per database; the id sequence moves past it when it would give
 * an id taken, and never back (shippers built at the same time have taken ids this call cannot see yet).
 */
export async function buildHub(db: Db) {
  const cityId = (await buildCity(db)).id;
  await db.insert(shippers).values({ id: HUB_SHIPPER_ID, name: 'Main hub', phone: '01000000000', is_hub: true, city_id: cityId }).onConflictDoNothing();
  await db.execute(sql`select setval('shippers_id_seq', top.id) from (select max(id) as id from shippers) top
    where top.id >= (select last_value + case when is_called then 1 else 0 end from shippers_id_seq)`);
  const [row] = await db.select().from(shippers).where(eq(shippers.id, HUB_SHIPPER_ID));
  return row!;
}

/** A courier's run sheet of a day (today unless given) with these orders on it, as a hand-over makes it. */
export async function buildRunSheet(db: Db, shipperId: number, orderIds: readonly number[], day = cairoToday()) {
  const [sheet] = await db.insert(runSheets).values({ shipper_id: shipperId, day }).returning();
  if (orderIds.length) {
    // Written without the parcels' statuses, which the lines take from their orders (migration 0032).
    await db.execute(sql`insert into ${runSheetOrders} (run_sheet_id, order_id) select ${sheet!.id}::int, unnest(${sql.param([...orderIds])}::int[])`);
    await db
      .update(orders)
      .set({ run_sheet_id: sheet!.id })
      .where(inArray(orders.id, [...orderIds]));
  }
  return sheet!;
}

type ShipperGrant = Omit<typeof shipperUserPermissions.$inferInsert, 'user_id' | 'shipper_id'>;

/** A ShipperUserPermission row: `userId` may see `shipperId` (its phone and address only when given). */
export async function buildShipperPermission(db: Db, userId: number, shipperId: number, grants: ShipperGrant = {}) {
  const [row] = await db
    .insert(shipperUserPermissions)
    .values({ ...grants, user_id: userId, shipper_id: shipperId })
    .returning();
  return row!;
}

/** The session of a plain staff user (no screens, not a superuser), for calling the server's permission code directly. */
export const staffSession = (user: { id: number; username?: string }): SessionUser => ({
  id: user.id,
  username: user.username ?? 'x',
  email: null,
  first_name: '',
  last_name: '',
  is_staff: true,
  is_superuser: false,
  customer_id: null,
  permitted_url: [],
  session_id: '',
  auth_version: 0,
});

/** A staff account as the staff accounts screen sends it back on save (PUT /api/useraccount/:id), with `changes`. */
export const staffAccountBody = (user: { username: string }, changes: Record<string, unknown> = {}) => ({
  username: user.username,
  email: '',
  first_name: 'Test',
  last_name: 'staff',
  is_active: true,
  is_staff: true,
  is_superuser: false,
  permitted_url: [],
  ...changes,
});

/**
 * An order dated today for `customer_id` (a new customer when none is given), in a new city unless one is given,
 * with a valid recipient; its serial is made by the database.
 */
export async function buildOrder(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const customerId = values.customer_id ?? (await buildCustomer(db)).id;
  const cityId = values.city_id === undefined ? (await buildCity(db)).id : values.city_id;
  const [row] = await db
    .insert(orders)
    .values({
      order_date: cairoToday(),
      full_name: `Recipient ${unique()}`,
      phone: '01098765432',
      address: '12 Nile Street',
      total_amount: '250.00',
      total_fees: '45.00',
      shipper_fees: '20.00',
      ...values,
      customer_id: customerId,
      city_id: cityId,
    })
    .returning();
  return row!;
}

/** A field permission row (userpermissionfieldValue): whether `userId` may see `field`, such as show_order_serial. */
export async function buildFieldPermission(db: Db, userId: number, field: string, allowed: boolean) {
  const [row] = await db
    .insert(userFieldPermissions)
    .values({ user_id: userId, field, allowed })
    .onConflictDoUpdate({ target: [userFieldPermissions.user_id, userFieldPermissions.field], set: { allowed } })
    .returning();
  return row!;
}

/** Special permission codes held by a user (spec section 6, "Special permissions"). */
export async function buildSpecialPermissions(db: Db, userId: number, codes: readonly string[]) {
  if (codes.length) await db.insert(specialPermissions).values(codes.map((code) => ({ user_id: userId, code })));
}
