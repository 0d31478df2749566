import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FIELD_PERMISSIONS, type FieldPermission } from '../../domain/permissions';
import { openApiTest } from '../helpers/api-test';
import { buildCustomerPermission, buildFieldPermission, buildShipper, buildSpecialPermissions } from '../helpers/builders';
import { ADMIN_ORDERS, ordersApi, orderPayload, orderWorld, xlsRows, xlsxRows } from '../helpers/orders-api';
import { cairoToday } from '../../domain/time';
import { closingsApi } from '../helpers/ledger';
import { settlementsApi } from '../helpers/settlements';

const { t, admin } = await openApiTest();
const api = ordersApi(t);
const closings = closingsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });

/** What the reader lacks: one field permission, or the phone or address row of the order's customer. */
type Lack = FieldPermission | 'phone row' | 'address row' | 'nothing';

/** An order's values before and after an edit: each is a secret the reader may not learn when it lacks its permission. */
const FIRST = {
  total_amount: '7531.86',
  total_fees: '86.42',
  shipper_fees: '13.57',
  phone: '01598765431',
  address: '17 Hidden Lane',
  notes: 'ring-the-back-door',
};
const SECOND = {
  total_amount: '8642.97',
  total_fees: '97.53',
  shipper_fees: '24.68',
  phone: '01298765432',
  address: '29 Quiet Street',
  notes: 'leave-with-guard',
};
/** What the customer is paid is the cash collected (FIRST's total) less the fees (SECOND's), so it gives either away. */
const CUSTOMER_CASHED = '7434.33';

interface Story {
  orderId: number;
  serials: string[];
  customerSerials: string[];
}

/** A reader with every screen, code, row and field permission but `lack`. */
async function reader(customerId: number, lack: Lack) {
  const login = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS, `${ADMIN_ORDERS}/edit`, '/dashboard/orders/printorders'] });
  await buildSpecialPermissions(t.db, login.user.id, ['export_orders']);
  await buildCustomerPermission(t.db, login.user.id, customerId, {
    view: true,
    updateOrder: true,
    phone: lack !== 'phone row',
    address: lack !== 'address row',
  });
  for (const field of FIELD_PERMISSIONS) await buildFieldPermission(t.db, login.user.id, field, field !== lack);
  return login;
}

/**
 * An order with the FIRST values, delivered, then edited to the SECOND ones (so its timeline holds both), its
 * cash handed over at an approved shipper closing and settled with its merchant, with a reply, and a second order
 * to the same phone that puts it on the repeated bell.
 */
async function story(world: Awaited<ReturnType<typeof orderWorld>>): Promise<Story> {
  const shipper = await buildShipper(t.db, { delivery_fee: '13.57' });
  const customer_serial = `CS-${world.customer.id}-A`;
  const created = await api.create(admin.token, orderPayload(world, { ...FIRST, customer_serial, shipper: shipper.id }));
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json<{ id: number; serial: string }>();
  expect((await api.move(admin.token, { id: order.id, status: 'Out For Deliver', shipper: shipper.id })).statusCode).toBe(200);
  expect((await api.move(admin.token, { id: order.id, status: 'Delivered', collected_amount: FIRST.total_amount })).statusCode).toBe(200);
  const edited = await api.patch(admin.token, order.id, { ...SECOND, customer_serial: `CS-${world.customer.id}-B` });
  expect(edited.statusCode, edited.body).toBe(200);
  const preview = (await closings.preview(admin.token, shipper.id)).json<{ to_hand_over: string }>();
  const closed = await closings.close(admin.token, { shipper: shipper.id, closing_date: cairoToday(), counted: preview.to_hand_over });
  expect(closed.statusCode, closed.body).toBe(201);
  expect((await closings.approve(supervisor.token, closed.json<{ id: number }>().id)).statusCode).toBe(200);
  const settled = await settlementsApi(t).settle(admin.token, { customer: world.customer.id, orders: [order.id] });
  expect(settled.statusCode, settled.body).toBe(201);
  await t.call(admin.token, { method: 'POST', url: '/api/orders/order-replies/', payload: { order: order.id, reply: 'Recipient asked for the evening' } });
  const again = await api.create(admin.token, orderPayload(world, { phone: SECOND.phone }));
  return {
    orderId: order.id,
    serials: [order.serial, again.json<{ serial: string }>().serial],
    customerSerials: [customer_serial, `CS-${world.customer.id}-B`],
  };
}

/** The values a reader lacking `lack` may never see anywhere. */
function secretsOf(lack: Lack, told: Story): string[] {
  const both = (key: keyof typeof FIRST) => [FIRST[key], SECOND[key]];
  switch (lack) {
    case 'show_order_serial':
      return told.serials;
    case 'show_customer_serial':
      return told.customerSerials;
    case 'show_total_amount':
      return [...both('total_amount'), CUSTOMER_CASHED];
    case 'show_fees':
      return [...both('total_fees'), CUSTOMER_CASHED];
    case 'show_shipper_fees':
      return both('shipper_fees');
    case 'show_customer_phone':
    case 'phone row':
      return both('phone');
    case 'address row':
      return both('address');
    case 'show_notes':
      return both('notes');
    default:
      return [];
  }
}

/** Every way an order reaches the reader, as text. */
async function everyPath(token: string, told: Story): Promise<Record<string, string>> {
  const text = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const paged = 'page=1&page_size=100';
  return {
    record: text(await api.get(token, told.orderId)),
    'admin list': text(await api.admin(token, {}, {}, paged)),
    'enhanced list': text(await t.call(token, { method: 'POST', url: `/api/orders/enhanced/?${paged}`, payload: { Filterdata: {} } })),
    'spec list': text(await api.drf(token, 'order/', { page_size: '100' })),
    'xlsx export': (await xlsxRows(await api.exportXlsx(token))).flat().join('|'),
    'xls export': xlsRows(await api.exportXls(token))
      .flat()
      .join('|'),
    timeline: text(await api.timeline(token, told.orderId)),
    'repeated bell': text(await t.call(token, { method: 'GET', url: '/api/notifications/repeated-orders/' })),
    replies: text(await t.call(token, { method: 'GET', url: '/api/orders/replies/' })),
    print: text(await api.print(token, [told.orderId])),
    'edit answer': text(await api.patch(token, told.orderId, { full_name: 'Renamed Recipient' })),
  };
}

/** The searches and sorts that could give a hidden value away, with what each may answer. */
async function probes(token: string, told: Story) {
  const found = async (query: string) =>
    (await api.admin(token, { query })).json<{ results: { id: number }[] }>().results.some((row) => row.id === told.orderId);
  const sorted = async (ordering: string) => (await api.admin(token, {}, { ordering })).statusCode;
  return {
    bySerial: await found(told.serials[0]!),
    byCustomerSerial: await found(told.customerSerials[1]!),
    byPhone: await found(SECOND.phone.slice(0, 6)),
    sortBySerial: await sorted('-serial'),
    sortByAmount: await sorted('total_amount'),
  };
}

const LACKS: Lack[] = [...FIELD_PERMISSIONS, 'phone row', 'address row'];

describe('the masking rule on every way out', () => {
  it.each(LACKS)('keeps what a reader without %s may not see out of every answer, search and sort', async (lack) => {
    const world = await orderWorld(t.db);
    const login = await reader(world.customer.id, lack);
    const told = await story(world);
    const bodies = await everyPath(login.token, told);
    for (const secret of secretsOf(lack, told)) {
      for (const [path, body] of Object.entries(bodies)) expect(body.includes(secret), `${secret} leaks through the ${path}`).toBe(false);
    }
    const probed = await probes(login.token, told);
    expect(probed.bySerial).toBe(lack !== 'show_order_serial');
    expect(probed.byCustomerSerial).toBe(lack !== 'show_customer_serial');
    expect(probed.byPhone).toBe(lack !== 'show_customer_phone' && lack !== 'phone row');
    expect(probed.sortBySerial).toBe(lack === 'show_order_serial' ? 400 : 200);
    expect(probed.sortByAmount).toBe(lack === 'show_total_amount' ? 400 : 200);
  });

  it('shows all of it to a reader who lacks nothing (the walk above can fail)', async () => {
    const world = await orderWorld(t.db);
    const login = await reader(world.customer.id, 'nothing');
    const told = await story(world);
    const bodies = await everyPath(login.token, told);
    const all = Object.values(bodies).join('\n');
    for (const lack of LACKS) for (const secret of secretsOf(lack, told)) expect(all.includes(secret), `${lack}: ${secret}`).toBe(true);
    expect(bodies['repeated bell']).toContain(told.serials[0]);
    expect(bodies.timeline).toContain(FIRST.shipper_fees);
  });
});
