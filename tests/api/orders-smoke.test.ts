import { describe, expect, it } from 'vitest';
import { openApiTest } from '../helpers/api-test';
import {
  buildCategoryPrice,
  buildCity,
  buildCustomer,
  buildCustomerCategory,
  buildHoldReason,
  buildHub,
  buildOrder,
  buildShipper,
  buildZone,
} from '../helpers/builders';

const { t, admin } = await openApiTest();
await buildHub(t.db);

describe('orders smoke', () => {
  it('creates, lists, moves and exports', async () => {
    const category = await buildCustomerCategory(t.db);
    const customer = await buildCustomer(t.db, { category_id: category.id });
    const city = await buildCity(t.db);
    const zone = await buildZone(t.db, { city_id: city.id });
    await buildCategoryPrice(t.db, { category_id: category.id, city_id: city.id, delivery_price: '40.00', return_price: '20.00' });
    const created = await t.call(admin.token, {
      method: 'POST',
      url: '/api/addorders/order/',
      payload: { customer: customer.id, city: city.id, zone: zone.id, full_name: 'Mona Adel', phone: '01012345678', total_amount: '300' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order.total_fees).toBe('40.00');
    const list = await t.call(admin.token, {
      method: 'POST',
      url: '/api/orders/adminorders/?page=1&page_size=10',
      payload: { Filterdata: { query: '0101234' } },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(order.id);
    const shipper = await buildShipper(t.db);
    const moved = await t.call(admin.token, {
      method: 'POST',
      url: '/api/orders/orders_status_update/',
      payload: { id: order.id, status: 'Out For Deliver', shipper: shipper.id, version: order.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await t.call(admin.token, { method: 'PUT', url: `/api/addorders/order/${order.id}/`, payload: { ...order, notes: 'x' } });
    expect(stale.statusCode, stale.body).toBe(409);
    const other = await buildOrder(t.db, { customer_id: customer.id });
    const hold = await buildHoldReason(t.db);
    const bulk = await t.call(admin.token, {
      method: 'POST',
      url: '/api/orders/OrderbulkUpdate',
      payload: { ids: [other.id, order.id], status: 'Hold', hold_reason: hold.id },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const timeline = await t.call(admin.token, { method: 'GET', url: `/api/addorders/update_audit_log?id=${order.id}` });
    expect(timeline.json().map((e: { action: string }) => e.action)).toEqual(['status', 'status', 'create']);
    const exported = await t.call(admin.token, {
      method: 'POST',
      url: '/api/orders/adminorders/',
      payload: { Filterdata: { customer: customer.id }, export_excel: true },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('Orders.xlsx');
    const empty = await t.call(admin.token, {
      method: 'POST',
      url: '/api/orders/adminorders/',
      payload: { Filterdata: { query: 'nobody-xyz' }, export_excel: true },
    });
    expect(empty.statusCode).toBe(404);
  });
});
