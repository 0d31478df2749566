/**
 * A merchant's requests to the office (spec sections 2, 4, 6 and 7): a pickup of parcels from its address, packaging
 * material, the return of undelivered parcels, and the collection of its money for delivered orders. The four
 * kinds share one life, written here once and read by the server (which refuses anything else) and the screens
 * (which offer only what it allows).
 */
import type { CustomerPerm } from '../permissions/entity';

export const REQUEST_KINDS = ['pickup', 'material', 'return', 'collect'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['open', 'assigned', 'done', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** A request the office has still to act on. */
export const OPEN_STATUSES: readonly RequestStatus[] = ['open', 'assigned'];

/**
 * The customer permission (spec section 6) that lets a staff member see and handle a kind of request for a
 * customer, and the spec's denial message when it is missing.
 */
export const REQUEST_PERMISSION: Readonly<Record<RequestKind, CustomerPerm>> = {
  pickup: 'pickup_request',
  material: 'material_request',
  return: 'returnclient',
  collect: 'collectclient',
};

export type RequestActor = 'merchant' | 'staff';
export type RequestAction = 'assign' | 'unassign' | 'done' | 'cancel' | 'change';

/**
 * Who may do what, from which status:
 * - staff assign a shipper to an open or assigned request (assigning again changes the shipper, spec section 4),
 *   take the shipper back (the request is open again), mark an assigned request done, or cancel one not done;
 * - the merchant changes (the details: date, address, counts, items, notes) or cancels its own request only
 *   while it is open, since once a shipper is on his way the office must be called.
 * Done and cancelled are final.
 */
const MOVES: Readonly<Record<RequestAction, { from: readonly RequestStatus[]; who: readonly RequestActor[]; to?: RequestStatus }>> = {
  assign: { from: ['open', 'assigned'], who: ['staff'], to: 'assigned' },
  unassign: { from: ['assigned'], who: ['staff'], to: 'open' },
  done: { from: ['assigned'], who: ['staff'], to: 'done' },
  cancel: { from: ['open', 'assigned'], who: ['staff', 'merchant'], to: 'cancelled' },
  change: { from: ['open'], who: ['merchant', 'staff'] },
};

/** Tighter for the merchant: it cancels only what is still open. */
const MERCHANT_FROM: Partial<Record<RequestAction, readonly RequestStatus[]>> = { cancel: ['open'] };

export const mayAct = (action: RequestAction, status: RequestStatus, actor: RequestActor): boolean => {
  const move = MOVES[action];
  const from = actor === 'merchant' ? (MERCHANT_FROM[action] ?? move.from) : move.from;
  return move.who.includes(actor) && from.includes(status);
};

/**
 * Actions a kind takes only through a call of its own: a collect request is done when the photo of the receipt
 * the merchant signed is uploaded (the hand-over), never by the desks' plain "done".
 */
const OWN_CALL: Partial<Record<RequestKind, readonly RequestAction[]>> = { collect: ['done'] };

/** mayAct for a request of this kind; `ownCall` says the action comes through the kind's own call (the receipt upload). */
export const mayActOn = (kind: RequestKind, action: RequestAction, status: RequestStatus, actor: RequestActor, ownCall = false): boolean =>
  mayAct(action, status, actor) && (ownCall || !OWN_CALL[kind]?.includes(action));

/** The status an action leaves the request in (a change keeps it). */
export const statusAfter = (action: RequestAction, status: RequestStatus): RequestStatus => MOVES[action].to ?? status;

/** The actions an actor may take on a request now, as the screens offer them (with the kind: as the desks' buttons do). */
export const actionsFor = (status: RequestStatus, actor: RequestActor, kind?: RequestKind): RequestAction[] =>
  (Object.keys(MOVES) as RequestAction[]).filter((action) => (kind ? mayActOn(kind, action, status, actor) : mayAct(action, status, actor)));

/** Limits of what a request carries. */
export const REQUEST_LIMITS = { parcels: 1000, items: 20, quantity: 10000, orders: 500, notes: 1000 } as const;

/** Parcels a merchant may ask back: those that did not reach their recipient and are not back yet. */
export const RETURNABLE_STATUSES = ['Undelivered', 'Rejected', 'Hold'] as const;

/**
 * Orders a merchant may ask its money for (a collect request): delivered, or collected from the courier by a
 * shipper closing, not yet settled by a customer closing, and in no other collect request that is not cancelled
 * (one handed over counts too: its money was paid).
 */
export const COLLECTABLE_STATUSES = ['Delivered', 'Collected'] as const;
