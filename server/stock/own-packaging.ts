/**
 * A merchant's own packaging (its dashboard's material requests): each material on offer with its price beyond the
 * quota, the merchant's free quantity a month (its own row, else its category's; none when neither is kept), what it
 * was handed and charged this Cairo month, and what it holds (given less brought back, never shown below zero).
 */
import { sql } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { cairoToday } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

export async function ownPackaging(db: Db, customer: number) {
  const month = cairoToday().slice(0, 7);
  const rows = rowsOf(
    await db.execute(sql`select m.id, m.name, m.name_ar, m.unit, m.price::text as price,
        (select q.monthly_quantity from material_quotas q join customers c on c.id = ${customer}
          where q.material_id = m.id and (q.customer_id = c.id or (q.customer_id is null and q.category_id = c.category_id))
          order by q.customer_id nulls last limit 1) as free,
        coalesce(u.delivered, 0) as handed, coalesce(u.charged, 0) as charged,
        greatest(coalesce((select s.quantity from stock_quantities s join stock_locations l on l.id = s.location_id
          where s.material_id = m.id and l.kind = 'merchant' and l.owner_id = ${customer}), 0), 0) as held
      from packaging_materials m
      left join material_quota_usage u on u.material_id = m.id and u.customer_id = ${customer} and u.month = ${month}
      where m.is_active order by m.name`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    name_ar: String(row.name_ar),
    unit: String(row.unit),
    price: fromPiastres(BigInt(String(row.price))),
    free: row.free == null ? null : Number(row.free),
    handed: Number(row.handed),
    charged: Number(row.charged),
    held: Number(row.held),
  }));
}
