/**
 * What the stock reports (domain/reports/stock.ts) share: the kept quantities of the places they are about, read
 * through the caller's scope (couriers and merchants it may not see are left out), and a row's place and material as both
 * reports show them, its material valued at average cost (domain/stock/materials.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { shipperVisibility, type Visibility } from '../../domain/permissions';
import { STOCK_PLACES, type StockPlace } from '../../domain/reports/stock';
import { averageCost } from '../../domain/stock/materials';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { OrderScope } from '../orders/scope';
import type { ReportRow } from './rows';

/**
 * The places chosen: one warehouse, courier or merchant (or one of each kind), every place of a kind (the warehouses
 * and couriers unless a kind is chosen), one material.
 */
export interface PlaceChoice {
  warehouse?: number;
  shipper?: number;
  customer?: number;
  material?: number;
  place?: StockPlace | '';
}

/** Whom the caller sees: couriers and merchants (every warehouse is seen). */
interface PlaceSight {
  couriers: Visibility;
  merchants: Visibility;
}

/** The report's parameter naming each kind of place, so a row leads to the other report filtered to it. */
const PLACE_PARAMS = { warehouse: 'warehouse', courier: 'shipper', merchant: 'customer' } as const satisfies Record<StockPlace, string>;

/** Only the owners of a kind of place the caller sees. */
const seenOnly = (kind: StockPlace, sight: Visibility): SQL[] =>
  sight.all ? [] : [sql`(l.kind <> ${kind} or l.owner_id = any(${sql.param(sight.ids)}::int[]))`];

/** The condition on the location `l` and material `q.material_id` for the places chosen and seen. */
function placesCondition(choice: PlaceChoice, sight: PlaceSight): SQL {
  const kinds = choice.place ? [choice.place] : [...STOCK_PLACES];
  const named = [
    ...(choice.warehouse ? [sql`(l.kind = 'warehouse' and l.owner_id = ${choice.warehouse})`] : []),
    ...(choice.shipper ? [sql`(l.kind = 'courier' and l.owner_id = ${choice.shipper})`] : []),
    ...(choice.customer ? [sql`(l.kind = 'merchant' and l.owner_id = ${choice.customer})`] : []),
  ];
  return sql.join(
    [
      sql`l.kind = any(${sql.param(kinds)}::text[])`,
      ...(named.length ? [sql`(${sql.join(named, sql` or `)})`] : []),
      ...(choice.material ? [sql`q.material_id = ${choice.material}`] : []),
      ...seenOnly('courier', sight.couriers),
      ...seenOnly('merchant', sight.merchants),
    ],
    sql` and `,
  );
}

/**
 * The quantity rows (`q`) of the places chosen and seen, with their place and material, and what `more` selects
 * from the lateral `joins` (the stock report's moves of each row). One row per quantity kept: O(rows), no move summed.
 */
export async function heldRows(db: Db, choice: PlaceChoice, scope: OrderScope, more: { columns: SQL; joins: SQL }) {
  const sight = { couriers: shipperVisibility(scope.grants), merchants: scope.visibility };
  return rowsOf(
    await db.execute(sql`select q.location_id, q.material_id, q.quantity, l.kind, l.owner_id,
        coalesce(w.name, s.name, c.name, '') as place_name, w.name_ar as place_name_ar,
        m.name, m.name_ar, m.unit, m.unit_cost::text as unit_cost, m.received_quantity, m.received_value::text as received_value, m.reorder_point
        ${more.columns}
      from stock_quantities q join stock_locations l on l.id = q.location_id join packaging_materials m on m.id = q.material_id
      left join warehouses w on l.kind = 'warehouse' and w.id = l.owner_id
      left join shippers s on l.kind = 'courier' and s.id = l.owner_id
      left join customers c on l.kind = 'merchant' and c.id = l.owner_id
      ${more.joins}
      where ${placesCondition(choice, sight)}`),
  );
}

/**
 * What one unit of a row's material is worth (piastres), worked out once per material of a read, and a quantity of it at
 * that cost as money text.
 */
export function materialCosts() {
  const costs = new Map<unknown, bigint>();
  const unitCost = (row: ReportRow): bigint => {
    const known = costs.get(row.material_id);
    if (known !== undefined) return known;
    const cost = averageCost({
      received_quantity: Number(row.received_quantity),
      received_value: BigInt(String(row.received_value)),
      unit_cost: BigInt(String(row.unit_cost)),
    });
    costs.set(row.material_id, cost);
    return cost;
  };
  return { unitCost, valueOf: (row: ReportRow, quantity: number): string => fromPiastres(BigInt(quantity) * unitCost(row)) };
}

/**
 * A row's place and material as both reports show them, with the keys that lead to the other report: a new object the
 * reads add their figures to (`Object.assign`: spreading ten thousand of them costs a hundred times more).
 */
export function placeOf(row: ReportRow) {
  const kind = String(row.kind) as StockPlace;
  const owner = Number(row.owner_id);
  return {
    row_id: `${String(row.location_id)}-${String(row.material_id)}`,
    place: kind,
    place_name: { name: String(row.place_name), name_ar: row.place_name_ar == null ? null : String(row.place_name_ar) },
    material_name: { name: String(row.name), name_ar: String(row.name_ar) },
    unit: String(row.unit),
    place_param: PLACE_PARAMS[kind],
    owner_id: owner,
    material_id: Number(row.material_id),
    shipper_id: kind === 'courier' ? owner : null,
    warehouse_id: kind === 'warehouse' ? owner : null,
    customer_id: kind === 'merchant' ? owner : null,
  };
}
