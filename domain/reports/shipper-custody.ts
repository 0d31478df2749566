/**
 * ShipperCustodyReport: what each active courier the caller sees holds (the hub is no courier): cash collected and
 * not closed, fees owed to him, his debt, the parcels with him, and the packaging he carries (units, and their value
 * at average cost), which he hands back at his closing. Now from the ledger's kept balances; as of the
 * end of a past Cairo day (`as_of`) from the entries posted until then, when parcels are not counted (where a parcel
 * was on a past evening is not kept), nor packaging. A courier holding more cash than `cash_limit` (LE) is marked.
 */
import { defineReport, param } from './kit';

export const shipperCustodyReport = defineReport({
  name: 'ShipperCustodyReport',
  id: 'shipper_id',
  params: {
    as_of: param.date(),
    cash_limit: param.count({ minimum: 0, maximum: 100_000_000 }),
  },
  columns: [
    { key: 'shipper_name', kind: 'link', drill: '/dashboard/ShipperStatusFollow/{shipper_id}' },
    { key: 'cash', kind: 'money', total: true, drill: '/dashboard/shipperclosing/new?shipper={shipper_id}' },
    { key: 'fees_owed', kind: 'money', total: true },
    { key: 'debt', kind: 'money', total: true },
    { key: 'parcels', kind: 'count', total: true, drill: '/dashboard/ShipperStatusFollow/{shipper_id}' },
    { key: 'packaging', kind: 'count', total: true, drill: '/dashboard/StockBalance?shipper={shipper_id}' },
    { key: 'packaging_value', kind: 'money', total: true },
  ],
  defaultSort: { field: 'shipper_name', order: 'ASC' },
  chart: { kind: 'bar', x: 'shipper_name', y: ['cash', 'debt'], top: 10 },
  highlight: 'over_limit',
});
