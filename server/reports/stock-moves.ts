/**
 * The rows of stockmoves (domain/reports/stock.ts): a page of the moves of one material to or from one warehouse,
 * courier or merchant over a range, newest first, each signed for that place, with both its sides named as the caller may see
 * them (a courier or merchant it may not see is left blank). The moves are read through `stock_moves_to_idx` and
 * `stock_moves_from_idx` (place, material, time), never all of them.
 */
import { sql } from 'drizzle-orm';
import { isVisible, shipperVisibility } from '../../domain/permissions';
import { stockReportsAr, stockReportsEn } from '../../domain/reports/messages-stock';
import { stockMovesReport } from '../../domain/reports/stock';
import type { LocationKind } from '../../domain/stock/moves';
import { TIME_ZONE } from '../../domain/time';
import { rowsOf } from '../db/rows';
import { badRequest } from '../lib/errors';
import { canSeeCustomer, type OrderScope } from '../orders/scope';
import { serve } from './kit';
import type { ReportRow } from './rows';

/** One side of a move as the caller may see it: a warehouse's, courier's or merchant's name, or the outside place's word. */
function sideName(scope: OrderScope, row: ReportRow, side: 'from' | 'to') {
  const kind = String(row[`${side}_kind`]) as LocationKind;
  const owner = Number(row[`${side}_owner`]);
  const seen = kind === 'courier' ? isVisible(shipperVisibility(scope.grants), owner) : kind === 'merchant' ? canSeeCustomer(scope, owner) : true;
  if (!seen) return { name: '', name_ar: null };
  if (kind === 'warehouse' || kind === 'courier' || kind === 'merchant')
    return { name: String(row[`${side}_name`] ?? ''), name_ar: row[`${side}_name_ar`] == null ? null : String(row[`${side}_name_ar`]) };
  return { name: stockReportsEn.StockBalance.places[kind], name_ar: stockReportsAr.StockBalance.places[kind] };
}

/** A side's kind, owner and name, of the location joined as `alias`. */
const sideColumns = (side: 'from' | 'to', alias: string) =>
  sql.raw(`${alias}.kind as ${side}_kind, ${alias}.owner_id as ${side}_owner,
    case ${alias}.kind when 'warehouse' then (select name from warehouses where id = ${alias}.owner_id)
      when 'courier' then (select name from shippers where id = ${alias}.owner_id)
      when 'merchant' then (select name from customers where id = ${alias}.owner_id) end as ${side}_name,
    case ${alias}.kind when 'warehouse' then (select nullif(name_ar, '') from warehouses where id = ${alias}.owner_id) end as ${side}_name_ar`);

export const stockMoves = serve(stockMovesReport, async (db, scope, params, range, window) => {
  const named = (
    [
      ['warehouse', params.warehouse],
      ['courier', params.shipper],
      ['merchant', params.customer],
    ] as const
  ).flatMap(([kind, owner]) => (owner ? [{ kind, owner }] : []));
  // The moves of one place: a warehouse, a courier or a merchant.
  const [place] = named;
  if (!place || named.length > 1) throw badRequest({ warehouse: 'validation.required' });
  const [location] = rowsOf(await db.execute(sql`select id from stock_locations where kind = ${place.kind} and owner_id = ${place.owner}`));
  if (!location) return { rows: [], count: 0, totals: { quantity: 0 } };
  const id = Number(location.id);
  const where = sql`m.material_id = ${params.material!} and (m.from_id = ${id} or m.to_id = ${id})
    and m.moved_at >= (${range!.from_date}::date::timestamp at time zone ${TIME_ZONE})
    and m.moved_at < ((${range!.to_date}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const rows = rowsOf(
    await db.execute(sql`select m.id, to_char(m.moved_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as moved_at, m.kind,
        case when m.to_id = ${id} then m.quantity else -m.quantity end as quantity, m.document, m.document_id, m.note,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, '') as user_name,
        ${sideColumns('from', 'f')}, ${sideColumns('to', 't')}
      from stock_moves m join stock_locations f on f.id = m.from_id join stock_locations t on t.id = m.to_id
      left join users u on u.id = m.user_id
      where ${where} order by m.moved_at desc, m.id desc limit ${window?.size ?? null} offset ${window?.offset ?? 0}`),
  );
  const [all] = rowsOf(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(case when m.to_id = ${id} then m.quantity else -m.quantity end), 0)::int as net
      from stock_moves m where ${where}`),
  );
  return {
    count: Number(all?.n ?? 0),
    totals: { quantity: Number(all?.net ?? 0) },
    rows: rows.map((row) => ({
      move_id: Number(row.id),
      moved_at: String(row.moved_at),
      kind: String(row.kind),
      from_name: sideName(scope, row, 'from'),
      to_name: sideName(scope, row, 'to'),
      quantity: Number(row.quantity),
      document: String(row.document),
      document_id: row.document_id == null ? '' : String(row.document_id),
      note: String(row.note),
      user_name: String(row.user_name),
    })),
  };
});
