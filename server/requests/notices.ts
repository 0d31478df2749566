import { eq } from 'drizzle-orm';
import type { MessageKey } from '../../domain/messages';
import { REQUEST_SCREEN } from '../../domain/requests/desks';
import { REQUEST_PERMISSION, type RequestAction, type RequestKind } from '../../domain/requests/rules';
import { screenUrl } from '../../domain/screens';
import type { Tx } from '../db/client';
import { shippers } from '../db/schema';
import { customerName, notify, staffHandling } from '../notices/send';

/** The merchant page that lists its requests of a kind (returns are listed with the parcels not delivered). */
const MERCHANT_PAGE: Record<RequestKind, string> = {
  pickup: '/customerdashboard/backup/requestbackup',
  material: '/customerdashboard/materialrequest',
  return: '/customerdashboard/rejectedorders',
  collect: '/customerdashboard/CollectRequest',
};
const ALERT: Record<RequestKind, MessageKey> = {
  pickup: 'notifications.alert_pickup',
  material: 'notifications.alert_material',
  return: 'notifications.alert_return',
  collect: 'notifications.alert_collect',
};
const TOLD: Partial<Record<RequestAction, MessageKey>> = {
  assign: 'notifications.request_assigned',
  unassign: 'notifications.request_unassigned',
  done: 'notifications.request_done',
  cancel: 'notifications.request_cancelled',
};

/** A merchant's new request is an order alert for everyone at its desk who handles that customer (spec section 2). */
export async function alertDesk(
  tx: Tx,
  request: { id: number; kind: RequestKind; customer_id: number; pickup_date?: string | null; parcel_count?: number | null },
  parcels = 0,
): Promise<void> {
  const desk = screenUrl(REQUEST_SCREEN[request.kind]);
  const readers = await staffHandling(tx, request.customer_id, desk, REQUEST_PERMISSION[request.kind]);
  const count = request.kind === 'return' || request.kind === 'collect' ? parcels : (request.parcel_count ?? 0);
  await notify(tx, readers, 'order_alert', {
    subject_key: ALERT[request.kind],
    content_key: 'notifications.alert_content',
    params: { customer: await customerName(tx, request.customer_id), count: String(count), date: request.pickup_date ?? '' },
    url: `${desk}/details/${request.id}`,
    related: request.id,
  });
}

/** The courier's name, read only when the caller does not have it. */
async function courierName(tx: Tx, courier: { id: number; name?: string } | null): Promise<string> {
  if (!courier) return '';
  if (courier.name !== undefined) return courier.name;
  const [shipper] = await tx.select({ name: shippers.name }).from(shippers).where(eq(shippers.id, courier.id));
  return shipper?.name ?? '';
}

/** The office's change to a request tells the merchant's logins. */
export async function tellMerchant(
  tx: Tx,
  request: { id: number; kind: RequestKind; customer_id: number },
  action: RequestAction,
  courier: { id: number; name?: string } | null,
) {
  // A collect request assigned with no courier goes by transfer.
  const key = request.kind === 'collect' && action === 'assign' && !courier ? 'notifications.collect_transfer' : TOLD[action];
  if (!key) return;
  await notify(tx, { merchant: request.customer_id }, 'notification', {
    subject_key: key,
    content_key: 'notifications.request_content',
    params: { id: String(request.id), shipper: await courierName(tx, courier) },
    url: MERCHANT_PAGE[request.kind],
    related: request.id,
  });
}
