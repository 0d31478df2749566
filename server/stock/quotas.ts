/**
 * Charging packaging beyond a merchant's free quota (domain/stock/quotas.ts), in the delivery's transaction: the
 * month's delivered count moves in the statement that reads it (the row's lock orders parallel deliveries), the
 * units past the quota are charged at the material's price as one ledger event, keyed by the request and material.
 */
import { sql } from 'drizzle-orm';
import { legsOf } from '../../domain/ledger/events';
import { ledgerKey } from '../../domain/ledger/keys';
import { chargedUnits } from '../../domain/stock/quotas';
import { cairoToday } from '../../domain/time';
import type { Tx } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { materialCharges } from '../db/schema';
import { postTransactions } from '../ledger/post';

export interface Delivery {
  request: number;
  customer: number;
  material: number;
  quantity: number;
  userId: number;
}

// Prepared, as a stock move is (./moves.ts): a plan of index probes that does not depend on the values.
const countDelivery = preparedStatement<'customer' | 'material' | 'month' | 'quantity'>(
  (value) => sql`with quota as (select q.monthly_quantity from material_quotas q join customers c on c.id = ${value('customer')}::int
      where q.material_id = ${value('material')}::int and (q.customer_id = c.id or (q.customer_id is null and q.category_id = c.category_id))
      order by q.customer_id nulls last limit 1),
    counted as (insert into material_quota_usage (customer_id, material_id, month, delivered)
      select ${value('customer')}::int, ${value('material')}::int, ${value('month')}::text, ${value('quantity')}::int from quota
      on conflict (customer_id, material_id, month) do update set delivered = material_quota_usage.delivered + excluded.delivered returning delivered)
    select quota.monthly_quantity, counted.delivered, m.name, m.price from quota, counted, packaging_materials m where m.id = ${value('material')}::int`,
);

/**
 * Counts a delivery against the merchant's quota and charges what lies beyond it; answers the units charged. The
 * quota (the merchant's own row, else its category's), the month's count moved and the material's price are one
 * statement; a merchant with no quota for the material is not counted.
 */
export async function chargeBeyondQuota(tx: Tx, delivery: Delivery): Promise<number> {
  const month = cairoToday().slice(0, 7);
  const [counted] = await countDelivery(tx, { customer: delivery.customer, material: delivery.material, month, quantity: delivery.quantity });
  if (!counted) return 0;
  const units = chargedUnits(Number(counted.monthly_quantity), Number(counted.delivered) - delivery.quantity, delivery.quantity);
  if (units === 0) return 0;
  const amount = BigInt(String(counted.price)) * BigInt(units);
  await tx.execute(sql`update material_quota_usage set charged = charged + ${units}
    where customer_id = ${delivery.customer} and material_id = ${delivery.material} and month = ${month}`);
  if (amount === 0n) return units;
  const [posted] = await postTransactions(tx, [
    {
      header: {
        kind: 'material_charge',
        key: ledgerKey.materialCharge(delivery.request, delivery.material),
        user_id: delivery.userId,
        note: `MR ${delivery.request} · ${units} × ${String(counted.name)}`,
      },
      postings: legsOf('material_charge', { amount }, { shipper: 0, customer: delivery.customer, category: 0, order_id: null }),
    },
  ]);
  if (posted) await tx.insert(materialCharges).values({ transaction_id: posted.id, request_id: delivery.request, material_id: delivery.material, units });
  return units;
}
