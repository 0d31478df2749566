import { inArray } from 'drizzle-orm';
import { englishMessage, type MessageKey } from '../../domain/messages';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { canSeeCustomer, hiddenFor, orderScope, type OrderScope } from './scope';

interface FeedRow {
  params: Record<string, number> | null;
}

/** A bell entry's text in English for API clients, with its message keys and values for the browser to translate. */
export interface EntryText {
  subject: string;
  content: string;
  subject_key: MessageKey;
  content_key: MessageKey;
  message_params: Record<string, string>;
}

type Serials = Map<number, { serial: string; customer_id: number }>;

/** The serial of an order as the reader may see it (its customer and the serial field), or undefined. */
function shownSerial(scope: OrderScope, serials: Serials, id: number | undefined): string | undefined {
  const order = id === undefined ? undefined : serials.get(id);
  if (!order || !canSeeCustomer(scope, order.customer_id) || hiddenFor(scope, order.customer_id).includes('serial')) return undefined;
  return order.serial;
}

function textOf(scope: OrderScope, serials: Serials, params: Record<string, number> | null): EntryText {
  const serial = shownSerial(scope, serials, params?.order);
  const other = serial === undefined ? undefined : shownSerial(scope, serials, params?.other);
  const subject_key: MessageKey = serial ? 'notifications.repeated_subject' : 'notifications.repeated_subject_hidden';
  const content_key: MessageKey = !serial
    ? 'notifications.repeated_content_hidden'
    : other
      ? 'notifications.repeated_content'
      : 'notifications.repeated_content_other_hidden';
  const message_params: Record<string, string> = { ...(serial ? { serial } : {}), ...(other ? { other } : {}) };
  return {
    subject: englishMessage(subject_key, message_params),
    content: englishMessage(content_key, message_params),
    subject_key,
    content_key,
    message_params,
  };
}

/**
 * The repeated-orders bell's entries with their text made for this reader through the masking rule: a serial
 * shows only when the reader may see that order's customer and the serial field, now.
 */
export async function presentRepeatedEntries<T extends FeedRow>(db: Db, user: SessionUser, rows: T[]): Promise<(Omit<T, 'params'> & EntryText)[]> {
  const ids = [...new Set(rows.flatMap((row) => Object.values(row.params ?? {})))];
  const [scope, named] = await Promise.all([
    orderScope(db, user),
    ids.length ? db.select({ id: orders.id, serial: orders.serial, customer_id: orders.customer_id }).from(orders).where(inArray(orders.id, ids)) : [],
  ]);
  const serials: Serials = new Map(named.map((order) => [order.id, order]));
  return rows.map(({ params, ...row }) => ({ ...row, ...textOf(scope, serials, params) }));
}
