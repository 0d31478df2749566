import { describe, expect, it } from 'vitest';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildFieldPermission, buildOrder } from '../helpers/builders';
import { ADMIN_ORDERS, idsIn, ordersApi, pageOf } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);
const search = async (token: string, query: string, customer: number) => idsIn(pageOf(await api.admin(token, { query, customer })));

describe('searching by the last digits', () => {
  it('finds an order by the last 4 to 11 digits of its phone, and by the end of its serial', async () => {
    const customer = await buildCustomer(t.db);
    const order = await buildOrder(t.db, { customer_id: customer.id, phone: '01157308642' });
    const other = await buildOrder(t.db, { customer_id: customer.id, phone: '01099999999' });
    for (let digits = 4; digits <= 11; digits += 1)
      expect(await search(admin.token, '01157308642'.slice(-digits), customer.id), `${digits} digits`).toEqual([order.id]);
    expect(await search(admin.token, '8642', customer.id)).not.toContain(other.id);
    expect(await search(admin.token, order.serial.slice(-5), customer.id)).toContain(order.id);
    // Three digits match too much to be a search of the end; the start still works.
    expect(await search(admin.token, '642', customer.id)).toEqual([]);
    expect(await search(admin.token, '0115', customer.id)).toEqual([order.id]);
  });

  it('does not search the end of a phone or serial the caller may not see', async () => {
    const customer = await buildCustomer(t.db);
    const order = await buildOrder(t.db, { customer_id: customer.id, phone: '01257308643' });
    const staff = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    await buildCustomerPermission(t.db, staff.user.id, customer.id, { view: true, phone: true });
    expect(await search(staff.token, '8643', customer.id)).toEqual([]);
    expect(await search(staff.token, order.serial.slice(-5), customer.id)).toEqual([]);
    await buildFieldPermission(t.db, staff.user.id, 'show_customer_phone', true);
    await buildFieldPermission(t.db, staff.user.id, 'show_order_serial', true);
    expect(await search(staff.token, '8643', customer.id)).toEqual([order.id]);
    expect(await search(staff.token, order.serial.slice(-5), customer.id)).toEqual([order.id]);
  });
});
