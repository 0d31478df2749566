/**
 * The order status machine (spec section 4). The spec names the labels and codes but not the moves, so the
 * moves are written here once; the server refuses every move not in ORDER_MOVES and the browser offers only
 * the moves it lists for the user.
 */
import type { MessageKey } from '../messages';

export const ORDER_STATUSES = ['Pending', 'Out For Deliver', 'Delivered', 'Hold', 'Undelivered', 'Rejected', 'Returned', 'Collected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

/** Status codes beside the label: 1 a pickup request awaiting pickup, 6 cancelled, 7 archived. */
export const STATUS_CODE = { awaitingPickup: 1, cancelled: 6, archived: 7 } as const;
export type StatusCode = (typeof STATUS_CODE)[keyof typeof STATUS_CODE];

/** What a move needs besides the new status. */
export type MoveRequirement = 'shipper' | 'hold_reason' | 'collected_amount' | 'note';
/** Who may make a move: every staff member allowed to update the customer's orders, or only a superuser. */
export type MoveRole = 'staff' | 'superuser';

export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  who: MoveRole;
  needs: readonly MoveRequirement[];
}

const move = (from: OrderStatus, to: OrderStatus, needs: readonly MoveRequirement[] = [], who: MoveRole = 'staff'): OrderMove => ({
  from,
  to,
  who,
  needs,
});

/**
 * The one table of allowed moves. Rules behind it:
 * - a parcel goes out only with a shipper; Hold needs a reason (holdreason); Delivered needs the cash actually
 *   collected (it may differ from total_amount); Undelivered and Rejected need a note saying what happened;
 * - Returned means the parcel is back with the merchant (return_count goes up by one); Collected means the
 *   shipper has handed the cash of a delivered order to the company: only an approved shipper closing makes it
 *   (and reopening one takes it back), so the status, the order's cash state and the ledger always agree; no
 *   move here leads into or out of it;
 * - correcting a final status (Delivered, Returned) is a superuser's move and needs a note.
 */
export const ORDER_MOVES: readonly OrderMove[] = [
  move('Pending', 'Out For Deliver', ['shipper']),
  move('Pending', 'Hold', ['hold_reason']),
  move('Pending', 'Returned', ['note']),
  move('Out For Deliver', 'Delivered', ['collected_amount']),
  move('Out For Deliver', 'Hold', ['hold_reason']),
  move('Out For Deliver', 'Undelivered', ['note']),
  move('Out For Deliver', 'Rejected', ['note']),
  move('Out For Deliver', 'Pending'),
  move('Hold', 'Out For Deliver', ['shipper']),
  move('Hold', 'Pending'),
  move('Hold', 'Returned', ['note']),
  move('Undelivered', 'Out For Deliver', ['shipper']),
  move('Undelivered', 'Hold', ['hold_reason']),
  move('Undelivered', 'Returned', ['note']),
  move('Rejected', 'Returned', ['note']),
  move('Rejected', 'Out For Deliver', ['shipper']),
  move('Delivered', 'Out For Deliver', ['shipper', 'note'], 'superuser'),
  move('Returned', 'Pending', ['note'], 'superuser'),
];

export const findMove = (from: OrderStatus, to: OrderStatus): OrderMove | undefined => ORDER_MOVES.find((m) => m.from === from && m.to === to);

/** The moves a user may make from a status (what the browser offers). */
export function movesFrom(from: OrderStatus, user: { is_superuser: boolean }): OrderMove[] {
  return ORDER_MOVES.filter((m) => m.from === from && (m.who === 'staff' || user.is_superuser));
}

/** What a move was given. */
export interface MoveInput {
  shipper?: number | null;
  hold_reason?: number | null;
  collected_amount?: string | null;
  note?: string | null;
}

export type MoveError = { key: Extract<MessageKey, `orders.${string}`>; field?: MoveRequirement | 'status'; params?: Record<string, string> };

/** An order's place in the machine: its label, and its code when cancelled or archived. */
export interface OrderState {
  status: OrderStatus;
  status_code: number | null;
}

/**
 * Why a move is refused, or undefined when it may be made. Cancelled and archived orders do not move;
 * the same status is not a move.
 */
export function checkMove(state: OrderState, to: OrderStatus, input: MoveInput, user: { is_superuser: boolean }): MoveError | undefined {
  if (state.status_code === STATUS_CODE.cancelled) return { key: 'orders.move_cancelled', field: 'status' };
  if (state.status_code === STATUS_CODE.archived) return { key: 'orders.move_archived', field: 'status' };
  const found = findMove(state.status, to);
  if (!found) return { key: 'orders.move_not_allowed', field: 'status', params: { from: state.status, to } };
  if (found.who === 'superuser' && !user.is_superuser) return { key: 'orders.move_superuser', field: 'status', params: { from: state.status, to } };
  for (const need of found.needs) {
    if (!given(input, need)) return { key: NEED_MESSAGE[need], field: need };
  }
  return undefined;
}

const NEED_MESSAGE: Record<MoveRequirement, MoveError['key']> = {
  shipper: 'orders.shipper_required',
  hold_reason: 'orders.hold_reason_required',
  collected_amount: 'orders.collected_required',
  note: 'orders.note_required',
};

function given(input: MoveInput, need: MoveRequirement): boolean {
  const value = input[need];
  if (value == null) return false;
  if (typeof value === 'number') return value > 0;
  return value.trim() !== '';
}

/** Cancelling is for orders that have not been delivered or returned yet. */
export const CANCELLABLE: readonly OrderStatus[] = ['Pending', 'Hold', 'Undelivered', 'Out For Deliver'];
/** Archiving is for orders whose journey is over. */
export const ARCHIVABLE: readonly OrderStatus[] = ['Delivered', 'Returned', 'Collected', 'Rejected'];

/**
 * Orders whose recipient owes nothing any more: the cash was taken (Delivered, Collected) or the parcel goes back
 * to the merchant (Returned). A label printed for one of them, or for a cancelled order, asks for no cash.
 */
export const NOTHING_TO_COLLECT: readonly OrderStatus[] = ['Delivered', 'Collected', 'Returned'];

export const asksForCash = (status: string, statusCode: number | null): boolean =>
  statusCode !== STATUS_CODE.cancelled && !(NOTHING_TO_COLLECT as readonly string[]).includes(status);

export type CodeAction = 'cancel' | 'archive';

/** Why an order may not be cancelled or archived, or undefined. */
export function checkCodeAction(state: OrderState, action: CodeAction): MoveError | undefined {
  if (state.status_code === STATUS_CODE.cancelled) return { key: 'orders.move_cancelled', field: 'status' };
  if (state.status_code === STATUS_CODE.archived) return { key: 'orders.move_archived', field: 'status' };
  const allowed = action === 'cancel' ? CANCELLABLE : ARCHIVABLE;
  if (!allowed.includes(state.status))
    return { key: action === 'cancel' ? 'orders.cancel_not_allowed' : 'orders.archive_not_allowed', field: 'status', params: { status: state.status } };
  return undefined;
}
