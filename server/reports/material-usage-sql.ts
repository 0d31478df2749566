/**
 * What the material usage reports (domain/reports/material-usage.ts) read, one move or one order a row, so the
 * figures and the rows behind them are counted by the same statement (the rule: domain/stock/usage.ts):
 * - a merchant's moves over the days read, each signed as issued or returned (a reversal against the move it undoes),
 *   read through `stock_moves_to_idx` and `stock_moves_from_idx` of the merchants' places;
 * - the orders they shipped, each with the material of its weight band.
 * Only the merchants the caller sees; a merchant or material chosen narrows them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../domain/reports/range';
import { SHIPPED_STATUSES, weightBands } from '../../domain/stock/usage';
import { STATUS_CODE } from '../../domain/orders/status';
import { TIME_ZONE } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { notFound } from '../lib/errors';
import type { OrderScope } from '../orders/scope';

/** Whose figures are read: the days, one merchant or every one the caller sees, one material or all. */
export interface UsageChoice {
  scope: OrderScope;
  range: DateRange;
  customer?: number;
  material?: number;
}

/** The merchants read, as a condition on `column`. */
function merchantsOf(choice: UsageChoice, column: SQL): SQL {
  const { visibility } = choice.scope;
  const seen = visibility.all ? sql`true` : sql`${column} = any(${sql.param(visibility.ids)}::int[])`;
  return choice.customer ? sql`${seen} and ${column} = ${choice.customer}` : seen;
}

const materialOf = (choice: UsageChoice, column: SQL): SQL => (choice.material ? sql`${column} = ${choice.material}` : sql`true`);

/**
 * The moves to and from the merchants' places over the days read: `customer_id`, `id`, `material_id`, `moved_at`
 * (a timestamp), `document`, `document_id`, and `issued` or `returned` signed (a reversal negative).
 */
export function merchantMoves(choice: UsageChoice): SQL {
  const { from_date, to_date } = choice.range;
  const within = sql`m.moved_at >= (${from_date}::date::timestamp at time zone ${TIME_ZONE})
    and m.moved_at < ((${to_date}::date + 1)::timestamp at time zone ${TIME_ZONE}) and ${materialOf(choice, sql`m.material_id`)}`;
  const side = (column: 'to_id' | 'from_id') =>
    sql`select l.owner_id as customer_id, m.id, m.kind, m.reverses_id, m.material_id, m.quantity, m.moved_at, m.document, m.document_id
      from stock_locations l join stock_moves m on m.${sql.raw(column)} = l.id and ${within}
      where l.kind = 'merchant' and ${merchantsOf(choice, sql`l.owner_id`)}`;
  return sql`select x.customer_id, x.id, x.material_id, x.moved_at, x.document, x.document_id,
      case when coalesce(r.kind, x.kind) = 'delivery' then case when x.kind = 'reversal' then -x.quantity else x.quantity end else 0 end as issued,
      case when coalesce(r.kind, x.kind) = 'return' then case when x.kind = 'reversal' then -x.quantity else x.quantity end else 0 end as returned
    from (${side('to_id')} union all ${side('from_id')}) x
    left join stock_moves r on r.id = x.reverses_id
    where coalesce(r.kind, x.kind) in ('delivery', 'return')`;
}

/** The materials that have a weight band, by id, and the bands as a table `b(material_id, above, up_to)`. */
export async function bandsOf(db: Db): Promise<{ banded: number[]; table: SQL }> {
  const rows = rowsOf(await db.execute(sql`select id, packs_up_to_kg from packaging_materials where packs_up_to_kg is not null`));
  const bands = weightBands(rows.map((row) => ({ id: Number(row.id), packs_up_to_kg: Number(row.packs_up_to_kg) })));
  const list = (values: (number | null)[], type: 'int' | 'numeric') => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const [ids, above, upTo] = [bands.map((band) => band.material), bands.map((band) => band.above), bands.map((band) => band.upTo)];
  const table = sql`unnest(${list(ids, 'int')}, ${list(above, 'numeric')}, ${list(upTo, 'numeric')}) as b(material_id, above, up_to)`;
  return { banded: rows.map((row) => Number(row.id)), table };
}

/** A condition on an order `o`: it was shipped (domain/stock/usage.ts), it left Pending and was neither cancelled nor refused at intake. */
export const shippedOrder = (): SQL =>
  sql`o.status = any(${sql.param([...SHIPPED_STATUSES])}::text[]) and o.status_code is distinct from ${STATUS_CODE.cancelled} and not o.rejected`;

/**
 * The orders the merchants shipped over the days read (their order days), each with the material it used:
 * `id`, `customer_id`, `serial`, `order_date` (text), `status`, `weight` (text), `material_id`.
 */
export function shippedOrders(choice: UsageChoice, bands: SQL): SQL {
  return sql`select o.id, o.customer_id, o.serial, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status, o.weight::text as weight, b.material_id
    from orders o join ${bands} on (b.above is null or o.weight > b.above) and (b.up_to is null or o.weight <= b.up_to)
    where o.order_date between ${choice.range.from_date}::date and ${choice.range.to_date}::date
      and ${shippedOrder()} and ${merchantsOf(choice, sql`o.customer_id`)} and ${materialOf(choice, sql`b.material_id`)}`;
}

/** A merchant named on a page of its own: one that does not exist answers as missing (one the caller may not see already does). */
export async function assertMerchant(db: Db, customer: number): Promise<number> {
  if (rowsOf(await db.execute(sql`select 1 from customers where id = ${customer}`)).length === 0) throw notFound();
  return customer;
}

/** Names of the merchants and materials the rows name, by id. */
export async function namesOf(db: Db, customers: readonly number[], materials: readonly number[]) {
  const merchants = rowsOf(await db.execute(sql`select id, name from customers where id = any(${sql.param([...new Set(customers)])}::int[])`));
  const stuff = rowsOf(
    await db.execute(
      sql`select id, name, nullif(name_ar, '') as name_ar, unit from packaging_materials where id = any(${sql.param([...new Set(materials)])}::int[])`,
    ),
  );
  return {
    merchant: new Map(merchants.map((row) => [Number(row.id), String(row.name)])),
    material: new Map(
      stuff.map((row) => [
        Number(row.id),
        { name: { name: String(row.name), name_ar: row.name_ar == null ? null : String(row.name_ar) }, unit: String(row.unit) },
      ]),
    ),
  };
}
