import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectedError } from '../../../../domain/orders/follow-up';
import { MONEY_RE } from '../../../../domain/prices';
import type { Db, Tx } from '../../../db/client';
import { shippers } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { userOf } from '../../../lib/request-user';
import { moveAction } from '../../../orders/actions';
import { lockAndCheck, runBulk, type BulkAction, type OrderRow, type Refusal } from '../../../orders/bulk';
import { canSeeShipper, usableHoldReason } from '../../../orders/references';
import { orderScope, type OrderScope } from '../../../orders/scope';
import { SHIPPER_REVIEW } from './list-routes';
import { QuickActionBody, ReviewBody, type QuickActionBody as Quick, type ReviewBody as Review, type ReviewItem } from '../../../orders/follow/schemas';
import { Updated } from '../../../../domain/api/orders';

/** The shipper a review names: one the caller may see, else missing (a field error). */
async function assertShipper(db: Db, scope: OrderScope, id: number): Promise<void> {
  const [found] = await db.select({ id: shippers.id }).from(shippers).where(eq(shippers.id, id));
  if (!found || !canSeeShipper(scope, id)) throw badRequest({ shipper: 'errors.not_found' });
}

/** A move of the status machine (actions.ts), kept to the shipper's own parcels and, when delivered, to at most their total. */
function reviewAction(scope: OrderScope, shipper: number, item: Omit<ReviewItem, 'id'> | { status: 'Delivered'; collect_full: true }): BulkAction {
  const action = 'collect_full' in item ? moveAction(scope, 'Delivered', { collect_full: true }) : moveAction(scope, item.status, item);
  const collected = 'collected_amount' in item ? item.collected_amount?.trim() : undefined;
  return {
    ...action,
    check: (row: OrderRow): Refusal | undefined => {
      if (row.shipper_id !== shipper) return { key: 'followup.not_shipper_parcel' };
      const moved = action.check?.(row);
      if (moved || !collected) return moved;
      const error = collectedError(collected, row.total_amount);
      return error && { key: error, params: { total: row.total_amount }, field: 'collected_amount' };
    },
  };
}

/** What a review was given must be well formed and usable before any order is looked at. */
async function checkReview(db: Db, scope: OrderScope, body: Review): Promise<void> {
  await assertShipper(db, scope, body.shipper);
  const ids = new Set<number>();
  for (const item of body.orders) {
    if (ids.has(item.id)) throw badRequest({ orders: 'followup.order_twice' });
    ids.add(item.id);
    const amount = item.collected_amount?.trim();
    if (amount && !MONEY_RE.test(amount)) throw badRequest({ collected_amount: 'prices.money_invalid' });
  }
  const reasons = new Set(body.orders.flatMap((item) => (item.status === 'Hold' && item.hold_reason ? [item.hold_reason] : [])));
  for (const reason of reasons) await usableHoldReason(db, reason);
}

/** Items that make the same move (same status and what it carries) go through the machine together. */
function groupsOf(items: readonly ReviewItem[]): Map<string, { move: Omit<ReviewItem, 'id'>; ids: number[] }> {
  const groups = new Map<string, { move: Omit<ReviewItem, 'id'>; ids: number[] }>();
  for (const { id, ...move } of items) {
    const key = JSON.stringify([move.status, move.collected_amount?.trim() ?? null, move.hold_reason ?? null, move.note?.trim() ?? null]);
    const group = groups.get(key) ?? { move, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  return groups;
}

/**
 * The reviewer's confirmations (spec section 7: review, quick action) on one shipper's parcels of the day. Each
 * call is one transaction through the status machine's bulk path (runBulk), so it is all or nothing: every
 * parcel is checked (visible, the caller's update permission, the shipper's, the move and what it needs) before
 * any is changed, and each change writes its timeline row.
 */
export default async function followReviewRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const reviewers = { access: { url: SHIPPER_REVIEW } };

  app.post<{ Body: Review }>('/orders/review/', { schema: { body: ReviewBody, response: { 200: Updated } }, config: reviewers }, async (request) => {
    const scope = await scopeOf(request);
    const { shipper, orders: items } = request.body;
    await checkReview(app.db, scope, request.body);
    const groups = [...groupsOf(items).values()].map((group) => ({ ids: group.ids, action: reviewAction(scope, shipper, group.move) }));
    const byId = new Map(groups.flatMap((group) => group.ids.map((id) => [id, group.action] as const)));
    await app.db.transaction(async (tx: Tx) => {
      // Every parcel checked first, so a refusal names the parcel whatever its group.
      await lockAndCheck(tx, scope, [...byId.keys()], 'updateOrder', (row) => byId.get(row.id)?.check?.(row));
      for (const group of groups) await runBulk(tx, scope, group.ids, group.action);
    });
    return { updated: items.length };
  });

  app.post<{ Body: Quick }>('/orders/quick_action/', { schema: { body: QuickActionBody, response: { 200: Updated } }, config: reviewers }, async (request) => {
    const scope = await scopeOf(request);
    const { shipper, ids, action, note } = request.body;
    await assertShipper(app.db, scope, shipper);
    if (new Set(ids).size !== ids.length) throw badRequest({ ids: 'followup.order_twice' });
    if (action === 'return' && !note?.trim()) throw badRequest({ note: 'orders.note_required' });
    const move =
      action === 'deliver'
        ? reviewAction(scope, shipper, { status: 'Delivered', collect_full: true })
        : reviewAction(scope, shipper, { status: 'Undelivered', note: note ?? '' });
    await app.db.transaction((tx: Tx) => runBulk(tx, scope, ids, move));
    return { updated: ids.length };
  });
}
