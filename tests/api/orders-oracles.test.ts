import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { openApiTest } from '../helpers/api-test';
import {
  buildCustomer,
  buildCustomerPermission,
  buildFieldPermission,
  buildHoldReason,
  buildOrder,
  buildShipper,
  buildShipperPermission,
  buildSpecialPermissions,
} from '../helpers/builders';
import { ADMIN_ORDERS, ordersApi } from '../helpers/orders-api';

const { t } = await openApiTest();
const api = ordersApi(t);

/**
 * Every order call that names one order, as a staff member holding every screen, code and right on their own
 * customer. An order of another customer must answer exactly as an order that does not exist.
 */
const URLS = [ADMIN_ORDERS, `${ADMIN_ORDERS}/edit`, '/dashboard/hurryorder', '/dashboard/orders/printorders', '/dashboard/orders/archivemanager'];
const seen = await buildCustomer(t.db);
const hidden = await buildCustomer(t.db);
const shipper = await buildShipper(t.db);
const staff = await t.loginAs({ role: 'staff', urls: URLS });
await buildCustomerPermission(t.db, staff.user.id, seen.id, {
  view: true,
  addOrder: true,
  updateOrder: true,
  deleteOrder: true,
  collectclient: true,
  revnue: true,
});
await buildCustomerPermission(t.db, staff.user.id, hidden.id, {
  view: false,
  addOrder: true,
  updateOrder: true,
  deleteOrder: true,
  collectclient: true,
  revnue: true,
});
await buildShipperPermission(t.db, staff.user.id, shipper.id);
await buildSpecialPermissions(t.db, staff.user.id, ['delete_orders', 'bulk_status_update', 'edit_closed_orders']);
await buildFieldPermission(t.db, staff.user.id, 'show_order_serial', true);
const holdReason = await buildHoldReason(t.db);

type Call = (id: number, version: number) => Promise<LightMyRequestResponse>;
const token = staff.token;
const post = (url: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url, payload });
const CALLS: Record<string, Call> = {
  'GET the order': (id) => api.get(token, id),
  'GET its timeline': (id) => api.timeline(token, id),
  'GET its moves': (id) => api.moves(token, id),
  'GET its replies': (id) => t.call(token, { method: 'GET', url: `/api/orders/${id}/replies` }),
  'POST a reply': (id) => post('/api/orders/order-replies/', { order: id, reply: 'Called the recipient' }),
  'PATCH with its version': (id, version) => api.patch(token, id, { notes: 'x', version }),
  'PATCH with a stale version': (id, version) => api.patch(token, id, { notes: 'x', version: version + 5 }),
  'PUT with a stale version': (id, version) => api.put(token, id, { customer: seen.id, full_name: 'A', phone: '01012345678', city: 1, version: version + 5 }),
  'move with its version': (id, version) => api.move(token, { id, status: 'Hold', hold_reason: holdReason.id, version }),
  'move with a stale version': (id, version) => api.move(token, { id, status: 'Hold', hold_reason: holdReason.id, version: version + 5 }),
  'bulk move': (id) => api.bulkMove(token, { ids: [id], status: 'Hold', hold_reason: holdReason.id }),
  'approve as urgent with a stale version': (id, version) =>
    t.call(token, { method: 'PATCH', url: `/api/addorders/hurryorder/${id}/`, payload: { approved: true, version: version + 5 } }),
  assign: (id) => api.assign(token, [id], shipper.id),
  archive: (id) => api.archive(token, [id]),
  cancel: (id) => api.cancel(token, [id]),
  print: (id) => api.print(token, [id]),
  'DELETE it': (id) => t.call(token, { method: 'DELETE', url: `/api/addorders/order/${id}/` }),
  'DELETE in bulk': (id) => api.remove(token, [id]),
};

describe('an order the caller may not see', () => {
  it.each(Object.keys(CALLS))('answers %s exactly as a missing order', async (name) => {
    const call = CALLS[name]!;
    const invisible = await buildOrder(t.db, { customer_id: hidden.id, is_urgent: true });
    const missing = invisible.id + 100000;
    const [asInvisible, asMissing] = [await call(invisible.id, invisible.version), await call(missing, invisible.version)];
    expect(asInvisible.statusCode, asInvisible.body).toBe(404);
    expect(asInvisible.statusCode).toBe(asMissing.statusCode);
    expect(asInvisible.body.replaceAll(String(invisible.id), 'ID')).toBe(asMissing.body.replaceAll(String(missing), 'ID'));
    const visible = await buildOrder(t.db, { customer_id: seen.id, is_urgent: true });
    expect((await call(visible.id, visible.version)).statusCode).not.toBe(404);
  });
});
