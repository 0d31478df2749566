import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { cairoToday } from '../../domain/time';
import { buildCity, buildCustomer, buildCustomerPrice, buildHub, buildOrder, buildShipper } from './builders';
import { closingsApi } from './ledger';
import type { TestApp } from './test-app';

type Payload = Record<string, unknown>;

/** The merchant money calls: wallets, customer closings and statements. */
export function settlementsApi(t: TestApp) {
  const get = (token: string, url: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url, query });
  return {
    wallets: (token: string, query: Record<string, string> = {}) => get(token, '/api/customers/wallet/', query),
    wallet: (token: string, customer: number) => get(token, `/api/customers/wallet/${customer}`),
    preview: (token: string, customer: number) => get(token, '/api/customer-closing/preview/', { customer: String(customer) }),
    settle: (token: string, payload: Payload) =>
      t.call(token, { method: 'POST', url: '/api/customer-closing/', payload: { idempotency_key: randomUUID(), note: '', ...payload } }),
    list: (token: string, query: Record<string, string> = {}) => get(token, '/api/customer-closing/', query),
    statement: (token: string, id: number) => get(token, `/api/customer-closing/${id}`),
    exportStatement: (token: string, id: number, lang: 'en' | 'ar' = 'en') =>
      t.call(token, { method: 'POST', url: `/api/customer-closing/${id}/export/`, payload: { lang } }),
  };
}

/**
 * A merchant (charged return fees) whose parcels of these amounts were delivered in full and handed over at a
 * shipper closing another user approved (so they are Collected), with one parcel returned (a 15 LE fee) and one
 * delivered but still with the shipper. Fees: 45 LE delivery, 20 LE the shipper's.
 */
export async function merchantWithMoney(t: TestApp, staff: string, approver: string, amounts: readonly string[] = ['300.00', '250.00']) {
  const api = closingsApi(t);
  const city = await buildCity(t.db);
  const customer = await buildCustomer(t.db, { HasReturnPrice: true });
  await buildCustomerPrice(t.db, { customer_id: customer.id, city_id: city.id, return_price: '15.00' });
  await buildHub(t.db);
  const shipper = await buildShipper(t.db);
  const parcel = (total_amount: string, shipper_id: number) =>
    buildOrder(t.db, {
      customer_id: customer.id,
      city_id: city.id,
      shipper_id,
      status: 'Out For Deliver',
      total_amount,
      total_fees: '45.00',
      shipper_fees: '20.00',
    });
  const collected = [];
  for (const amount of amounts) collected.push(await parcel(amount, shipper.id));
  for (const order of collected) expect((await api.deliver(staff, order.id, order.total_amount)).statusCode).toBe(200);
  const preview = (await api.preview(staff, shipper.id)).json<{ to_hand_over: string }>();
  const closing = await api.close(staff, { shipper: shipper.id, closing_date: cairoToday(), counted: preview.to_hand_over });
  expect(closing.statusCode, closing.body).toBe(201);
  expect((await api.approve(approver, closing.json<{ id: number }>().id)).statusCode).toBe(200);
  const returned = await buildOrder(t.db, { customer_id: customer.id, city_id: city.id, status: 'Rejected', total_amount: '180.00', total_fees: '45.00' });
  expect((await api.move(staff, { id: returned.id, status: 'Returned', note: 'back to the merchant' })).statusCode).toBe(200);
  const otherShipper = await buildShipper(t.db);
  const outstanding = await parcel('400.00', otherShipper.id);
  expect((await api.deliver(staff, outstanding.id, '400.00')).statusCode).toBe(200);
  return { customer, shipper, collected, returned, outstanding };
}

/** The payout calls. */
export function payoutsApi(t: TestApp) {
  const post = (token: string, url: string, payload: Payload) => t.call(token, { method: 'POST', url, payload });
  return {
    due: (token: string, method: string) => t.call(token, { method: 'GET', url: '/api/payouts/due/', query: { method } }),
    create: (token: string, payload: Payload) => post(token, '/api/payouts/', { idempotency_key: randomUUID(), note: '', ...payload }),
    batch: (token: string, id: number) => t.call(token, { method: 'GET', url: `/api/payouts/${id}` }),
    list: (token: string) => t.call(token, { method: 'GET', url: '/api/payouts/' }),
    file: (token: string, id: number, lang = 'en') => t.call(token, { method: 'GET', url: `/api/payouts/${id}/file/`, query: { lang } }),
    pay: (token: string, id: number, payouts: number[], reference: string) => post(token, `/api/payouts/${id}/pay/`, { payouts, reference }),
    fail: (token: string, id: number, item: number, reason: string) => post(token, `/api/payouts/${id}/items/${item}/fail/`, { reason }),
  };
}

/** The deposit and withdrawal screen's call: cash between the office box and the bank, and the owners' money. */
export function cashApi(t: TestApp) {
  return {
    move: (token: string, payload: Payload) =>
      t.call(token, { method: 'POST', url: '/api/cashtransfers', payload: { idempotency_key: randomUUID(), note: '', ...payload } }),
    list: (token: string) => t.call(token, { method: 'GET', url: '/api/cashtransfers/' }),
  };
}

/** The owners put this much into the office box (an opening balance), for tests that spend from it. */
export async function fundOffice(t: TestApp, token: string, amount: string, account: 'office_cash' | 'bank' = 'office_cash') {
  const moved = await cashApi(t).move(token, { kind: 'capital_in', account, amount });
  expect(moved.statusCode, moved.body).toBe(201);
}

/**
 * A merchant paid by `method` with its collected and returned orders settled: 445 LE due (merchantWithMoney's
 * figures). For a transfer, the office has taken that much of the closing's cash to the bank.
 */
export async function merchantDue(t: TestApp, staff: string, approver: string, method = 'bank_transfer') {
  const money = await merchantWithMoney(t, staff, approver);
  if (method !== 'cash') expect((await cashApi(t).move(staff, { kind: 'deposit', amount: '445.00' })).statusCode).toBe(201);
  await t.db.execute(sql`update customers set payout_method = ${method}, payout_account = ${`EG38 0019 ${money.customer.id}`} where id = ${money.customer.id}`);
  const orders = [...money.collected.map((o) => o.id), money.returned.id];
  const settled = await settlementsApi(t).settle(staff, { customer: money.customer.id, orders });
  expect(settled.statusCode, settled.body).toBe(201);
  return money;
}

/**
 * What must hold of a merchant's money after any sequence of events: what the company owes it (its earnings not
 * settled, plus what is settled and not paid) equals what was collected for it less its fees less what was paid
 * out; what is due equals what its closings settled less what payouts paid (nothing settled or paid twice).
 */
export async function merchantProblems(db: TestApp['db'], customerId: number): Promise<string[]> {
  const [row] = rowsOf(
    await db.execute(sql`select
      coalesce((select -balance from ledger_accounts where kind = 'merchant' and owner_id = ${customerId}), 0)::text as earned,
      coalesce((select -balance from ledger_accounts where kind = 'merchant_due' and owner_id = ${customerId}), 0)::text as due,
      coalesce((select sum(case when status in ('Delivered', 'Collected') then round(coalesce(collected_amount, total_amount) * 100) - round(total_fees * 100)
        when status = 'Returned' then -round(return_fees * 100) else 0 end) from orders where customer_id = ${customerId}), 0)::bigint::text as position,
      coalesce((select sum(amount) from payouts where customer_id = ${customerId} and status = 'paid'), 0)::text as paid,
      coalesce((select sum(net) from customer_closings where customer_id = ${customerId}), 0)::text as settled`),
  );
  const [earned, due, position, paid, settled] = ['earned', 'due', 'position', 'paid', 'settled'].map((key) => BigInt(String(row![key])));
  const problems: string[] = [];
  if (earned! + due! !== position! - paid!)
    problems.push(`customer ${customerId} is owed ${earned! + due!}, collected less fees less paid is ${position! - paid!}`);
  if (due! !== settled! - paid!) problems.push(`customer ${customerId} has ${due!} due, settled less paid is ${settled! - paid!}`);
  return problems;
}
