import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, HUB_SHIPPER_ID, orders, shippers, shipperZones, zones } from '../db/schema';
import { badRequest } from '../lib/errors';
import { containsPattern, type ParsedList } from '../lib/rest/list-query';
import { phoneCondition, visibleCondition, type ShipperScope } from './scope';

/** Sorting by phone or national ID is left out: the order would tell hidden numbers apart. */
const sortable = {
  id: shippers.id,
  name: shippers.name,
  vehicle_type: shippers.vehicle_type,
  vehicle_plate: shippers.vehicle_plate,
  city_id: shippers.city_id,
  group_id: shippers.group_id,
  delivery_fee: shippers.delivery_fee,
  return_fee: shippers.return_fee,
  is_active: shippers.is_active,
  created_at: shippers.created_at,
} as const;

export const shipperColumns = { ...sortable, phone: shippers.phone, national_id: shippers.national_id, notes: shippers.notes };

/**
 * Orders or a customer's pickup refer to the shipper (domain InUse: it is then deactivated, never deleted). The
 * outer shipper's id is named with its table: a single-table select renders its columns bare.
 */
const outerId = sql`${shippers}.${sql.identifier('id')}`;
const IN_USE = sql<boolean>`(exists (select 1 from ${orders} where ${orders.shipper_id} = ${outerId}) or exists (select 1 from ${customers} where ${customers.pickup_shipper_id} = ${outerId}))`;
const storedColumns = { ...shipperColumns, in_use: IN_USE };

type ShipperRow = { [K in keyof typeof shipperColumns]: (typeof shippers.$inferSelect)[K] } & { in_use: boolean };
export type StoredShipper = ShipperRow & { zone_ids: number[]; is_hub: boolean };

const MAX_ID = 2147483647;

function idOf(key: string, value: unknown): number {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw badRequest({ [key]: 'validation.invalid' });
  return id;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function searchCondition(q: string, scope: ShipperScope): SQL | undefined {
  const like = containsPattern(q);
  const byContact = and(or(ilike(shippers.phone, like), ilike(shippers.national_id, like)), phoneCondition(scope.grants));
  return or(ilike(shippers.name, like), ilike(shippers.vehicle_plate, like), byContact);
}

/** The list filters: q, group_id, city_id, zone_id (serves that zone), is_active and a list of ids. */
function whereOf(filter: Record<string, unknown>, scope: ShipperScope): SQL | undefined {
  const parts: (SQL | undefined)[] = [visibleCondition(scope.visibility)];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(searchCondition(q, scope));
  if (given(filter.group_id)) parts.push(eq(shippers.group_id, idOf('group_id', filter.group_id)));
  if (given(filter.city_id)) parts.push(eq(shippers.city_id, idOf('city_id', filter.city_id)));
  if (given(filter.zone_id)) {
    const zoneId = idOf('zone_id', filter.zone_id);
    parts.push(sql`exists (select 1 from ${shipperZones} where ${shipperZones.shipper_id} = ${shippers.id} and ${shipperZones.zone_id} = ${zoneId})`);
  }
  if (given(filter.is_active)) {
    if (filter.is_active !== true && filter.is_active !== false && filter.is_active !== 'true' && filter.is_active !== 'false') {
      throw badRequest({ is_active: 'validation.invalid' });
    }
    parts.push(eq(shippers.is_active, filter.is_active === true || filter.is_active === 'true'));
  }
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map((id) => idOf('id', id));
    parts.push(ids.length ? inArray(shippers.id, ids) : sql`false`);
  }
  return and(...parts);
}

async function withZones(db: Db, rows: ShipperRow[]): Promise<StoredShipper[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(shipperZones)
    .where(
      inArray(
        shipperZones.shipper_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipperZones.zone_id));
  return rows.map((row) => ({
    ...row,
    zone_ids: links.filter((link) => link.shipper_id === row.id).map((link) => link.zone_id),
    is_hub: row.id === HUB_SHIPPER_ID,
  }));
}

export async function listShippers(db: Db, list: ParsedList, scope: ShipperScope) {
  const where = whereOf(list.filter, scope);
  const column = sortable[(list.sortField in sortable ? list.sortField : 'id') as keyof typeof sortable];
  const [rows, [total]] = await Promise.all([
    db
      .select(storedColumns)
      .from(shippers)
      .where(where)
      .orderBy(list.sortOrder === 'DESC' ? desc(column) : asc(column), asc(shippers.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(shippers).where(where),
  ]);
  return { rows: await withZones(db, rows), total: total?.total ?? 0 };
}

/** One shipper with its zones; `lock` holds the row until the transaction ends. */
export async function getShipper(db: Db, id: number, lock = false): Promise<StoredShipper | null> {
  const query = db.select(storedColumns).from(shippers).where(eq(shippers.id, id));
  const rows = lock ? await query.for('update') : await query;
  const [shipper] = await withZones(db, rows);
  return shipper ?? null;
}

/** Refuses zone ids that name no zone (any city's zone may be served). */
export async function assertZonesExist(db: Db, zoneIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(zoneIds)];
  if (unique.length === 0) return unique;
  const found = await db.select({ id: zones.id }).from(zones).where(inArray(zones.id, unique));
  if (found.length !== unique.length) throw badRequest({ zone_ids: 'errors.not_found' });
  return unique;
}

export async function replaceZones(db: Db, shipperId: number, zoneIds: readonly number[]): Promise<void> {
  await db.delete(shipperZones).where(eq(shipperZones.shipper_id, shipperId));
  if (zoneIds.length) await db.insert(shipperZones).values(zoneIds.map((zone_id) => ({ shipper_id: shipperId, zone_id })));
}
