/**
 * Who the list is asked by in the side-by-side step and the plan check, and what they ask: the spec's filtered
 * list, one status over one month.
 */
import type { OrderStatus } from '../domain/orders/status';
import { readSessionRow, sessionUserOf } from '../server/auth/session-user';
import type { Db } from '../server/db/client';
import { orderScope, type OrderScope } from '../server/orders/scope';
import type { DataFacts } from './facts';

/** The measurement: Hold orders of one month, about 4,400 of a million. */
export const SPEC_STATUS: OrderStatus = 'Hold';

export interface Caller {
  who: string;
  token: string;
  scope: OrderScope;
}

/** The caller holding `token` (an access token of the app), with the order scope the app gives them. */
export async function callerOf(db: Db, who: string, token: string): Promise<Caller> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: number; sid: string };
  const row = await readSessionRow(db, claims.sub, claims.sid);
  if (!row) throw new Error(`no live session for ${who}`);
  return { who, token, scope: await orderScope(db, await sessionUserOf(db, row, claims.sid)) };
}

/** The filter of the spec's list: the status, from the first to the last day of the month before the newest orders'. */
export function specFilter(facts: Pick<DataFacts, 'today'>): { status: OrderStatus; order_date: string; to_date: string } {
  const [year, month] = facts.today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { status: SPEC_STATUS, order_date: day(first), to_date: day(last) };
}
