/**
 * The staff desks that handle merchants' requests (spec section 2): each kind of request has its screen, and a
 * staff member handles a kind only with that screen granted and, per customer, the row permission of
 * domain/requests/rules.ts (REQUEST_PERMISSION).
 */
import type { ScreenName } from '../screens';
import type { RequestKind, RequestStatus } from './rules';

export const REQUEST_SCREEN: Readonly<Record<RequestKind, ScreenName>> = {
  pickup: 'backup',
  material: 'materialrequestlist',
  return: 'ReturnRequest',
  collect: 'collectList',
};

/** The pickup desk's two lists: what is still to do (backup_list) and what is finished (pickup_list_history). */
export const OPEN_STATUSES: readonly RequestStatus[] = ['open', 'assigned'];
export const CLOSED_STATUSES: readonly RequestStatus[] = ['done', 'cancelled'];

/**
 * Who made a pickup request (the spec's `user_type` filter of addorders/backup_list): the merchant itself, the
 * office on its behalf, or the daily automatic pickup of a customer with autoPickup.
 */
export const REQUEST_SOURCES = ['merchant', 'staff', 'auto'] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];

/**
 * The daily automatic pickup (customers with autoPickup, spec section 3): made for every working day, that is
 * every day but Friday, the weekly day off of Egyptian offices, and only when the customer has no pickup asked
 * for that day already (a cancelled one does not count).
 */
export const isPickupDay = (day: string): boolean => new Date(`${day}T12:00:00Z`).getUTCDay() !== 5;
