import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MONEY_RE } from '../../../domain/prices';
import { cairoToday } from '../../../domain/time';
import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../../lib/errors';
import { withRetry } from '../../db/retry';
import { userOf } from '../../lib/request-user';
import { assertSpecial } from '../../permissions/special';
import { assignAction, codeAction, moveAction } from '../../orders/actions';
import { runBulk, runOne, type BulkAction } from '../../orders/bulk';
import { present } from '../../orders/record';
import { printOrders } from '../../orders/print';
import { usableHoldReason, usableShipper } from '../../orders/references';
import {
  AssignBody,
  BulkStatusBody,
  CashBody,
  IdsBody,
  StatusUpdateBody,
  type AssignBody as Assign,
  type BulkStatusBody as BulkStatus,
  type CashBody as Cash,
  type IdsBody as Ids,
  type StatusUpdateBody as StatusUpdate,
} from '../../orders/schemas';
import { ADMIN_ORDERS, ARCHIVE_MANAGER, ASSIGN_TO_SHIPPER, ORDER_MOVERS, PICKUP_REQUESTS, PRINT_ORDERS } from '../../orders/screens';
import { orderScope, type OrderScope } from '../../orders/scope';
import { ORDER_BULK_RULES } from '../../../domain/orders/bulk-actions';
import { OrderRecord, Updated } from '../../../domain/api/orders';
import { ApiErrorAnswer } from '../../../domain/api/common';
import { Type } from '@sinclair/typebox';

type MoveFields = Pick<StatusUpdate, 'status' | 'shipper' | 'hold_reason' | 'collected_amount'>;

/** What a move was given must exist and be usable before any order is looked at. */
async function checkMoveInputs(db: Db, scope: OrderScope, body: MoveFields) {
  if (body.collected_amount != null && body.collected_amount !== '' && !MONEY_RE.test(body.collected_amount.trim())) {
    throw badRequest({ collected_amount: 'prices.money_invalid' });
  }
  if (body.status === 'Hold' && body.hold_reason) await usableHoldReason(db, body.hold_reason);
  return body.status === 'Out For Deliver' && body.shipper ? usableShipper(db, scope, body.shipper) : undefined;
}

/** A move to Out For Deliver made on the order screens hands the parcels over: they go on the courier's run sheet of today. */
const onSheet = (action: BulkAction, shipper: { id: number } | undefined): BulkAction =>
  shipper && action.set.shipper_id !== undefined ? { ...action, sheetOf: { shipper: shipper.id, day: cairoToday() } } : action;

/** Status moves, singly and in bulk, and the bulk actions of the order list; each all or nothing. */
export default async function orderActionRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const bulk = (scope: OrderScope, ids: number[], action: BulkAction) =>
    withRetry(() => app.db.transaction((tx) => runBulk(tx, scope, ids, action))).then((rows) => ({ updated: rows.length }));
  const listAccess = { access: { url: ADMIN_ORDERS } };

  const moverAccess = { access: { urls: ORDER_MOVERS } };
  // A single move runs on the write pool; its reading statement checks the caller's session (bulk.ts runOne).
  app.post<{ Body: StatusUpdate }>(
    '/orders/orders_status_update/',
    { schema: { body: StatusUpdateBody, response: { 200: OrderRecord } }, config: { ...moverAccess, sessionInStatement: true } },
    async (request) => {
      const scope = await orderScope(app.writeDb, userOf(request));
      const { id, version, ...move } = request.body;
      const shipper = await checkMoveInputs(app.writeDb, scope, move);
      return present(scope, await runOne(app.writeDb, scope, id, onSheet(moveAction(scope, move.status, move, shipper), shipper), version));
    },
  );

  app.post<{ Body: BulkStatus }>(
    '/orders/OrderbulkUpdate',
    { schema: { body: BulkStatusBody, response: { 200: Updated } }, config: moverAccess },
    async (request) => {
      const scope = await scopeOf(request);
      const { ids, ...move } = request.body;
      await assertSpecial(app.db, scope.user, ORDER_BULK_RULES.status.special);
      const shipper = await checkMoveInputs(app.db, scope, move);
      return bulk(scope, ids, onSheet(moveAction(scope, move.status, move, shipper), shipper));
    },
  );

  app.post<{ Body: Assign }>(
    '/orders/assign_shipper/',
    { schema: { body: AssignBody, response: { 200: Updated } }, config: { access: { urls: [ASSIGN_TO_SHIPPER, ADMIN_ORDERS, PICKUP_REQUESTS] } } },
    async (request) => {
      const scope = await scopeOf(request);
      const shipper = await usableShipper(app.db, scope, request.body.shipper);
      return bulk(scope, request.body.ids, assignAction(shipper, request.body.note?.trim()));
    },
  );

  app.post<{ Body: Ids }>(
    '/orders/archive_orders/',
    { schema: { body: IdsBody, response: { 200: Updated } }, config: { access: { urls: [ARCHIVE_MANAGER, ADMIN_ORDERS] } } },
    async (request) => bulk(await scopeOf(request), request.body.ids, codeAction('archive')),
  );

  app.post<{ Body: Ids }>('/orders/cancel_orders/', { schema: { body: IdsBody, response: { 200: Updated } }, config: listAccess }, async (request) =>
    bulk(await scopeOf(request), request.body.ids, codeAction('cancel')),
  );

  /**
   * The spec's "money cashed" from the shipper or with the customer marks nothing by hand: cash is handed over only
   * where the ledger posts it, a shipper's at his closing and a merchant's at its customer closing (design.md
   * section 11). Whatever the orders, the answer says where to go, so it tells nothing about them either.
   */
  app.post<{ Body: Cash }>('/orders/money_cashed/', { schema: { body: CashBody, response: { 409: ApiErrorAnswer } }, config: listAccess }, async (request) => {
    throw new ApiError(409, request.body.side === 'shipper' ? 'ledger.cash_by_closing' : 'ledger.settle_by_closing');
  });

  /** Marks the orders printed and answers them in the order asked, ready for the sheet or the labels. */
  app.post<{ Body: Ids }>(
    '/orders/print/',
    { schema: { body: IdsBody, response: { 200: Type.Array(OrderRecord) } }, config: { access: { urls: [PRINT_ORDERS, ADMIN_ORDERS] } } },
    async (request) => printOrders(app.db, await scopeOf(request), request.body.ids),
  );
}
