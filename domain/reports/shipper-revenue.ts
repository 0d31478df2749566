/**
 * A shipper's earnings and deductions over a range, read from the ledger (the figures are defined in
 * domain/ledger/reports.ts, with their formulas shown on the screens from ./messages.ts): `revenue` one shipper's days
 * (the spec's `?id=` the shipper), `newrevenue` every shipper the caller sees, each name opening that shipper's days.
 */
import { defineReport, param, type ReportColumn } from './kit';

const FIGURES: readonly ReportColumn[] = [
  { key: 'delivered', kind: 'count', total: true },
  ...(['collected', 'fees_earned', 'fees_kept', 'shortages', 'overages', 'write_offs', 'net'] as const).map((key): ReportColumn => ({
    key,
    kind: 'money',
    total: true,
  })),
];

const RANGE = { days: 30 } as const;

export const shipperDaysReport = defineReport({
  name: 'revenue',
  id: 'day',
  params: { id: param.reference('Shipper', { required: true }) },
  range: RANGE,
  columns: [{ key: 'day', kind: 'date', drill: '/dashboard/shipmentEntrySheet?shipper={shipper_id}&day={day}' }, ...FIGURES],
  defaultSort: { field: 'day', order: 'ASC' },
  chart: { kind: 'line', x: 'day', y: ['fees_earned', 'net'] },
});

export const shippersRevenueReport = defineReport({
  name: 'newrevenue',
  id: 'shipper_id',
  params: {},
  range: RANGE,
  columns: [{ key: 'shipper_name', kind: 'link', drill: '/dashboard/Shipper/revenue?id={shipper_id}&from_date={from_date}&to_date={to_date}' }, ...FIGURES],
  defaultSort: { field: 'shipper_name', order: 'ASC' },
  chart: { kind: 'bar', x: 'shipper_name', y: ['fees_earned', 'net'], top: 10 },
});
