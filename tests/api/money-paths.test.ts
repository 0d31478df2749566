import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CLOSED_ORDER_FIELDS, ORDER_MONEY_FIELDS } from '../../domain/ledger/position';
import { cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import type { CatalogueEntry } from '../../server/plugins/access';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildShipper } from '../helpers/builders';
import { closingsApi, ledgerProblems, orderMoneyProblems, shipperDay } from '../helpers/ledger';
import { eventCount, storedOrder } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });

/** A delivered order whose cash is in the ledger, not closed yet, with its shipper. */
async function openDelivered() {
  const day = await shipperDay(t.db, ['400.00']);
  const order = day.parcels[0]!;
  expect((await api.deliver(admin.token, order.id, '400.00')).statusCode).toBe(200);
  return { ...day, order: (await storedOrder(t.db, order.id))! };
}

/** A delivered order whose cash a shipper closing took and another person approved: Collected, its money closed. */
async function closedOrder() {
  const day = await openDelivered();
  const closing = await api.close(admin.token, { shipper: day.shipper.id, closing_date: cairoToday(), counted: '380.00' });
  expect(closing.statusCode, closing.body).toBe(201);
  expect((await api.approve(supervisor.token, closing.json<{ id: number }>().id)).statusCode).toBe(200);
  return { ...day, order: (await storedOrder(t.db, day.order.id))! };
}

type Case = (order: { id: number; serial: string; version: number }, shipper: number) => InjectOptions;
const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({ method: 'POST', url, payload });

/**
 * Every route that can write an order's money field, and a request of it that tries to on the order given. A route
 * the app registers whose body names a money field must be here (the first test fails otherwise), so a new one
 * cannot write money without being walked.
 */
const WRITERS: Record<string, Case> = {
  'POST /api/addorders/order/': () => post('/api/addorders/order/', {}),
  'PUT /api/addorders/order/:id/': (o) => ({ method: 'PUT', url: `/api/addorders/order/${o.id}/`, payload: { total_amount: '1.00', total_fees: '0.00' } }),
  'PATCH /api/addorders/order/:id/': (o) => ({
    method: 'PATCH',
    url: `/api/addorders/order/${o.id}/`,
    payload: { total_amount: '1.00', shipper_fees: '99.00' },
  }),
  'POST /api/orders/orders_status_update/': (o) => post('/api/orders/orders_status_update/', { id: o.id, status: 'Delivered', collected_amount: '1.00' }),
  'POST /api/orders/OrderbulkUpdate': (o) => post('/api/orders/OrderbulkUpdate', { ids: [o.id], status: 'Delivered', collected_amount: '1.00' }),
  'POST /api/orders/money_cashed/': (o) => post('/api/orders/money_cashed/', { ids: [o.id], side: 'customer', state: 'Full Submit' }),
  'POST /api/orders/fee/': (o) => post('/api/orders/fee/', { id: o.id, total_fees: '1.00', reason: 'discount' }),
  'POST /api/addorders/hurryorder/': () => post('/api/addorders/hurryorder/', {}),
  'POST /api/merchant/orders/': () => post('/api/merchant/orders/', {}),
  'PUT /api/merchant/orders/:id/': (o) => ({ method: 'PUT', url: `/api/merchant/orders/${o.id}/`, payload: { total_amount: '1.00' } }),
  'POST /api/approvallist/': (o) => post('/api/approvallist/', { kind: 'fee_change', order_id: o.id, amount: '1.00', reason: 'asked' }),
  'POST /api/editapprovallist/': (o) => post('/api/editapprovallist/', { kind: 'fee_change', order_id: o.id, amount: '1.00', reason: 'asked' }),
  'POST /api/orders/review/': (o, shipper) => post('/api/orders/review/', { shipper, orders: [{ id: o.id, status: 'Delivered', collected_amount: '1.00' }] }),
  'POST /api/orders/quick_action/': (o, shipper) => post('/api/orders/quick_action/', { shipper, ids: [o.id], action: 'deliver' }),
  'POST /api/orders/assign_shipper/': (o, shipper) => post('/api/orders/assign_shipper/', { ids: [o.id], shipper }),
  'POST /api/shippers/daily_send_orders/': (o, shipper) => post('/api/shippers/daily_send_orders/', { shipper, ids: [o.id] }),
  'POST /api/orders/in_out/': (o) => post('/api/orders/in_out/', { direction: 'in', serial: o.serial }),
};

/** The field names of a schema, nested ones included (a review's orders name their collected amount). */
function namesIn(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([name, inner]) => [name, ...namesIn(inner)]),
    ...namesIn(node.items),
    ...(node.anyOf ?? []).flatMap(namesIn),
  ];
}
const namesMoney = (route: CatalogueEntry) =>
  namesIn(route.schema?.body).some((name) => (ORDER_MONEY_FIELDS as readonly string[]).includes(name) || name === 'state');
const label = (route: CatalogueEntry) => `${route.method} ${route.url}`;
const FIELDS = ORDER_MONEY_FIELDS.join(', ');

describe('every money field of an order is written through the ledger or refused', () => {
  it('walks every route whose body names a money field of an order', () => {
    const writers = t.app.routeCatalogue.filter((route) => route.method !== 'GET' && namesMoney(route)).map(label);
    expect(writers.length).toBeGreaterThan(8);
    expect(writers.filter((name) => !(name in WRITERS))).toEqual([]);
  });

  it('lists as money every column of an order that holds an amount or a cash state', async () => {
    const columns = rowsOf(
      await t.db.execute(sql`select column_name from information_schema.columns where table_name = 'orders'
        and (data_type = 'numeric' or column_name like '%cash%' or column_name like '%fee%' or column_name like '%amount%')`),
    ).map((row) => String(row.column_name));
    // Weight is kilograms; the manual flag says who set the courier's fee, not how much.
    expect(columns.filter((column) => !['weight', 'shipper_fees_manual'].includes(column)).sort()).toEqual([...ORDER_MONEY_FIELDS].sort());
  });

  it.each(Object.keys(WRITERS))('%s leaves a closed order as its closing left it', async (name) => {
    const { order, shipper } = await closedOrder();
    const answer = await t.call(admin.token, WRITERS[name]!(order, shipper.id));
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    const after = await storedOrder(t.db, order.id);
    for (const field of CLOSED_ORDER_FIELDS) expect(after?.[field], `${field} (${FIELDS})`).toEqual(order[field]);
    expect(await orderMoneyProblems(t.db)).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it.each(Object.keys(WRITERS))('%s on a delivered order no closing holds posts what it changes', async (name) => {
    const { order, shipper } = await openDelivered();
    const answer = await t.call(admin.token, WRITERS[name]!(order, shipper.id));
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect(await orderMoneyProblems(t.db)).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses any other write of a closed order in the database itself', async () => {
    const { order } = await closedOrder();
    const changes: Record<(typeof CLOSED_ORDER_FIELDS)[number], ReturnType<typeof sql>> = {
      total_amount: sql`total_amount = 1`,
      total_fees: sql`total_fees = 1`,
      shipper_fees: sql`shipper_fees = 1`,
      return_fees: sql`return_fees = 1`,
      collected_amount: sql`collected_amount = 1`,
      shipper_cashed: sql`shipper_cashed = 1`,
      shipper_cash_state: sql`shipper_cash_state = 'No Submit'`,
      customer_cashed: sql`customer_cashed = 1`,
      customer_cash_state: sql`customer_cash_state = 'Full Submit'`,
      customer_id: sql`customer_id = customer_id + 0 * id + (select min(id) from customers where id <> ${order.customer_id})`,
      shipper_id: sql`shipper_id = ${(await buildShipper(t.db)).id}`,
    };
    const codeOf = async (write: Promise<unknown>) =>
      write.then(
        () => 'written',
        (error: { cause?: { code?: string } }) => error.cause?.code,
      );
    for (const field of CLOSED_ORDER_FIELDS)
      expect(await codeOf(t.db.execute(sql`update orders set ${changes[field]} where id = ${order.id}`)), field).toBe('CL001');
    await t.db.execute(sql`update orders set notes = 'still a note one may write' where id = ${order.id}`);
  });
});

describe('money cashed marks nothing by hand', () => {
  it('sends the shipper to his closing and the merchant to its customer closing, and ten calls at once write nothing', async () => {
    const { order } = await openDelivered();
    const events = await eventCount(t.db, order.id);
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call(admin.token, post('/api/orders/money_cashed/', { ids: [order.id], side: i % 2 ? 'shipper' : 'customer', state: 'Full Submit' })),
      ),
    );
    expect(new Set(calls.map((answer) => answer.statusCode))).toEqual(new Set([409]));
    expect(new Set(calls.map((answer) => answer.json<ErrorBody>().key))).toEqual(new Set(['ledger.cash_by_closing', 'ledger.settle_by_closing']));
    expect(await eventCount(t.db, order.id)).toBe(events);
    expect(await storedOrder(t.db, order.id)).toMatchObject({ customer_cash_state: 'No Submit', customer_cashed: '0.00', version: order.version });
  });
});
