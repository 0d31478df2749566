import { sql } from 'drizzle-orm';
import type { ClosingFigures } from '../../domain/ledger/closing';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';

export interface CashLine {
  order_id: number;
  amount: bigint;
  /** The shipper-cash entries no closing has taken yet (what a closing of him sweeps). */
  entry_ids: number[];
}

export interface ShipperFigures extends ClosingFigures {
  cash: CashLine[];
}

/**
 * What the ledger says a shipper holds: the cash entries of his no closing has swept, by order, the fees owed to
 * him and his debt (balances). In a transaction that locked his cash account, nothing changes under it.
 */
export async function readFigures(db: Db | Tx, shipperId: number): Promise<ShipperFigures> {
  const cash = rowsOf(
    await db.execute(sql`select e.order_id, sum(e.amount)::text as amount, array_agg(e.id order by e.id) as entry_ids
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.kind = 'shipper_cash' and a.owner_id = ${shipperId}
      where not exists (select 1 from closed_entries c where c.entry_id = e.id)
      group by e.order_id`),
  ).map((row) => ({
    order_id: Number(row.order_id),
    amount: BigInt(String(row.amount)),
    entry_ids: (row.entry_ids as (number | string)[]).map(Number),
  }));
  const [balances] = rowsOf(
    await db.execute(sql`select
      coalesce((select -balance from ledger_accounts where kind = 'shipper_payable' and owner_id = ${shipperId}), 0)::text as fees_owed,
      coalesce((select balance from ledger_accounts where kind = 'shipper_debt' and owner_id = ${shipperId}), 0)::text as debt`),
  );
  return { cash, feesOwed: BigInt(String(balances!.fees_owed)), previousDebt: BigInt(String(balances!.debt)) };
}
