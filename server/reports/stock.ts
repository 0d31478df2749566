/**
 * The rows of StockReport (domain/reports/stock.ts; StockBalance's are in ./stock-balance.ts). It starts from the
 * kept quantities (./stock-places.ts), so it never sums the ledger's moves from the beginning: it walks back from
 * them through the moves since the range's first day, read once in the order they were made
 * (`stock_moves_moved_at_idx`) and summed per place and material, which are few beside all the moves ever made.
 */
import { sql, type SQL } from 'drizzle-orm';
import { stockReport } from '../../domain/reports/stock';
import { TIME_ZONE } from '../../domain/time';
import { serve } from './kit';
import { heldRows, placeOf, valueOf } from './stock-places';

/**
 * Each row's opening is its quantity now less what its moves since the first day brought, plus what they took; in and out are
 * those of the range's days; closing is opening + in − out. A row without stock or moves over the range is left out.
 */
export const stockMovement = serve(stockReport, async (db, scope, params, range) => {
  const start = sql`(${range!.from_date}::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`((${range!.to_date}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  // Each move is an in at its destination and an out at its source.
  const moved = (places: SQL) => sql`left join (
      select v.location_id, m.material_id, sum(v.moved_in) filter (where m.moved_at < ${end}) as in_within, sum(v.moved_in) as in_since,
        sum(v.moved_out) filter (where m.moved_at < ${end}) as out_within, sum(v.moved_out) as out_since
      from stock_moves m cross join lateral (values (m.to_id, m.quantity, 0), (m.from_id, 0, m.quantity)) v (location_id, moved_in, moved_out)
      where m.moved_at >= ${start} and v.location_id = any(${places}) ${params.material ? sql`and m.material_id = ${params.material}` : sql``}
      group by v.location_id, m.material_id) s on s.location_id = q.location_id and s.material_id = q.material_id`;
  const held = await heldRows(db, params, scope, {
    columns: sql`, (q.quantity - coalesce(s.in_since, 0) + coalesce(s.out_since, 0))::bigint as opening, coalesce(s.in_within, 0)::bigint as moved_in,
      coalesce(s.out_within, 0)::bigint as moved_out`,
    joins: moved,
  });
  return {
    rows: held.flatMap((one) => {
      const { row, material } = one;
      const [opening, moved_in, moved_out] = [Number(row.opening), Number(row.moved_in), Number(row.moved_out)];
      const closing = opening + moved_in - moved_out;
      if (opening === 0 && moved_in === 0 && moved_out === 0) return [];
      return [Object.assign(placeOf(one), { opening, moved_in, moved_out, closing, closing_value: valueOf(material, closing) })];
    }),
  };
});
