/**
 * The rows behind the material usage figures (domain/reports/material-usage.ts), a page below
 * CustomerMaterialDifference: a merchant's moves of the banded materials with the request each belongs to, and the
 * orders it shipped with the material each used. They are read by the statements that sum the figures
 * (./material-usage-sql.ts), so they add up to them.
 */
import { sql } from 'drizzle-orm';
import { customerMaterialOrdersReport, customerMaterialRequestsReport } from '../../domain/reports/material-usage';
import { TIME_ZONE } from '../../domain/time';
import { rowsOf } from '../db/rows';
import { orderNamed } from './rows';
import { serve } from './kit';
import { assertMerchant, bandsOf, merchantMoves, namesOf, shippedOrders } from './material-usage-sql';

/** The document name of a material request's moves (server/stock/requests.ts). */
const REQUEST_DOCUMENT = 'material_request';
const NO_NAME = { name: '', name_ar: null };

export const customerMaterialRequests = serve(customerMaterialRequestsReport, async (db, scope, params, range) => {
  const customer = await assertMerchant(db, params.customer!);
  const { banded } = await bandsOf(db);
  const moves = rowsOf(
    await db.execute(sql`select id, to_char(moved_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as moved_at, document, document_id, material_id, issued, returned
      from (${merchantMoves({ scope, range: range!, customer })}) x
      where material_id = any(${sql.param(banded)}::int[]) order by x.moved_at desc, x.id desc`),
  );
  const names = await namesOf(
    db,
    [],
    moves.map((move) => Number(move.material_id)),
  );
  return {
    rows: moves.map((move) => {
      const request = move.document === REQUEST_DOCUMENT && move.document_id != null ? Number(move.document_id) : null;
      return {
        move_id: Number(move.id),
        moved_at: String(move.moved_at),
        request: request === null ? '' : `#${request}`,
        request_id: request,
        material_name: names.material.get(Number(move.material_id))?.name ?? NO_NAME,
        issued: Number(move.issued),
        returned: Number(move.returned),
      };
    }),
  };
});

/** An order whose serial the caller may not see (its field permission) is named by its number (#id). */
export const customerMaterialOrders = serve(customerMaterialOrdersReport, async (db, scope, params, range) => {
  const customer = await assertMerchant(db, params.customer!);
  const { table } = await bandsOf(db);
  const orders = rowsOf(
    await db.execute(
      sql`select * from (${shippedOrders({ scope, range: range!, customer, material: params.material }, table)}) o order by o.order_date desc, o.id desc`,
    ),
  );
  const names = await namesOf(
    db,
    [],
    orders.map((order) => Number(order.material_id)),
  );
  return {
    rows: orders.map((order) => ({
      order_id: Number(order.id),
      serial: orderNamed(scope.fields, Number(order.id), String(order.serial)),
      order_date: String(order.order_date),
      status: String(order.status),
      weight: String(order.weight),
      material_name: names.material.get(Number(order.material_id))?.name ?? NO_NAME,
      used: 1,
    })),
  };
});
