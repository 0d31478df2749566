import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Runs `work` as a closing's own write of the orders it holds (taking, settling, taking back, or an approved
 * correction): the database lets these change a closed order's money fields (migration 0014's trigger refuses
 * every other write). The permission lasts until `work` is done, within the caller's transaction.
 */
export async function asClosingWrite<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('ledger.closing_write', 'on', true)`);
  const result = await work();
  await tx.execute(sql`select set_config('ledger.closing_write', 'off', true)`);
  return result;
}
