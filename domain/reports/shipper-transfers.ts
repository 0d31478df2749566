/**
 * shippertransferreport (spec section 2, Reports): parcels moved from one courier to another over a range, newest
 * first, read from the orders' timelines: every event that changed an order's shipper from one courier to another
 * (assigning it, sending it out with someone else, editing it). Giving a parcel its first courier, and taking it
 * to or from the hub (shipper 1, a place rather than a courier), are not transfers.
 *
 * Who: the staff member who made the change; why: what they did (`how`) and the note they wrote with it. Only the
 * orders of merchants the caller may see are read, and only moves from or to a courier the caller may see; naming a
 * courier (`shipper`) keeps the moves from or to him.
 */
import { defineReport, param } from './kit';

/** What moved the parcel: a hand-over without a move, a status move (out for delivery with someone else), an edit. */
export const TRANSFER_ACTIONS = ['assign', 'status', 'update'] as const;

export const shipperTransferReport = defineReport({
  name: 'shippertransferreport',
  id: 'event_id',
  keys: ['order_id', 'customer_id', 'from_shipper_id', 'to_shipper_id'],
  params: { shipper: param.reference('Shipper'), customer: param.reference('customers') },
  range: { days: 30, maxDays: 366 },
  columns: [
    { key: 'moved_at', kind: 'text' },
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}', unsortable: true },
    { key: 'customer_name', kind: 'text', unsortable: true },
    { key: 'from_shipper', kind: 'text', unsortable: true },
    { key: 'to_shipper', kind: 'text', unsortable: true },
    { key: 'moved_by', kind: 'text', unsortable: true },
    { key: 'how', kind: 'word', words: 'shippertransferreport.actions', unsortable: true },
    { key: 'note', kind: 'text', unsortable: true },
  ],
  defaultSort: { field: 'moved_at', order: 'DESC' },
});
