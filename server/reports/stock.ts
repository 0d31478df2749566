/**
 * The rows of StockReport (domain/reports/stock.ts; StockBalance's are in ./stock-balance.ts). It starts from the
 * kept quantities (./stock-places.ts), so it never sums the ledger's moves from the beginning: it walks back from
 * them through the moves since the range's first day (index probes of `stock_moves_to_idx` and
 * `stock_moves_from_idx` per row), which are few beside all the moves ever made.
 */
import { sql } from 'drizzle-orm';
import { stockReport } from '../../domain/reports/stock';
import { TIME_ZONE } from '../../domain/time';
import { serve } from './kit';
import { heldRows, placeOf, valueOf } from './stock-places';

/**
 * Each row's opening is its quantity now less what its moves since the first day brought and took; in and out are
 * those of the range's days; closing is opening + in − out. A row without stock or moves over the range is left out.
 */
export const stockMovement = serve(stockReport, async (db, scope, params, range) => {
  const start = sql`(${range!.from_date}::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`((${range!.to_date}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const moved = (side: 'to_id' | 'from_id', alias: string) =>
    sql`cross join lateral (select coalesce(sum(quantity) filter (where moved_at < ${end}), 0)::bigint as within, coalesce(sum(quantity), 0)::bigint as since
      from stock_moves where ${sql.raw(side)} = q.location_id and material_id = q.material_id and moved_at >= ${start}) ${sql.raw(alias)}`;
  // Ten thousand short index probes run in a tenth of a second; PostgreSQL's JIT would spend as long compiling them first.
  const held = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return heldRows(tx, params, scope, {
      columns: sql`, i.within as in_within, i.since as in_since, o.within as out_within, o.since as out_since`,
      joins: sql`${moved('to_id', 'i')} ${moved('from_id', 'o')}`,
    });
  });
  return {
    rows: held.flatMap((one) => {
      const { row, material } = one;
      const [moved_in, moved_out] = [Number(row.in_within), Number(row.out_within)];
      const opening = Number(row.quantity) - Number(row.in_since) + Number(row.out_since);
      const closing = opening + moved_in - moved_out;
      if (opening === 0 && moved_in === 0 && moved_out === 0) return [];
      return [Object.assign(placeOf(one), { opening, moved_in, moved_out, closing, closing_value: valueOf(material, closing) })];
    }),
  };
});
