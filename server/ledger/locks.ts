import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Locks the cash accounts of the shippers of these orders (made on first use), in id order. A closing locks its
 * shipper's the same way before it reads or writes anything, so a delivery and a closing of one shipper take turns.
 */
export async function lockShippersCash(tx: Tx, rows: readonly { shipper_id: number | null }[]): Promise<void> {
  const owners = [...new Set(rows.map((row) => row.shipper_id ?? 0))].sort((a, b) => a - b);
  await tx.execute(
    sql`insert into ledger_accounts (kind, owner_id) select 'shipper_cash', o from unnest(${sql.param(owners)}::int[]) as o on conflict do nothing`,
  );
  await tx.execute(sql`select id from ledger_accounts where kind = 'shipper_cash' and owner_id = any(${sql.param(owners)}::int[]) order by id for update`);
}
