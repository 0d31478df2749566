/** The follow-up screens: followorders, shipperOrdersReview, ShipperStatusFollow (domain/orders/follow-up.ts). */
import { FOLLOW_REPORT_HEADERS } from '../../../domain/orders/follow-up';
export const followUpEn = {
  groups: { out: 'Out for delivery', delivered: 'Delivered', hold: 'Hold', undelivered: 'Undelivered / rejected', returned: 'Returned' },
  images: { with: 'With photos', without: 'Without photos' },
  totals: { equal: 'Cash equals the total', different: 'Cash differs from the total' },
  filters: { followStatus: 'Status', imageStatus: 'Photos', totalStatus: 'Cash' },
  report: {
    ...FOLLOW_REPORT_HEADERS.en,
    totals: 'Total',
    export: 'Export summary',
  },
  review: {
    day: 'Day',
    select_all: 'Select every parcel still out',
    serial: 'Serial',
    recipient: 'Recipient',
    total: 'Total (LE)',
    status: 'Status',
    outcome: 'Outcome',
    collected: 'Collected (LE)',
    detail: 'Reason or note',
    reason: 'Hold reason',
    note: 'Note',
    confirm: 'Confirm %{count} selected',
    deliver_all: 'Delivered in full',
    return_note: 'Note for the return',
    back_to_hub: 'Back to the hub',
    done: '%{smart_count} parcel updated |||| %{smart_count} parcels updated',
  },
  live: {
    parcels: '%{smart_count} parcel |||| %{smart_count} parcels',
    cash: 'Collected %{collected} of %{expected}',
    none: 'No shipper has parcels today',
    shipper_parcels: "Shipper %{id}'s parcels today",
  },
};
