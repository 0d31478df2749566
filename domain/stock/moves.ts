/**
 * The stock of packaging materials, kept the way the ledger keeps money (design.md section 11): every change is a
 * move of a quantity of one material from one location to another, never edited (a mistake is a reversing move
 * pointing at the one it corrects), with a quantity per material and location moved in the same transaction.
 *
 * Locations: each warehouse, each courier (what he carries) and each merchant (what it was given), and three that
 * stand for the world outside: the supplier stock comes from, what was consumed, and loss or adjustment (what a
 * count found missing or over). A warehouse's and a courier's quantity is real and never below zero; the others
 * are the other side of the moves and may be anything.
 */
export const LOCATION_KINDS = ['warehouse', 'courier', 'merchant', 'supplier', 'consumed', 'adjustment'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** Locations holding real packaging, which can never hold less than nothing. */
export const COUNTED_LOCATIONS: readonly LocationKind[] = ['warehouse', 'courier'];

/** Locations standing for the world outside: there is one of each (owner 0). */
export const OUTSIDE_LOCATIONS: readonly LocationKind[] = ['supplier', 'consumed', 'adjustment'];

/** A location: its kind and whose it is (a warehouse's, courier's or merchant's id; 0 for the outside ones). */
export interface Location {
  kind: LocationKind;
  owner: number;
}

/**
 * What each kind of move may do: the kinds of location it takes from and gives to, and the document it comes
 * from. A reversal moves the same quantity back, from where the move it corrects put it to where it took it from.
 */
export const MOVE_KINDS = {
  /** Bought from the supplier into a warehouse (a stock entry of kind receipt). */
  receipt: { from: ['supplier'], to: ['warehouse'] },
  /** From one warehouse to another. */
  transfer: { from: ['warehouse'], to: ['warehouse'] },
  /** A material request issued to the courier who takes it out. */
  issue: { from: ['warehouse'], to: ['courier'] },
  /** The courier hands the request to the merchant. */
  delivery: { from: ['courier'], to: ['merchant'] },
  /** Back from a merchant or a courier (a cancelled request, what a courier brings back at his closing). */
  return: { from: ['merchant', 'courier'], to: ['courier', 'warehouse'] },
  /** A merchant's packaging used on its orders. */
  consumption: { from: ['merchant'], to: ['consumed'] },
  /** What a count found missing (to adjustment) or over (from adjustment). */
  count_difference: { from: ['warehouse', 'courier', 'adjustment'], to: ['adjustment', 'warehouse', 'courier'] },
  /** Undoes another move: the same quantity, the other way. */
  reversal: { from: LOCATION_KINDS, to: LOCATION_KINDS },
} as const satisfies Record<string, { from: readonly LocationKind[]; to: readonly LocationKind[] }>;
export type MoveKind = keyof typeof MOVE_KINDS;
export const MOVE_KINDS_LIST = Object.keys(MOVE_KINDS) as [MoveKind, ...MoveKind[]];

/** The most one move carries (a pallet of flyers is a few thousand): far above a real move, far below a slip of the keyboard. */
export const MOVE_MAX_QUANTITY = 1_000_000;

/** Why a move of `kind` from `from` to `to` cannot be made, or undefined when it can. */
export function moveError(kind: MoveKind, from: Location, to: Location, quantity: number): 'stock.bad_quantity' | 'stock.bad_move' | undefined {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MOVE_MAX_QUANTITY) return 'stock.bad_quantity';
  const rule: { from: readonly LocationKind[]; to: readonly LocationKind[] } = MOVE_KINDS[kind];
  if (!rule.from.includes(from.kind) || !rule.to.includes(to.kind)) return 'stock.bad_move';
  if (from.kind === to.kind && from.owner === to.owner) return 'stock.bad_move';
  // A count difference goes between the counted place and adjustment, not between two counted places.
  if (kind === 'count_difference' && (from.kind === 'adjustment') === (to.kind === 'adjustment')) return 'stock.bad_move';
  return undefined;
}

/** Whether a location's quantity may never fall below zero. */
export const isCounted = (location: Location): boolean => COUNTED_LOCATIONS.includes(location.kind);
