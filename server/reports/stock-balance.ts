/**
 * The rows of StockBalance (domain/reports/stock.ts): every quantity kept at the places chosen and seen, valued at
 * its material's average cost, read a page at a time. The database filters, sorts, pages, counts and totals the
 * quantities (two hundred materials at fifty places are ten thousand rows) and sums the chart's points; only the
 * page's rows and one figure per material come back. The rules stay in `domain/`: each material's average cost and
 * whether it is low are worked out here over the materials (a few hundred) and handed to the statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { stockBalanceReport, type StockPlace } from '../../domain/reports/stock';
import { isBelowReorder } from '../../domain/stock/materials';
import { jsonRows, rowsOf } from '../db/rows';
import { serve, type ReportSort } from './kit';
import { inWarehouses, materialsOf, placeOf, placesSeen, valueOf, type Material } from './stock-places';
import type { ReportRow } from './rows';

/** What each sortable column sorts by in the statement's rows (names as the kit compares them: by their English name, case aside). */
const SORTS: Record<string, SQL> = {
  place: sql`kind`,
  place_name: sql`lower(place_name)`,
  material_name: sql`lower(material_name)`,
  unit: sql`unit`,
  quantity: sql`quantity`,
  average_cost: sql`cost`,
  value: sql`value`,
};

/** The rows in the order asked for, ties by place and material, so pages never overlap. */
function orderOf(sort: ReportSort): SQL {
  const direction = sql.raw(sort.order === 'DESC' ? 'desc' : 'asc');
  return sql`${SORTS[sort.field] ?? SORTS.material_name!} ${direction}, location_id, material_id`;
}

/** A row of the page as the statement gives it. */
interface PageRow {
  location_id: number;
  material_id: number;
  quantity: number;
  kind: StockPlace;
  owner_id: number;
  place_name: string;
  place_name_ar: string | null;
  low: boolean;
}

/** The chart's points: the `top` materials of the most value, and one point summing the others (so the points add up to the total). */
function chartOf(materials: ReadonlyMap<number, Material>, sums: readonly { material_id: number; value: string }[], top: number): ReportRow[] {
  const points: ReportRow[] = sums
    .slice(0, top)
    .map((sum) => ({ material_name: materials.get(sum.material_id)!.name, value: fromPiastres(BigInt(sum.value)) }));
  const rest = sums.slice(top);
  if (rest.length === 0) return points;
  return [...points, { material_name: null, value: fromPiastres(rest.reduce((total, sum) => total + BigInt(sum.value), 0n)), other: true }];
}

/**
 * Every quantity of the places chosen, valued; a material is low when all its warehouses together (whatever the
 * places chosen) hold less than its reorder point.
 */
export const stockBalance = serve(stockBalanceReport, async (db, scope, params, _range, window, sort) => {
  const [materials, warehouses] = [await materialsOf(db, params.material), await inWarehouses(db)];
  const ids = [...materials.keys()];
  const costs = ids.map((id) => String(materials.get(id)!.cost));
  const low = ids.map((id) => isBelowReorder(warehouses.get(id) ?? 0, materials.get(id)!.reorderPoint));
  const order = orderOf(sort);
  const [answer] = rowsOf(
    await db.execute(sql`with c as (select * from unnest(${sql.param(ids)}::int[], ${sql.param(costs)}::bigint[], ${sql.param(low)}::boolean[]) as c (material_id, cost, low)),
      r as materialized (
        select q.location_id, q.material_id, q.quantity, l.kind, l.owner_id, coalesce(w.name, s.name, '') as place_name, nullif(w.name_ar, '') as place_name_ar,
          m.name as material_name, m.unit, c.cost, c.low, q.quantity::bigint * c.cost as value
        from stock_quantities q join stock_locations l on l.id = q.location_id join c on c.material_id = q.material_id
          join packaging_materials m on m.id = q.material_id
          left join warehouses w on l.kind = 'warehouse' and w.id = l.owner_id
          left join shippers s on l.kind = 'courier' and s.id = l.owner_id
        where ${placesSeen(params, scope)} ${params.low ? sql`and c.low` : sql``})
      select (select count(*) from r)::int as count, (select coalesce(sum(value), 0) from r)::text as total,
        (select coalesce(json_agg(json_build_object('location_id', location_id, 'material_id', material_id, 'quantity', quantity, 'kind', kind,
            'owner_id', owner_id, 'place_name', place_name, 'place_name_ar', place_name_ar, 'low', low) order by ${order}), '[]')
          from (select * from r order by ${order} limit ${window?.size ?? null} offset ${window?.offset ?? 0}) p) as page,
        (select coalesce(json_agg(json_build_object('material_id', material_id, 'value', value::text) order by value desc, material_id), '[]')
          from (select material_id, sum(value) as value from r group by material_id) g) as chart`),
  );
  const rows = jsonRows<PageRow>(answer!.page).map((row) => {
    const material = materials.get(row.material_id)!;
    const place = { kind: row.kind, owner: row.owner_id, name: { name: row.place_name, name_ar: row.place_name_ar } };
    return Object.assign(placeOf({ row: { location_id: row.location_id, material_id: row.material_id }, place, material }), {
      quantity: row.quantity,
      average_cost: fromPiastres(material.cost),
      value: valueOf(material, row.quantity),
      low: row.low,
    });
  });
  return {
    rows,
    count: Number(answer!.count),
    totals: { value: fromPiastres(BigInt(String(answer!.total))) },
    chart: chartOf(materials, jsonRows(answer!.chart), stockBalanceReport.chart?.top ?? 10),
  };
});
