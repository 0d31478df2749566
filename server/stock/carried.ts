/** The packaging couriers carry, valued at average cost (domain/stock/materials.ts). */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { rowCost } from './cost';

/** A material a courier carries, with one unit's average cost (piastres). */
export interface CarriedMaterial {
  shipper: number;
  material: number;
  name: string;
  name_ar: string;
  unit: string;
  held: number;
  unit_cost: bigint;
}

async function carried(db: Db | Tx, which: SQL, lock: boolean): Promise<CarriedMaterial[]> {
  const rows = rowsOf(
    await db.execute(sql`select l.owner_id, m.id, m.name, m.name_ar, m.unit, q.quantity, m.received_quantity, m.received_value::text, m.unit_cost::text
      from stock_locations l join stock_quantities q on q.location_id = l.id join packaging_materials m on m.id = q.material_id
      where l.kind = 'courier' and q.quantity > 0 and ${which}
      order by m.name, m.id ${lock ? sql`for update of q` : sql``}`),
  );
  return rows.map((row) => ({
    shipper: Number(row.owner_id),
    material: Number(row.id),
    name: String(row.name),
    name_ar: String(row.name_ar),
    unit: String(row.unit),
    held: Number(row.quantity),
    unit_cost: rowCost(row),
  }));
}

/** What the courier carries now, by material name; `lock` holds his quantity rows until the transaction ends. */
export const carriedBy = (db: Db | Tx, shipper: number, lock = false) => carried(db, sql`l.owner_id = ${shipper}`, lock);

/** Each courier's packaging in hand: its units and their value at average cost (piastres), by courier. */
export async function packagingByCourier(db: Db): Promise<Map<number, { units: number; value: bigint }>> {
  const sums = new Map<number, { units: number; value: bigint }>();
  for (const row of await carried(db, sql`true`, false)) {
    const sum = sums.get(row.shipper) ?? { units: 0, value: 0n };
    sums.set(row.shipper, { units: sum.units + row.held, value: sum.value + BigInt(row.held) * row.unit_cost });
  }
  return sums;
}
