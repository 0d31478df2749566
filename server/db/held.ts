import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ENDED_CODES, TO_BRING_BACK } from '../../domain/dispatch/rules';
import { listed } from './schema/listed';

/**
 * domain/dispatch/rules.ts `isHeld` as SQL on an order's status and status code: the parcels a courier holds.
 * The partial index orders_shipper_held_idx is defined by the same text, so the custody report's counts read it.
 */
export const heldSql = (status: AnyPgColumn | SQL, code: AnyPgColumn | SQL): SQL =>
  sql`${status} in (${listed(TO_BRING_BACK)}) and (${code} is null or ${code} not in (${sql.raw(ENDED_CODES.join(', '))}))`;
