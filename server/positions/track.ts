/**
 * A courier's positions: kept as his phone sends them, and read back as his day (spec: GET locations) with his
 * deliveries and hub scans of that day placed where he was at that moment (his last position before it, else his
 * first after it).
 */
import { sql } from 'drizzle-orm';
import type { Track } from '../../domain/api/positions';
import type { Position } from '../../domain/positions/rules';
import { TIME_ZONE } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { shipperPositions } from '../db/schema';

/** Keeps a phone's positions (already checked), one statement. */
export async function recordPositions(db: Db, shipper: number, device: number, positions: readonly Position[]): Promise<void> {
  await db.insert(shipperPositions).values(
    positions.map((position) => ({
      shipper_id: shipper,
      device_id: device,
      at: new Date(position.at),
      latitude: position.latitude,
      longitude: position.longitude,
      accuracy: position.accuracy ?? null,
    })),
  );
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const numberOrNull = (value: unknown) => (value == null ? null : Number(value));

/** The courier's Cairo day: his positions in time and his stops. */
export async function trackOf(db: Db, shipper: number, day: string): Promise<Omit<Track, 'shipper_name' | 'map'>> {
  const start = sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const positions = rowsOf(
    await db.execute(sql`select at, latitude, longitude, accuracy from shipper_positions
      where shipper_id = ${shipper} and at >= ${start} and at < ${end} order by at, id`),
  );
  const stops = rowsOf(
    await db.execute(sql`
      with stops as (
        select 'delivered' as kind, t.posted_at as at, o.id as order_id, o.serial
        from ledger_transactions t join orders o on o.id = t.order_id
        where t.posted_at >= ${start} and t.posted_at < ${end} and t.kind in ('delivered', 'partial') and o.shipper_id = ${shipper}
        union all
        select 'scan', s.at, s.order_id, s.serial from hub_scans s
        where s.shipper_id = ${shipper} and s.at >= ${start} and s.at < ${end} and s.result = 'accepted'
      )
      select stops.*, coalesce(before.latitude, after.latitude) as latitude, coalesce(before.longitude, after.longitude) as longitude
      from stops
      left join lateral (select p.latitude, p.longitude from shipper_positions p
        where p.shipper_id = ${shipper} and p.at <= stops.at and p.at >= ${start} order by p.at desc limit 1) before on true
      left join lateral (select p.latitude, p.longitude from shipper_positions p
        where p.shipper_id = ${shipper} and p.at > stops.at and p.at < ${end} order by p.at limit 1) after on true
      order by stops.at`),
  );
  return {
    shipper,
    day,
    positions: positions.map((row) => ({
      at: iso(row.at),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      accuracy: numberOrNull(row.accuracy),
    })),
    stops: stops.map((row) => ({
      kind: row.kind === 'scan' ? 'scan' : 'delivered',
      at: iso(row.at),
      order_id: numberOrNull(row.order_id),
      serial: String(row.serial),
      latitude: numberOrNull(row.latitude),
      longitude: numberOrNull(row.longitude),
    })),
  };
}
