/**
 * The rows of StockBalance (domain/reports/stock.ts): every quantity kept at the places chosen and seen, valued at
 * its material's average cost, read a page at a time. Two hundred materials at fifty places are ten thousand rows;
 * each is read once, by one statement that tallies them per material (how many rows, how much of it, how much all
 * the warehouses hold), from which the count, the total, the chart and which materials are low are worked out here (a material's value is its quantity times its cost). The
 * page is a second statement, sorted by ranks given here (names as the kit compares them, rows.ts): in the default
 * order, by material name, the tally says which materials the page's rows belong to, and only theirs are read.
 * The rules stay in `domain/`: each material's average cost and whether it is low.
 */
import { sql, type SQL } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { stockBalanceReport } from '../../domain/reports/stock';
import { isBelowReorder } from '../../domain/stock/materials';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { PageWindow } from '../lib/rest/paging';
import { serve, type ReportSort } from './kit';
import { ranksByName, type ReportRow } from './rows';
import { materialsOf, placeOf, placesOf, valueOf, type Material, type Place } from './stock-places';

/** What each sortable column sorts by in the page's statement. */
const SORTS: Record<string, SQL> = {
  place: sql`p.kind`,
  place_name: sql`p.place_rank`,
  material_name: sql`c.material_rank`,
  unit: sql`c.unit`,
  quantity: sql`q.quantity`,
  average_cost: sql`c.cost`,
  value: sql`q.quantity::bigint * c.cost`,
};

/** A material's rows and quantity at the places chosen, and what all the warehouses hold of it (whatever the places chosen). */
interface Tally {
  rows: number;
  quantity: bigint;
  inWarehouses: number;
}

/** The tally of each material that has a row at the places chosen: one pass over the quantities. */
async function tallyOf(db: Db, places: readonly number[]): Promise<Map<number, Tally>> {
  const chosen = sql`location_id = any(${sql.param(places)}::int[])`;
  const rows = rowsOf(
    await db.execute(sql`with w as (select array_agg(id) as ids from stock_locations where kind = 'warehouse')
      select material_id, count(*) filter (where ${chosen})::int as rows, coalesce(sum(quantity) filter (where ${chosen}), 0)::text as quantity,
        coalesce(sum(quantity) filter (where location_id = any(w.ids)), 0)::bigint as in_warehouses
      from stock_quantities, w where ${chosen} or location_id = any(w.ids) group by material_id`),
  );
  return new Map(
    rows
      .filter((row) => Number(row.rows) > 0)
      .map((row) => [Number(row.material_id), { rows: Number(row.rows), quantity: BigInt(String(row.quantity)), inWarehouses: Number(row.in_warehouses) }]),
  );
}

/** The chart's points: the `top` materials of the most value, and one point summing the others (so the points add up to the total). */
function chartOf(materials: ReadonlyMap<number, Material>, values: ReadonlyMap<number, bigint>, top: number): ReportRow[] {
  const sums = [...values].sort(([a, x], [b, y]) => (x === y ? a - b : x > y ? -1 : 1));
  const points: ReportRow[] = sums.slice(0, top).map(([id, value]) => ({ material_name: materials.get(id)!.name, value: fromPiastres(value) }));
  const rest = sums.slice(top);
  if (rest.length === 0) return points;
  return [...points, { material_name: null, value: fromPiastres(rest.reduce((total, [, value]) => total + value, 0n)), other: true }];
}

/**
 * The page's rows of `ids` (materials in the order of their rank, as sorted), when the rows are sorted by material
 * name: only the materials whose rows the window covers, and where in the first of them the page starts.
 */
function narrowed(ids: readonly number[], tally: ReadonlyMap<number, Tally>, window: PageWindow) {
  const chosen: number[] = [];
  let before = 0;
  let skip = window.offset;
  for (const id of ids) {
    const rows = tally.get(id)!.rows;
    if (before + rows <= window.offset) {
      before += rows;
      continue;
    }
    if (!chosen.length) skip = window.offset - before;
    chosen.push(id);
    if (before + rows >= window.offset + window.size) break;
    before += rows;
  }
  return { ids: chosen, offset: skip };
}

/** The page's statement: the quantities of `ids` at the places chosen, in the order asked for, ties by place and material. */
async function pageOf(
  db: Db,
  { materials, rank: materialRank }: { materials: ReadonlyMap<number, Material>; rank: ReadonlyMap<number, number> },
  places: ReadonlyMap<number, Place>,
  ids: readonly number[],
  sort: ReportSort,
  window: { size: number | null; offset: number },
) {
  const [placeRank, placeIds] = [ranksByName(places, (place) => place.name.name), [...places.keys()]];
  const direction = sql.raw(sort.order === 'DESC' ? 'desc' : 'asc');
  return rowsOf(
    await db.execute(sql`with c as (select * from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => String(materials.get(id)!.cost)))}::bigint[],
        ${sql.param(ids.map((id) => materialRank.get(id)!))}::int[], ${sql.param(ids.map((id) => materials.get(id)!.unit))}::text[]) as c (material_id, cost, material_rank, unit)),
      p as (select * from unnest(${sql.param(placeIds)}::int[], ${sql.param(placeIds.map((id) => places.get(id)!.kind))}::text[],
        ${sql.param(placeIds.map((id) => placeRank.get(id)!))}::int[]) as p (location_id, kind, place_rank))
      select q.location_id, q.material_id, q.quantity from stock_quantities q join p on p.location_id = q.location_id join c on c.material_id = q.material_id
      order by ${SORTS[sort.field] ?? SORTS.material_name!} ${direction}, q.location_id, q.material_id limit ${window.size} offset ${window.offset}`),
  ).map((row) => ({ location_id: Number(row.location_id), material_id: Number(row.material_id), quantity: Number(row.quantity) }));
}

/**
 * Every quantity of the places chosen, valued; a material is low when all its warehouses together (whatever the
 * places chosen) hold less than its reorder point.
 */
export const stockBalance = serve(stockBalanceReport, async (db, scope, params, _range, window, sort) => {
  const places = await placesOf(db, params, scope);
  const materials = await materialsOf(db, params.material);
  const tally = places.size ? await tallyOf(db, [...places.keys()]) : new Map<number, Tally>();
  const isLow = (id: number) => isBelowReorder(tally.get(id)!.inWarehouses, materials.get(id)!.reorderPoint);
  const rank = ranksByName(materials, (material) => material.name.name);
  const ids = [...tally.keys()]
    .filter((id) => materials.has(id) && (!params.low || isLow(id)))
    .sort((a, b) => (sort.order === 'DESC' ? rank.get(b)! - rank.get(a)! : rank.get(a)! - rank.get(b)!));
  const values = new Map(ids.map((id) => [id, tally.get(id)!.quantity * materials.get(id)!.cost]));
  const byName = !SORTS[sort.field] || sort.field === 'material_name';
  const slice = window && byName ? narrowed(ids, tally, window) : { ids, offset: window?.offset ?? 0 };
  const page = slice.ids.length ? await pageOf(db, { materials, rank }, places, slice.ids, sort, { size: window?.size ?? null, offset: slice.offset }) : [];
  const rows = page.map((row) => {
    const material = materials.get(row.material_id)!;
    return Object.assign(placeOf({ row, place: places.get(row.location_id)!, material }), {
      quantity: row.quantity,
      average_cost: fromPiastres(material.cost),
      value: valueOf(material, row.quantity),
      low: isLow(row.material_id),
    });
  });
  return {
    rows,
    count: ids.reduce((sum, id) => sum + tally.get(id)!.rows, 0),
    totals: { value: fromPiastres([...values.values()].reduce((sum, value) => sum + value, 0n)) },
    chart: chartOf(materials, values, stockBalanceReport.chart?.top ?? 10),
  };
});
