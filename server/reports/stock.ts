/**
 * The rows of StockBalance and StockReport (domain/reports/stock.ts). Both start from the kept quantities
 * (./stock-places.ts), so neither sums the ledger's moves from the beginning: the balance is the quantities alone;
 * the report walks back from them through the moves since the range's first day (index probes of
 * `stock_moves_to_idx` and `stock_moves_from_idx` per row), which are few beside all the moves ever made.
 */
import { sql } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { stockBalanceReport, stockReport } from '../../domain/reports/stock';
import { isBelowReorder } from '../../domain/stock/materials';
import { TIME_ZONE } from '../../domain/time';
import { serve } from './kit';
import { heldRows, materialCosts, placeOf } from './stock-places';

/**
 * Every quantity of the places chosen, valued; a material is low when all its warehouses together (whatever the
 * places chosen) hold less than its reorder point, summed in the same read from the warehouses' quantities.
 */
export const stockBalance = serve(stockBalanceReport, async (db, scope, params) => {
  const rows = await heldRows(db, params, scope, {
    columns: sql`, coalesce(h.held, 0) as in_warehouses`,
    joins: sql`left join (select material_id, sum(quantity) as held from stock_quantities
      where location_id = any(array(select id from stock_locations where kind = 'warehouse')) group by material_id) h on h.material_id = q.material_id`,
  });
  const { unitCost, valueOf } = materialCosts();
  const answered = rows.map((row) => {
    const quantity = Number(row.quantity);
    const low = isBelowReorder(Number(row.in_warehouses), Number(row.reorder_point));
    return Object.assign(placeOf(row), { quantity, average_cost: fromPiastres(unitCost(row)), value: valueOf(row, quantity), low });
  });
  return { rows: params.low ? answered.filter((row) => row.low) : answered };
});

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
  const rows = await heldRows(db, params, scope, {
    columns: sql`, i.within as in_within, i.since as in_since, o.within as out_within, o.since as out_since`,
    joins: sql`${moved('to_id', 'i')} ${moved('from_id', 'o')}`,
  });
  const { valueOf } = materialCosts();
  return {
    rows: rows.flatMap((row) => {
      const [moved_in, moved_out] = [Number(row.in_within), Number(row.out_within)];
      const opening = Number(row.quantity) - Number(row.in_since) + Number(row.out_since);
      const closing = opening + moved_in - moved_out;
      if (opening === 0 && moved_in === 0 && moved_out === 0) return [];
      return [Object.assign(placeOf(row), { opening, moved_in, moved_out, closing, closing_value: valueOf(row, closing) })];
    }),
  };
});
