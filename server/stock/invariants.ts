/**
 * What must always hold of the stock, checked over the whole database: every quantity equals the sum of its moves
 * (in less out), and no warehouse or courier holds less than nothing. The property tests check it after every step;
 * a restored backup is checked with it too.
 */
import { sql } from 'drizzle-orm';
import { COUNTED_LOCATIONS } from '../../domain/stock/moves';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** What is wrong, one sentence each; none when the stock is sound. */
export async function stockProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const drift = rowsOf(
    await db.execute(sql`with moved as (
        select material_id, location_id, sum(quantity)::bigint as quantity from (
          select material_id, to_id as location_id, quantity from stock_moves
          union all select material_id, from_id, -quantity from stock_moves) m group by 1, 2)
      select coalesce(q.material_id, m.material_id) as material_id, coalesce(q.location_id, m.location_id) as location_id
      from stock_quantities q full join moved m on m.material_id = q.material_id and m.location_id = q.location_id
      where coalesce(q.quantity, 0) <> coalesce(m.quantity, 0) order by 1, 2`),
  );
  if (drift.length) problems.push(`quantities differ from their moves at ${drift.map((r) => `material ${r.material_id} place ${r.location_id}`).join(', ')}`);
  const negative = rowsOf(
    await db.execute(sql`select q.material_id, q.location_id from stock_quantities q join stock_locations l on l.id = q.location_id
      where l.kind = any(${sql.param([...COUNTED_LOCATIONS])}::text[]) and (q.quantity < 0 or not q.counted) order by 1, 2`),
  );
  if (negative.length)
    problems.push(`warehouses or couriers below zero or unguarded at ${negative.map((r) => `material ${r.material_id} place ${r.location_id}`).join(', ')}`);
  return problems;
}
