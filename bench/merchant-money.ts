/**
 * The merchants' money on the big database (issue: a merchant's wallet under 5 ms, the revenue list of all
 * merchants for a month under 300 ms p95, a customer closing of 2,000 orders under 2 s, the finance page under
 * 300 ms), with the bench's 2,000 merchants and 150 couriers (bench/partners.ts). The daily tables the revenue
 * list and the finance page read (merchant_days, ledger_days) are filled for every merchant's and courier's
 * accounts over the orders' year, as a year of postings would have left them. One merchant gets 2,000 delivered orders posted to the ledger through the app's own posting
 * (so its wallet reads real entries) and marked Collected, as an approved shipper closing leaves them; its
 * closing is then timed as a clerk makes it (one call, server time through app.inject).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { positionOf } from '../domain/ledger/position';
import { postTransactions } from '../server/ledger/post';
import type { BenchEngine } from './engine';
import { MERCHANTS_WANTED } from './partners';
import { timeCalls } from './latency';
import { fmt, skipped, within, type Measurement } from './report';
import { ledgerKey } from '../domain/ledger/keys';

export const CLOSING_ORDERS = 2000;
const CLOSING_BUDGET_S = 2;
const WALLET_BUDGET_MS = 5;
const PAGE_BUDGET_MS = 300;

/** A year of daily revenue and account movements for every merchant, as the postings of a busy year leave them. */
async function fillDailyTables(engine: BenchEngine): Promise<void> {
  await engine.exec(
    `insert into ledger_accounts (kind, owner_id) select k, c.id from customers c, unnest(array['merchant', 'merchant_due']) k on conflict do nothing`,
  );
  await engine.exec(`insert into merchant_days (customer_id, day, delivered, returned, collected, fees, return_fees, net)
    select c.id, d::date, 1 + (c.id + extract(doy from d)::int) % 9, (c.id + extract(doy from d)::int) % 2,
      30000 * (1 + (c.id + extract(doy from d)::int) % 9), 4500 * (1 + (c.id + extract(doy from d)::int) % 9), 1500 * ((c.id + extract(doy from d)::int) % 2),
      25500 * (1 + (c.id + extract(doy from d)::int) % 9) - 1500 * ((c.id + extract(doy from d)::int) % 2)
    from customers c, generate_series(current_date - 364, current_date, interval '1 day') d
    where (c.id + extract(doy from d)::int) % 3 <> 0
    on conflict do nothing`);
  // Each courier's three accounts move every working day too.
  await engine.exec(`insert into ledger_accounts (kind, owner_id) select k, s.id from shippers s, unnest(array['shipper_cash', 'shipper_payable', 'shipper_debt']) k
    where not s.is_hub on conflict do nothing`);
  await engine.exec(`insert into ledger_days (account_id, day, amount)
    select a.id, d::date, case when a.kind = 'merchant' then -25500 when a.kind like 'shipper%' then 900 else 20000 end * (1 + (a.owner_id + extract(doy from d)::int) % 9)
    from ledger_accounts a, generate_series(current_date - 364, current_date, interval '1 day') d
    where a.kind in ('merchant', 'merchant_due', 'shipper_cash', 'shipper_payable', 'shipper_debt') and (a.owner_id + extract(doy from d)::int) % 3 <> 0
    on conflict do nothing`);
}

/** The bench merchant's 2,000 orders: delivered, posted to the ledger by the app's posting, then Collected. */
async function collectedOrders(engine: BenchEngine, customer: number): Promise<number[]> {
  const rows = await engine.rows<{ id: number }>(`update orders set customer_id = ${customer}, status = 'Collected', collected_amount = total_amount
    where id in (select id from orders where status = 'Pending' and status_code is null and not rejected and total_amount > 0 order by id limit ${CLOSING_ORDERS})
    returning id`);
  const ids = rows.map((row) => row.id);
  const orders = await engine.rows<{
    id: number;
    customer_id: number;
    shipper_id: number | null;
    total_amount: string;
    total_fees: string;
    shipper_fees: string;
    collected_amount: string | null;
    return_fees: string;
  }>(`select id, customer_id, shipper_id, total_amount::text, total_fees::text, shipper_fees::text, collected_amount::text, return_fees::text
      from orders where id in (${ids.join(',')})`);
  await engine.db.transaction((tx) =>
    postTransactions(
      tx,
      orders.map((order) => ({
        header: { kind: 'delivered' as const, key: ledgerKey.order(order.id, 1), user_id: null, order_id: order.id },
        postings: positionOf({ ...order, status: 'Collected' }),
      })),
    ),
  );
  return ids;
}

export async function measureMerchantMoney(app: FastifyInstance, engine: BenchEngine, token: string, requests: number): Promise<Measurement[]> {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  await fillDailyTables(engine);
  const [merchant] = await engine.rows<{ id: number }>(`select max(id)::int as id from customers`);
  const ids = await collectedOrders(engine, merchant!.id);
  const what = `a customer closing of ${CLOSING_ORDERS.toLocaleString('en')} orders`;
  const budget = `< ${CLOSING_BUDGET_S} s`;
  if (ids.length < CLOSING_ORDERS) return [skipped(what, engine.kind, budget, `only ${ids.length} Pending orders to deliver`)];
  const wallet = await timeCalls([{ what: 'a merchant wallet (2,000 orders unsettled)', call: () => call('GET', `/api/customers/wallet/${merchant!.id}`) }], {
    engine: engine.kind,
    requests,
    budgetMs: WALLET_BUDGET_MS,
  });
  const started = performance.now();
  const saved = await call('POST', '/api/customer-closing/', { customer: merchant!.id, orders: ids, note: '', idempotency_key: `bench-settle-${Date.now()}` });
  const seconds = (performance.now() - started) / 1000;
  const body = (response: LightMyRequestResponse) => response.json<{ order_count: number; net: string }>();
  const closing: Measurement =
    saved.statusCode === 201
      ? {
          what,
          engine: engine.kind,
          figure: `${fmt(seconds * 1000, 0)} ms`,
          value: seconds,
          unit: 's',
          budget,
          pass: body(saved).order_count === CLOSING_ORDERS && within(seconds, CLOSING_BUDGET_S),
          note: `${body(saved).order_count} orders, ${body(saved).net} LE net`,
        }
      : { ...skipped(what, engine.kind, budget, `save: ${saved.statusCode} ${saved.body.slice(0, 200)}`), figure: 'error', pass: false };
  const month = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const pages = await timeCalls(
    [
      {
        what: `revenue of all ${MERCHANTS_WANTED} merchants for a month`,
        call: () => call('GET', `/api/customers/newrevenue/?from_date=${month}&to_date=${today}&page=1&page_size=25`),
      },
      { what: 'the finance page (position, 90-day trend)', call: () => call('GET', '/api/finance/') },
      { what: 'the wallets of all merchants, most owed first', call: () => call('GET', '/api/customers/wallet/?page=1&page_size=25') },
    ],
    { engine: engine.kind, requests, budgetMs: PAGE_BUDGET_MS },
  );
  return [...wallet, closing, ...pages];
}
