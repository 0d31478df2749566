/**
 * The merchant's lists and figures (design.md section 9: within the order-list budget for a merchant with 100,000
 * of the 1M orders), and the staff desks of requests and issues. The busiest generated customer (the demo
 * merchant: the generator gives the first customer about 11% of the orders) logs in with its demo login; the
 * desks' work is added first (bench/desk-work.ts). Every call is timed as the order list is (bench/latency.ts),
 * and before each one the order-change sum is raised, as when anyone in the office moved an order since, so a
 * remembered list count (server/orders/count-cache.ts) answers only where it would in a busy office.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ORDER_STATUSES } from '../domain/orders/status';
import { addDeskWork } from './desk-work';
import type { BenchEngine } from './engine';
import { timeCalls, type TimedCall } from './latency';
import { fmt, type Measurement } from './report';

export interface MerchantFacts {
  customerId: number;
  orders: number;
  /** All orders, the merchant's and the others'. */
  total: number;
  userId: number;
  username: string;
  adminUserId: number;
  today: string;
  firstDate: string;
  /** The last 4 to 11 digits of phones of the merchant's listed orders. */
  phoneSuffixes: string[];
  /** The merchant's cities, busiest first. */
  cities: number[];
}

export async function readMerchantFacts(engine: BenchEngine): Promise<MerchantFacts> {
  const [top] = await engine.rows<{ id: number; n: number; total: number }>(
    'select customer_id as id, count(*)::int as n, (sum(count(*)) over ())::int as total from orders group by 1 order by 2 desc limit 1',
  );
  if (!top) throw new Error('no orders to measure a merchant with');
  const [login] = await engine.rows<{ id: number; username: string }>(
    `select id, username from users where customer_id = ${top.id} and is_active order by id limit 1`,
  );
  if (!login) throw new Error(`the busiest customer (${top.id}) has no merchant login`);
  const [admin] = await engine.rows<{ id: number }>('select id from users where is_superuser order by id limit 1');
  const [range] = await engine.rows<{ first: string; last: string }>('select min(order_date)::text as first, max(order_date)::text as last from orders');
  const phones = await engine.rows<{ phone: string }>(
    `select phone from orders where customer_id = ${top.id} and id % 97 = 0 and not rejected and (status_code is null or status_code = 1) order by id limit 200`,
  );
  const cities = await engine.rows<{ id: number }>(
    `select city_id as id from orders where customer_id = ${top.id} and city_id is not null group by 1 order by count(*) desc`,
  );
  return {
    customerId: top.id,
    orders: top.n,
    total: top.total,
    userId: login.id,
    username: login.username,
    adminUserId: admin!.id,
    today: range!.last,
    firstDate: range!.first,
    phoneSuffixes: phones.map((p, i) => p.phone.slice(-(4 + (i % 8)))),
    cities: cities.map((c) => c.id),
  };
}

const DAY = 86_400_000;
const shift = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A 30-day window ending 0-59 days before the last order day, or every day of the orders. */
const range = (f: MerchantFacts, days: 30 | 90, i: number) => {
  if (days === 90) return { from: f.firstDate, to: f.today };
  const to = shift(f.today, -(i % 60));
  return { from: shift(to, -29), to };
};

const hasRows = (response: LightMyRequestResponse): boolean => response.json<{ results: unknown[] }>().results.length > 0;

/** The calls: the merchant's, then the staff desks'. */
export function merchantCalls(app: FastifyInstance, f: MerchantFacts, merchantToken: string, adminToken: string): TimedCall[] {
  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const merchant = (url: (i: number) => string, found?: TimedCall['found']) => ({ call: (i: number) => get(merchantToken, url(i)), found });
  const staff = (url: string) => () => get(adminToken, url);
  const list = (query: (i: number) => string) => merchant((i) => `/api/addorders/get_customer_orders/?${query(i)}`, hasRows);
  const figures = (days: 30 | 90) =>
    ['today_pickup', 'get_total_collected', 'get_top_cities', 'get_orders_status', 'get_yesterday_orders'].map((name) => ({
      what: `merchant figures, ${days} days: ${name}`,
      ...merchant((i) => {
        const { from, to } = range(f, days, i);
        return `/api/addorders/${name}?id=${f.customerId}&from_date=${from}&to_date=${to}`;
      }),
    }));
  const whole = `order_date=${f.firstDate}&to_date=${f.today}`;
  return [
    { what: 'merchant orders: default list', ...list(() => 'page=1&page_size=10') },
    {
      what: 'merchant orders: one status',
      ...list((i) => `status=${encodeURIComponent(ORDER_STATUSES[i % ORDER_STATUSES.length]!)}&page=1&page_size=10`),
    },
    { what: 'merchant orders: phone, last 4-11 digits', ...list((i) => `query=${f.phoneSuffixes[i % f.phoneSuffixes.length]}&page=1&page_size=10`) },
    { what: 'merchant orders: page 50', ...list(() => 'page=50&page_size=10') },
    ...figures(30),
    ...figures(90),
    { what: 'merchant price list', ...merchant(() => `/api/merchant/prices/?id=${f.customerId}`) },
    { what: 'merchant report: orders by city, 90 days', ...merchant(() => `/api/merchant/reports/cities/?from_date=${f.firstDate}&to_date=${f.today}`) },
    {
      what: 'merchant report: one city, 90 days',
      ...merchant((i) => `/api/merchant/reports/cities/orders/?city=${f.cities[i % Math.min(8, f.cities.length)]}&${whole}&page=1&page_size=10`, hasRows),
    },
    { what: 'merchant requests: pickups', ...merchant(() => '/api/merchant/requests/?kind=pickup&page=1&page_size=10', hasRows) },
    { what: 'merchant issues', ...merchant(() => '/api/merchant/issues/?page=1&page_size=10', hasRows) },
    { what: 'merchant notifications', ...merchant(() => '/api/notifications/?page=1&page_size=10', hasRows) },
    { what: 'staff desk: pickups (backup_list)', call: staff('/api/addorders/backup_list?page=1&page_size=10'), found: hasRows },
    { what: 'staff desk: material requests', call: staff('/api/addorders/material_requst_list?page=1&page_size=10'), found: hasRows },
    { what: 'staff desk: issues', call: staff('/api/issues/?page=1&page_size=10'), found: hasRows },
  ];
}

/**
 * Raises the order-change sum, as any order moved in the office does: a remembered list count below the cap no
 * longer holds, so such lists count afresh; a capped one holds for COUNT_SLACK changes, as in the app.
 */
export const forgetCounts = (engine: BenchEngine) => () =>
  engine.exec(
    `insert into order_changes as c (backend, status, changed) values (0, '', 1) on conflict (backend, status) do update set changed = c.changed + 1`,
  );

/**
 * Adds the desks' work, logs in as the busiest merchant and as the admin (`login` by username) and times every
 * merchant list and figure and the staff desks.
 */
export async function measureMerchant(
  app: FastifyInstance,
  engine: BenchEngine,
  login: (username: string) => Promise<string>,
  admin: string,
  requests: number,
  log: (line: string) => void,
): Promise<Measurement[]> {
  const facts = await readMerchantFacts(engine);
  const days = Math.round((Date.parse(facts.today) - Date.parse(facts.firstDate)) / DAY) + 1;
  const work = await addDeskWork(engine, { customerId: facts.customerId, merchantUserId: facts.userId, adminUserId: facts.adminUserId, days });
  log(`  ${facts.username}: ${facts.orders.toLocaleString('en')} orders; desks' work added in ${fmt(work.ms / 1000)} s`);
  const data: Measurement = {
    what: 'merchant benchmark data',
    engine: engine.kind,
    figure: `${facts.orders.toLocaleString('en')} of ${facts.total.toLocaleString('en')} orders are one merchant's`,
    value: facts.orders,
    unit: 'orders',
    budget: '>= 10% of the orders',
    pass: facts.orders * 10 >= facts.total,
    note: `${work.requests.toLocaleString('en')} requests, ${work.issues.toLocaleString('en')} issues and ${work.notices.toLocaleString('en')} bell entries added in ${fmt(work.ms / 1000)} s, a fifth of the requests and issues the merchant's`,
  };
  const calls = merchantCalls(app, facts, await login(facts.username), await login(admin));
  return [data, ...(await timeCalls(calls, { engine: engine.kind, requests, before: forgetCounts(engine) }))];
}
