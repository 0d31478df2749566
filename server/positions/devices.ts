/**
 * Couriers' phones (domain/positions/rules.ts): a token issued per phone and courier, kept as its SHA-256 hash,
 * revoked by staff; a phone sending positions is known by its token and may send once every few seconds, decided in
 * one statement, so two processes (or two sends at once) never both pass.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Device } from '../../domain/api/positions';
import { SEND_INTERVAL_SECONDS } from '../../domain/positions/rules';
import type { Db } from '../db/client';
import { shipperDevices, users } from '../db/schema';
import { userName } from '../db/user-name';
import { audit } from '../lib/audit';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const deviceColumns = {
  id: shipperDevices.id,
  shipper: shipperDevices.shipper_id,
  label: shipperDevices.label,
  created_by: userName,
  created_at: shipperDevices.created_at,
  revoked_at: shipperDevices.revoked_at,
  last_sent_at: shipperDevices.last_sent_at,
};

const present = (row: {
  id: number;
  shipper: number;
  label: string;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
  last_sent_at: Date | null;
}): Device => ({
  ...row,
  created_at: row.created_at.toISOString(),
  revoked_at: row.revoked_at?.toISOString() ?? null,
  last_sent_at: row.last_sent_at?.toISOString() ?? null,
});

/** A courier's phones, newest first. */
export async function devicesOf(db: Db, shipper: number): Promise<Device[]> {
  const rows = await db
    .select(deviceColumns)
    .from(shipperDevices)
    .leftJoin(users, eq(users.id, shipperDevices.created_by))
    .where(eq(shipperDevices.shipper_id, shipper))
    .orderBy(desc(shipperDevices.id));
  return rows.map(present);
}

/** Issues a phone its token (answered this once), audited. */
export async function issueDevice(db: Db, shipper: number, label: string, userId: number): Promise<Device & { token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shipperDevices)
      .values({ shipper_id: shipper, label: label.trim(), token_hash: hashOf(token), created_by: userId })
      .returning();
    await audit(tx, { userId, action: 'create', entity: 'shipper_device', entityId: row!.id, after: { shipper, label: row!.label } });
    return row!.id;
  });
  const device = (await devicesOf(db, shipper)).find((row) => row.id === id)!;
  return { ...device, token };
}

/** Revokes a courier's phone (one already revoked stays as it was); answers whether it was his. */
export async function revokeDevice(db: Db, shipper: number, id: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shipperDevices)
      .set({ revoked_at: sql`coalesce(${shipperDevices.revoked_at}, now())` })
      .where(and(eq(shipperDevices.id, id), eq(shipperDevices.shipper_id, shipper)))
      .returning();
    if (row) await audit(tx, { userId, action: 'delete', entity: 'shipper_device', entityId: id, before: { shipper, label: row.label } });
    return Boolean(row);
  });
}

/**
 * The phone a token names, if it is not revoked, taken for a send: `sent` when it last sent long enough ago (its
 * `last_sent_at` moves to now), `too_soon` when not, `unknown` for a token no phone holds.
 */
export async function takeSend(db: Db, token: string): Promise<{ state: 'sent'; device: number; shipper: number } | { state: 'too_soon' | 'unknown' }> {
  const hash = hashOf(token);
  const [taken] = await db
    .update(shipperDevices)
    .set({ last_sent_at: sql`now()` })
    .where(
      and(
        eq(shipperDevices.token_hash, hash),
        isNull(shipperDevices.revoked_at),
        sql`(${shipperDevices.last_sent_at} is null or ${shipperDevices.last_sent_at} <= now() - make_interval(secs => ${SEND_INTERVAL_SECONDS}))`,
      ),
    )
    .returning({ device: shipperDevices.id, shipper: shipperDevices.shipper_id });
  if (taken) return { state: 'sent', ...taken };
  const [held] = await db
    .select({ id: shipperDevices.id })
    .from(shipperDevices)
    .where(and(eq(shipperDevices.token_hash, hash), isNull(shipperDevices.revoked_at)));
  return { state: held ? 'too_soon' : 'unknown' };
}
