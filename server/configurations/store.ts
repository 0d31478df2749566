/**
 * The company's settings kept in `configurations` (one row per setting): read with their default when no row is
 * kept (or the kept value no longer fits the setting's schema), written in the caller's transaction with an audit
 * row naming who changed what from what.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { configurations } from '../db/schema';
import { audit } from '../lib/audit';

/** A setting: its key, the schema its value fits, and its value while none is kept. */
export interface Setting<S extends TSchema> {
  key: string;
  schema: S;
  fallback: Static<S>;
}

/** A setting's value now, with who set it and when (none while it has its default). */
export interface SettingValue<T> {
  value: T;
  updated_by: number | null;
  updated_at: string | null;
}

export async function readSetting<S extends TSchema>(db: Db, setting: Setting<S>): Promise<SettingValue<Static<S>>> {
  const [row] = await db.select().from(configurations).where(eq(configurations.key, setting.key));
  const value: unknown = row?.value;
  if (!row || !Value.Check(setting.schema, value)) return { value: setting.fallback, updated_by: null, updated_at: null };
  return { value, updated_by: row.updated_by, updated_at: row.updated_at.toISOString() };
}

/** Keeps a setting's new value (already checked against its schema) and audits the change; two changes at once wait for each other. */
export async function writeSetting<S extends TSchema>(tx: Db, setting: Setting<S>, value: Static<S>, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${setting.key}))`);
  const before = await readSetting(tx, setting);
  await tx
    .insert(configurations)
    .values({ key: setting.key, value, updated_by: userId })
    .onConflictDoUpdate({ target: configurations.key, set: { value, updated_by: userId, updated_at: sql`now()` } });
  await audit(tx, { userId, action: 'update', entity: 'configurations', entityId: setting.key, before: before.value, after: value });
}
