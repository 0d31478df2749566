/** A merchant's request as the server lists it (domain/api/requests.ts), for the request screens' tests: an open pickup of merchant 7 unless told. */
import type { RequestRecord } from '../../domain/api/requests';
import { NO_COLLECT } from '../../src/providers/merchant';

export const requestRecord = (fields: Partial<RequestRecord> = {}): RequestRecord => ({
  id: 1,
  kind: 'pickup',
  status: 'open',
  customer: 7,
  customer_name: 'Nile Crafts',
  shipper: null,
  shipper_name: '',
  pickup_date: null,
  address: '',
  parcel_count: null,
  notes: '',
  items: [],
  orders: [],
  ...NO_COLLECT,
  source: 'merchant',
  created_at: '2026-03-01T08:00:00.000Z',
  auto: false,
  updated_at: '2026-03-01T08:00:00.000Z',
  version: 1,
  ...fields,
});
