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
import { jsonRows, rowsOf } from '../db/rows';
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

/** The condition on the location `l` for the places chosen and seen. */
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
      ...seenOnly('courier', sight.couriers),
      ...seenOnly('merchant', sight.merchants),
    ],
    sql` and `,
  );
}

/** The condition on the location `l` for the places chosen that the caller sees. */
export const placesSeen = (choice: PlaceChoice, scope: OrderScope): SQL =>
  placesCondition(choice, { couriers: shipperVisibility(scope.grants), merchants: scope.visibility });

/** A place as the rows name it. */
export interface Place {
  kind: StockPlace;
  owner: number;
  name: { name: string; name_ar: string | null };
}

/** A material as the rows name and value it. */
export interface Material {
  name: { name: string; name_ar: string | null };
  unit: string;
  reorderPoint: number;
  /** What one unit is worth (piastres). */
  cost: bigint;
}

/** The places chosen and seen, by location id, named. */
export async function placesOf(db: Db, choice: PlaceChoice, scope: OrderScope): Promise<Map<number, Place>> {
  const rows = rowsOf(
    await db.execute(sql`select l.id, l.kind, l.owner_id, coalesce(w.name, s.name, c.name, '') as name, nullif(w.name_ar, '') as name_ar
      from stock_locations l
      left join warehouses w on l.kind = 'warehouse' and w.id = l.owner_id
      left join shippers s on l.kind = 'courier' and s.id = l.owner_id
      left join customers c on l.kind = 'merchant' and c.id = l.owner_id
      where ${placesSeen(choice, scope)}`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        kind: String(row.kind) as StockPlace,
        owner: Number(row.owner_id),
        name: { name: String(row.name), name_ar: row.name_ar == null ? null : String(row.name_ar) },
      },
    ]),
  );
}

/** The materials (the one chosen, or all), by id, each unit valued at average cost. */
export async function materialsOf(db: Db, material: number | undefined): Promise<Map<number, Material>> {
  // One JSON text, as heldRows reads its rows: PGlite hands two hundred rows of eight values over in twice the time.
  const [answer] = rowsOf(
    await db.execute(sql`select coalesce(json_agg(m), '[]') as rows from (select id, name, name_ar, unit, unit_cost::text as unit_cost, received_quantity,
        received_value::text as received_value, reorder_point from packaging_materials ${material ? sql`where id = ${material}` : sql``}) m`),
  );
  const rows = jsonRows<Record<string, unknown>>(answer!.rows);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        name: { name: String(row.name), name_ar: String(row.name_ar) },
        unit: String(row.unit),
        reorderPoint: Number(row.reorder_point),
        cost: averageCost({
          received_quantity: Number(row.received_quantity),
          received_value: BigInt(String(row.received_value)),
          unit_cost: BigInt(String(row.unit_cost)),
        }),
      },
    ]),
  );
}

/** A quantity kept, with its place and material. */
export interface Held {
  row: ReportRow;
  place: Place;
  material: Material;
}

/**
 * The quantity rows (`q`) of the places chosen and seen, each with its place and material, and what `more` selects
 * from the `joins` it makes for those places (the stock report's moves of each row). One row per quantity kept. The
 * places and materials are read apart and joined here, so each of ten thousand rows carries a few figures only
 * (reading them is most of the time a report takes).
 */
export async function heldRows(db: Db, choice: PlaceChoice, scope: OrderScope, more: { columns: SQL; joins: (places: SQL) => SQL }): Promise<Held[]> {
  const places = await placesOf(db, choice, scope);
  if (places.size === 0) return [];
  const materials = await materialsOf(db, choice.material);
  const placeIds = sql`${sql.param([...places.keys()])}::int[]`;
  // One JSON text of every row: PGlite hands rows over one value at a time, which for ten thousand took longer than the statement.
  const [answer] = rowsOf(
    await db.execute(sql`select coalesce(json_agg(h), '[]') as rows from (select q.location_id, q.material_id, q.quantity ${more.columns}
      from stock_quantities q ${more.joins(placeIds)}
      where q.location_id = any(${placeIds}) ${choice.material ? sql`and q.material_id = ${choice.material}` : sql``}) h`),
  );
  const rows = jsonRows<ReportRow>(answer!.rows);
  return rows.map((row) => ({ row, place: places.get(Number(row.location_id))!, material: materials.get(Number(row.material_id))! }));
}

/** A quantity of a material at average cost, as money text. */
export const valueOf = (material: Material, quantity: number): string => fromPiastres(BigInt(quantity) * material.cost);

/**
 * A row's place and material as both reports show them, with the keys that lead to the other report: a new object the
 * reads add their figures to (`Object.assign`: spreading ten thousand of them costs a hundred times more).
 */
export function placeOf({ row, place, material }: Held) {
  return {
    row_id: `${String(row.location_id)}-${String(row.material_id)}`,
    place: place.kind,
    place_name: place.name,
    material_name: material.name,
    unit: material.unit,
    place_param: PLACE_PARAMS[place.kind],
    owner_id: place.owner,
    material_id: Number(row.material_id),
    shipper_id: place.kind === 'courier' ? place.owner : null,
    warehouse_id: place.kind === 'warehouse' ? place.owner : null,
    customer_id: place.kind === 'merchant' ? place.owner : null,
  };
}
