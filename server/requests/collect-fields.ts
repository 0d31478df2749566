/**
 * What a collect request adds to the requests' shared reads and writes (domain/requests/collect.ts): its totals,
 * read from its orders' own fields, the addresses of its receipt and public gallery once handed over, and what
 * assigning it sets besides the courier.
 */
import { sql } from 'drizzle-orm';
import { collectGalleryPath, type CollectTotals } from '../../domain/requests/collect';
import type { RequestAction } from '../../domain/requests/rules';
import { cairoToday } from '../../domain/time';
import { customerRequests, orders, requestOrders } from '../db/schema';
import { mediaUrl } from '../lib/media';
import type { RequestChanges, RequestRow } from './repo';

/** The cash an order brought in (what the courier collected, else its amount) and what the merchant is owed for it. */
export const ORDER_COLLECTED = sql<string>`coalesce(${orders.collected_amount}, ${orders.total_amount})`;
export const ORDER_NET = sql<string>`(coalesce(${orders.collected_amount}, ${orders.total_amount}) - ${orders.total_fees} - ${orders.return_fees})`;

/** Sums of orders' money as the totals of a list (numeric in SQL, sent as text with two decimals). */
export const MONEY_SUMS = sql`json_build_object(
  'orders', count(*)::int,
  'collected', coalesce(sum(${ORDER_COLLECTED}), 0)::numeric(14, 2)::text,
  'fees', coalesce(sum(${orders.total_fees}), 0)::numeric(14, 2)::text,
  'return_fees', coalesce(sum(${orders.return_fees}), 0)::numeric(14, 2)::text,
  'net', coalesce(sum(${ORDER_NET}), 0)::numeric(14, 2)::text)`;

/** A collect request's totals over its orders; null for the other kinds. */
export const COLLECT_TOTALS = sql<CollectTotals | null>`case when ${customerRequests.kind} = 'collect' then (
  select ${MONEY_SUMS} from ${requestOrders} join ${orders} on ${orders.id} = ${requestOrders.order_id}
  where ${requestOrders.request_id} = ${customerRequests.id}) end`;

interface Linked {
  customer: number;
  customer_name: string;
  collect_date: string | null;
  receipt_media_id: string | null;
  gallery_key: string | null;
}

/**
 * A listed request with the receipt's address and the public gallery link in place of the stored ids: both null
 * until it is handed over. The link is shown to the merchant and to the office, who send it on.
 */
export function withCollectLinks<T extends Linked>(
  row: T,
): Omit<T, 'receipt_media_id' | 'gallery_key'> & { receipt_url: string | null; gallery_url: string | null } {
  const { receipt_media_id, gallery_key, ...rest } = row;
  const gallery =
    gallery_key && row.collect_date
      ? collectGalleryPath({ customer: row.customer, company_name: row.customer_name, collect_date: row.collect_date, gallery_key })
      : null;
  return { ...rest, receipt_url: receipt_media_id ? mediaUrl(receipt_media_id) : null, gallery_url: gallery };
}

/**
 * Assigning a collect request also says how its money goes: a courier carries cash; without one it is the transfer
 * the office chose. Its hand-over day is the one given, else the one planned before, else today (Cairo).
 */
export function collectChanges(row: RequestRow, action: RequestAction, shipper: number | null, given: RequestChanges = {}): RequestChanges {
  if (row.kind !== 'collect' || action !== 'assign') return {};
  return {
    payout_method: shipper ? 'cash' : (given.payout_method ?? row.payout_method),
    collect_date: given.collect_date ?? row.collect_date ?? cairoToday(),
  };
}
