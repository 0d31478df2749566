/** Dispatch calls (server/routes/dispatch): handing parcels to shippers, their day lists, run sheets and the hub scanner. */
import type { HandOverAnswer, RunSheetData, ScanAnswer } from '../../domain/api/dispatch';
import type { ScanDirection } from '../../domain/ledger/kinds';
import type { OrderRecord } from '../../domain/orders/record';

export type { HandOverAnswer, RunSheetData, ScanAnswer };
import { apiFetch, postJson } from './http';

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();
const results = async (url: string) => (await apiFetch<{ results: OrderRecord[] }>(url)).json.results;

export const dispatchCalls = {
  /** The hub's parcels in the shipper's zones that may go out with him. */
  sendableOrders: (shipper: number) => results(`/api/shippers/daily_send_orders/?${query({ shipper_id: shipper })}`),
  /** A scanned serial's parcel, or a 404 when no parcel the user sees has it. */
  findParcel: async (serial: string) => (await apiFetch<{ id: number; serial: string }>(`/api/shippers/daily_send_orders/parcel/?${query({ serial })}`)).json,
  handOver: async (body: { shipper: number; day?: string; ids?: number[]; serials?: string[] }) =>
    (await postJson<HandOverAnswer>('/api/shippers/daily_send_orders/', body)).json,
  todayShipperOrders: (shipper: number, day?: string) => results(`/api/shippers/today_shipper_orders/?${query({ shipper_id: shipper, day })}`),
  returnShipperOrders: (shipper: number) => results(`/api/shippers/return_shipper_orders/?${query({ shipper_id: shipper })}`),
  /** A run sheet by its number, or a shipper's of a day. */
  runSheet: async (which: { id: number } | { shipper: number; day?: string }) =>
    (
      await apiFetch<RunSheetData>(
        'id' in which ? `/api/shippers/run_sheet/${which.id}` : `/api/shippers/run_sheet/?${query({ shipper_id: which.shipper, day: which.day })}`,
      )
    ).json,
  scanParcel: async (body: { direction: ScanDirection; serial: string; shipper?: number }) => (await postJson<ScanAnswer>('/api/orders/in_out/', body)).json,
};
