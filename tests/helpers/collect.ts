/** Builders and calls shared by the collect request tests. */
import { screenUrl } from '../../domain/screens';
import type { Db } from '../../server/db/client';
import { buildCustomerPermission, buildOrder, buildShipper, buildShipperPermission } from './builders';
import type { TestApp } from './test-app';
import { multipartForm, PNG_1X1, type FormFile } from './multipart';

export const COLLECT_DESK = screenUrl('collectList');

/** An order delivered today for the customer: 300.00 LE collected, 45.00 LE fee (net 255.00) unless given. */
export const deliveredOrder = (db: Db, customerId: number, values: Parameters<typeof buildOrder>[1] = {}) =>
  buildOrder(db, { customer_id: customerId, status: 'Delivered', total_amount: '300.00', collected_amount: '300.00', total_fees: '45.00', ...values });

/** The calls of one test file's app, as one caller. */
export function calls(t: TestApp) {
  return {
    get: (token: string, url: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: `/api${url}`, query }),
    post: (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url: `/api${url}`, payload }),
    /** The hand-over: the receipt's photo (a PNG unless given) as the form's `file`. */
    receipt: (token: string, id: number, file: FormFile = { filename: 'receipt.png', contentType: 'image/png', data: PNG_1X1 }) => {
      const form = multipartForm({ note: 'Signed at the shop', file });
      return t.call(token, { method: 'POST', url: `/api/addorders/collect/${id}/receipt/`, payload: form.payload, headers: form.headers });
    },
  };
}

/** A staff member with the collect desk, the given rows per customer, and a courier they may send. */
export async function collectStaff(t: TestApp, rows: { customer: number; grants: Record<string, boolean> }[], urls = [COLLECT_DESK]) {
  const login = await t.loginAs({ role: 'staff', urls });
  for (const row of rows) await buildCustomerPermission(t.db, login.user.id, row.customer, row.grants);
  const shipper = await buildShipper(t.db);
  await buildShipperPermission(t.db, login.user.id, shipper.id);
  return { token: login.token, user: login.user, shipper };
}

/** What a listed request says (server/requests/repo.ts listRequests). */
export interface ListedCollect {
  id: number;
  status: string;
  shipper: number | null;
  customer: number;
  payout_method: string | null;
  collect_date: string | null;
  orders: number[];
  totals: { orders: number; collected: string; fees: string; return_fees: string; net: string } | null;
  receipt_url: string | null;
  gallery_url: string | null;
}
