import { sql } from 'drizzle-orm';
import { checkCodeAction, checkMove, STATUS_CODE, type CodeAction, type MoveInput, type OrderStatus } from '../../domain/orders/status';
import { orders } from '../db/schema';
import type { BulkAction, OrderRow, Refusal } from './bulk';
import type { OrderScope } from './scope';
import { feeChangeOnHandOver, feeOnHandOver } from './shipper-fee';
import { collectedError } from '../../domain/orders/follow-up';
import { ORDER_BULK_RULES } from '../../domain/orders/bulk-actions';

const stateOf = (row: OrderRow) => ({ status: row.status, status_code: row.status_code });

/** Moves into these statuses post to the ledger (a delivery, a return); moves out of them are seen from the order's own position. */
const MONEY_TARGETS: readonly OrderStatus[] = ['Delivered', 'Returned'];

/** What a status move changes on each order besides the status. */
export interface MoveOptions extends MoveInput {
  /** Bulk Delivered: record each order's total_amount as collected. */
  collect_full?: boolean;
}

/**
 * A status move (domain/orders/status.ts) as a bulk action: the machine decides, the SQL sets what the move
 * carries (the shipper, the hold reason, the collected cash, one more return) and clears "awaiting pickup".
 */
export function moveAction(scope: OrderScope, to: OrderStatus, options: MoveOptions, shipper?: { id: number; delivery_fee: string }): BulkAction {
  const input: MoveInput = { ...options, collected_amount: options.collect_full ? 'total_amount' : options.collected_amount };
  const set: BulkAction['set'] = {
    status: to,
    status_date: sql`now()`,
    status_code: sql`case when ${orders.status_code} = ${STATUS_CODE.awaitingPickup} then null else ${orders.status_code} end`,
  };
  // Going out with a shipper makes his delivery fee the order's shipper fee, as assigning him does.
  const handOver = to === 'Out For Deliver' ? shipper : undefined;
  if (handOver) Object.assign(set, { shipper_id: handOver.id, shipper_fees: feeOnHandOver(handOver.delivery_fee) });
  if (to === 'Hold') set.hold_reason_id = options.hold_reason ?? null;
  if (to === 'Delivered' && options.collect_full) set.collected_amount = sql`${orders.total_amount}`;
  else if (to === 'Delivered' && options.collected_amount != null && options.collected_amount.trim() !== '')
    set.collected_amount = options.collected_amount.trim();
  if (to === 'Returned') set.return_count = sql`${orders.return_count} + 1`;
  return {
    perm: ORDER_BULK_RULES.status.perm,
    money: MONEY_TARGETS.includes(to),
    returnFees: to === 'Returned',
    check: (row): Refusal | undefined => {
      const error = checkMove(stateOf(row), to, input, scope.user);
      // A move only a superuser may make is a permission refusal, not bad input.
      if (error) return { ...error, status: error.key === 'orders.move_superuser' ? 403 : 400 };
      const collected = to === 'Delivered' && !options.collect_full ? options.collected_amount?.trim() : undefined;
      const above = collected ? collectedError(collected, row.total_amount) : undefined;
      return above && { key: above, params: { total: row.total_amount }, field: 'collected_amount' };
    },
    set,
    event: (row) => ({
      action: 'status',
      from_status: row.status,
      to_status: to,
      note: options.note ?? '',
      changes: handOver && handOverChanges(row, handOver),
    }),
  };
}

/** Cancel (code 6) or archive (code 7). */
export function codeAction(action: CodeAction): BulkAction {
  return {
    perm: ORDER_BULK_RULES[action].perm,
    check: (row) => checkCodeAction(stateOf(row), action),
    set: { status_code: action === 'cancel' ? STATUS_CODE.cancelled : STATUS_CODE.archived },
    event: (row) => ({ action, from_status: row.status, to_status: row.status }),
  };
}

const FINAL: readonly OrderStatus[] = ['Delivered', 'Collected', 'Returned'];

/** What handing an order to a shipper changes, for its timeline: the shipper, and the fee unless set by hand. */
function handOverChanges(row: OrderRow, shipper: { id: number; delivery_fee: string }): Record<string, [unknown, unknown]> | undefined {
  const changes: Record<string, [unknown, unknown]> = {};
  if (row.shipper_id !== shipper.id) changes.shipper_id = [row.shipper_id, shipper.id];
  const fee = feeChangeOnHandOver(row, shipper.delivery_fee);
  if (fee) changes.shipper_fees = fee;
  return Object.keys(changes).length ? changes : undefined;
}

/** Hand orders to a shipper without moving them; his delivery fee becomes the order's shipper fee. */
export function assignAction(shipper: { id: number; delivery_fee: string }, note = ''): BulkAction {
  return {
    perm: ORDER_BULK_RULES.assign.perm,
    check: (row): Refusal | undefined => {
      const closed = checkCodeAction(stateOf(row), 'cancel');
      if (row.status_code === STATUS_CODE.cancelled || row.status_code === STATUS_CODE.archived) return closed;
      return FINAL.includes(row.status) ? { key: 'orders.assign_not_allowed', params: { status: row.status } } : undefined;
    },
    set: { shipper_id: shipper.id, shipper_fees: feeOnHandOver(shipper.delivery_fee) },
    event: (row) => ({ action: 'assign', from_status: row.status, to_status: row.status, note, changes: handOverChanges(row, shipper) }),
  };
}

/** Printing marks orders printed (printO). */
export const printAction: BulkAction = {
  perm: ORDER_BULK_RULES.print.perm,
  set: { printO: true },
  event: (row) => ({ action: 'print', from_status: row.status, to_status: row.status }),
};
