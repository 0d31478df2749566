/**
 * ShipperClosingRequestReport: the closings of each shipper and day over a range (the last 30 days unless chosen),
 * of one shipper when `shipper` is given. The money columns sum the closings that stand (pending and approved); a
 * refused or reopened closing was reversed, so it is only counted (refused counts both). Each of the day's closings,
 * by its receipt number, opens its page (ShipperClosingRequestDetails/{rc}).
 */
import { defineReport, param, type ReportColumn } from './kit';

const money = (key: string): ReportColumn => ({ key, kind: 'money', total: true });
const count = (key: string): ReportColumn => ({ key, kind: 'count', total: true });

export const shipperClosingsReport = defineReport({
  name: 'ShipperClosingRequestReport',
  id: 'key',
  // A day's closings are counted by its receipts' column; the count travels with the row too.
  keys: ['shipper_id', 'closings'],
  params: { shipper: param.reference('Shipper') },
  range: { days: 30 },
  columns: [
    { key: 'closing_date', kind: 'date' },
    { key: 'shipper_name', kind: 'text' },
    {
      key: 'closing_rcs',
      kind: 'links',
      total: true,
      unsortable: true,
      drill: '/dashboard/ShipperClosingRequestDetails/{value}',
      item: { label: 'closings.fields.rc_number', param: 'rc' },
    },
    ...['expected', 'counted', 'fees_kept', 'shortages', 'overages'].map(money),
    ...['pending', 'approved', 'refused'].map(count),
  ],
  defaultSort: { field: 'closing_date', order: 'DESC' },
});
