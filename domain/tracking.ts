/**
 * Public parcel tracking (`/track/{serial}`; not in the spec): what a recipient who knows the serial and the last
 * four digits of their phone may learn about a parcel. Nothing here names a person, a phone, an address, an
 * amount or the sender: the answer is the status, its steps with their times, the hold reason (a lookup's name)
 * and the expected day, built field by field from this allow-list.
 */
import { STATUS_CODE, type OrderStatus } from './orders/status';
import { cairoToday } from './time';

/** The timeline actions a recipient is shown, as the step they make; every other action (edits, prints, cash) stays inside. */
export const PUBLIC_STEPS = { create: 'created', status: 'status', cancel: 'cancelled' } as const;
export type PublicAction = keyof typeof PUBLIC_STEPS;
export type StepKind = (typeof PUBLIC_STEPS)[PublicAction];

export const isPublicAction = (action: string): action is PublicAction => Object.hasOwn(PUBLIC_STEPS, action);

/** A lookup's name in both languages; the page shows the one of its language. */
export interface PublicName {
  name: string;
  name_ar: string;
}

export interface TrackingStep {
  kind: StepKind;
  /** The status the parcel had after the step. */
  status: OrderStatus;
  at: string;
  /** A Hold step's reason: known for the latest hold only (the order keeps one reason, that of its last hold). */
  hold_reason: PublicName | null;
}

/** Where the parcel is besides its status: waiting for the courier to pick it up, or cancelled. */
export type TrackingState = 'awaiting_pickup' | 'cancelled' | null;

export interface PublicTracking {
  serial: string;
  status: OrderStatus;
  state: TrackingState;
  /** YYYY-MM-DD (Cairo), or null when the parcel is not on its way (delivered, returned, refused, cancelled). */
  expected_day: string | null;
  /** Newest first. */
  steps: TrackingStep[];
}

/** The phone digits a recipient gives: the last four. */
export const LAST_DIGITS = 4;
export const SERIAL_PATTERN = '^[0-9]{1,20}$';
export const LAST_DIGITS_PATTERN = `^[0-9]{${LAST_DIGITS}}$`;

/** Friday is the weekly day off of Egyptian couriers; Saturday to Thursday are working days. */
const DAY_OFF = 5;

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The first working day after `day` (YYYY-MM-DD). Public holidays are not known to the system and are not skipped. */
export function nextWorkingDay(day: string): string {
  let next = addDays(day, 1);
  while (new Date(`${next}T12:00:00Z`).getUTCDay() === DAY_OFF) next = addDays(next, 1);
  return next;
}

/** Statuses whose journey to the recipient is over: nothing more is expected. */
const OVER: readonly OrderStatus[] = ['Delivered', 'Collected', 'Returned', 'Rejected'];

/**
 * The day a parcel is expected at the recipient's door (the order has no promised delivery date of its own;
 * `Delivery_satus_date` is the date of its last status):
 * - out for delivery: today, the courier has it;
 * - not yet out (waiting for pickup, at the office, on hold, or after a failed attempt): the first working day
 *   after the later of today and the order date, the day after its pickup or its next attempt;
 * - delivered, collected, refused, returned, cancelled or archived: none.
 * Days are Cairo days; Friday is no working day.
 */
export function expectedDay(order: { status: OrderStatus; status_code: number | null; order_date: string }, today: string = cairoToday()): string | null {
  if (order.status_code === STATUS_CODE.cancelled || order.status_code === STATUS_CODE.archived || OVER.includes(order.status)) return null;
  if (order.status === 'Out For Deliver') return today;
  return nextWorkingDay(order.order_date > today ? order.order_date : today);
}

export const trackingState = (statusCode: number | null): TrackingState =>
  statusCode === STATUS_CODE.awaitingPickup ? 'awaiting_pickup' : statusCode === STATUS_CODE.cancelled ? 'cancelled' : null;
