/**
 * Loads N generated orders (1,000,000 by default), a year of work of 2,000 merchants and 150 couriers (the demo's
 * and those bench/partners.ts adds first), into a database that already holds the demo seed, as fast as
 * the engine allows: the shared row maker runs in worker threads, rows go in with COPY, the orders table's
 * secondary indexes and foreign keys are dropped for the load and rebuilt (and validated) afterwards, then
 * VACUUM ANALYZE (what autovacuum would do on PostgreSQL; it also lets index-only scans work). The merchants'
 * day figures (order_day_figures, order_day_cities, order_day_shippers) are not kept row by row during the load: their insert
 * trigger is off, and they are made afresh from all the orders at the end, as the indexes are. Orders go in one
 * day at a time, oldest first, so ids follow time as in a real table. Then what the reports read besides, timed
 * apart from the load: of the orders' timelines their entry by a staff member and the events that moved parcels
 * between couriers, with the merchants' issues about some of them and the couriers' run sheets (workSql, below), and
 * every delivery posted to the ledger (./ledger-work.ts); what the writes keep of them (the sheets' figures, the
 * deliveries' facts and figures, the staff's figures) follows those statements through their triggers, as in the app.
 *
 *   tsx bench/generate.ts [count]   PGlite in DATA_DIR (default ./data), or DATABASE_URL when set
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedDemo } from '../server/db/seed';
import { loadOrderContext } from '../server/db/seed/order-context';
import { openPgliteEngine, openPostgresEngine, type BenchEngine } from './engine';
import { COPY_COLUMNS } from './copy-text';
import { enteredSql, postDeliveries } from './ledger-work';
import { enoughPartners } from './partners';
import { orderBlocks } from './row-blocks';

export interface GenerateOptions {
  count: number;
  days?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface GenerateResult {
  count: number;
  totalMs: number;
  copyMs: number;
  rebuildMs: number;
  analyzeMs: number;
  /** Writing what the reports read besides the orders (workSql), not counted in totalMs. */
  workMs: number;
  note: string;
}

/** The days the orders span: a year of work (issue 23, item 8). */
const DAYS = 365;

/** The trigger that keeps the day figures as orders are inserted (migration 0009). */
const FIGURES_TRIGGER = 'orders_figures_insert';

/** Row indexes make customer serials unique: the demo seed used 0..4999, generated rows start above these. */
const FIRST_INDEX = 1_000_000;

interface Secondary {
  name: string;
  kind: 'index' | 'fk';
  def: string;
}

async function dropSecondaries(engine: BenchEngine): Promise<Secondary[]> {
  const found = await engine.rows<Secondary>(`
    select indexname as name, 'index' as kind, indexdef as def from pg_indexes
      where schemaname = current_schema() and tablename = 'orders' and indexname <> 'orders_pkey'
    union all
    select conname, 'fk', pg_get_constraintdef(oid) from pg_constraint where conrelid = 'orders'::regclass and contype = 'f'`);
  for (const item of found) {
    await engine.exec(item.kind === 'fk' ? `alter table orders drop constraint "${item.name}"` : `drop index "${item.name}"`);
  }
  return found;
}

/** Rebuilds indexes (several at once where the engine has connections), then re-adds the foreign keys. */
async function restoreSecondaries(engine: BenchEngine, items: Secondary[], log: (line: string) => void): Promise<void> {
  const indexes = items.filter((i) => i.kind === 'index');
  let next = 0;
  const lane = async () => {
    while (next < indexes.length) {
      const def = indexes[next++]!.def;
      const started = performance.now();
      await engine.exec(`set maintenance_work_mem = '256MB'; ${def}`);
      if (process.env.BENCH_DEBUG) log(`  ${Math.round(performance.now() - started)} ms ${def}`);
    }
  };
  await Promise.all(Array.from({ length: engine.parallelism }, lane));
  for (const fk of items.filter((i) => i.kind === 'fk')) await engine.exec(`alter table orders add constraint "${fk.name}" ${fk.def}`);
}

export async function generateOrders(engine: BenchEngine, options: GenerateOptions): Promise<GenerateResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const days = options.days ?? DAYS;
  await enoughPartners(engine);
  const ctx = await loadOrderContext(engine.db, days);
  const [last] = await engine.rows<{ id: number }>('select coalesce(max(id), 0)::int as id from orders');
  const dropped = await dropSecondaries(engine);
  await engine.exec(`alter table orders disable trigger ${FIGURES_TRIGGER}`);
  const blocks = orderBlocks(ctx, {
    count: options.count,
    firstIndex: FIRST_INDEX + (last?.id ?? 0),
    seed: options.seed ?? 1_000_003,
    workers: engine.kind === 'postgres' ? 2 : 1,
  });
  let loaded = 0;
  const counted = async function* () {
    for await (const block of blocks) {
      yield block;
      loaded += 1;
      if (loaded % 30 === 0) log(`  ${engine.kind}: ${((performance.now() - started) / 1000).toFixed(1)} s, ${loaded} of ${days} days sent`);
    }
  };
  let copied = started;
  try {
    await engine.copyFrom(`orders (${COPY_COLUMNS})`, counted());
    copied = performance.now();
    await restoreSecondaries(engine, dropped, log);
  } finally {
    // Made afresh from every order, however much of the load went in, and kept row by row again from here on.
    await engine.exec(`select order_figures_rebuild(); alter table orders enable trigger ${FIGURES_TRIGGER}`);
  }
  const rebuilt = performance.now();
  await engine.exec(workSql(last?.id ?? 0));
  await engine.exec(enteredSql(last?.id ?? 0));
  const deliveries = await postDeliveries(engine, last?.id ?? 0);
  log(`  ${engine.kind}: ${deliveries.toLocaleString('en')} deliveries posted`);
  const worked = performance.now();
  // Every table, as the server does at start on PGlite (server/db/maintenance.ts) and autovacuum on PostgreSQL: the
  // demo's small tables need their statistics too, or a report joining them plans as if they were empty.
  await engine.exec('vacuum (analyze)');
  const done = performance.now();
  return {
    count: options.count,
    totalMs: done - started - (worked - rebuilt),
    copyMs: copied - started,
    rebuildMs: rebuilt - copied,
    analyzeMs: done - worked,
    workMs: worked - rebuilt,
    note: `COPY one day per block, oldest first; ${dropped.length} indexes and foreign keys, and the day figures, rebuilt after the load; VACUUM ANALYZE; then the reports' work: the parcels moved between couriers, the merchants' issues, the couriers' run sheets, each order's entry by a staff member, and every delivery posted to the ledger`,
  };
}

/**
 * What the reports read besides the orders, made from the generated orders (those after `after`) in set-based
 * statements: one parcel in forty held by a courier came to him from another courier two hours after it was
 * entered (shippertransferreport); one order in two hundred has its merchant's issue about it, opened with the
 * order, answered after 20 to 2,900 minutes when its id is even, and closed a day after the answer when its id ends
 * in 0 or 4 (issuereport); every parcel that left the hub went out on its courier's run sheet of its order day, and
 * one in eight of those had gone out the day before too (a second attempt: followordersreport,
 * shipperevaluationreport), one sheet per courier and day; the lines are written numbered (the day before first) with
 * the parcel's status, and the sheets' figures (run_sheet_figures) follow the insert as they follow a hand-over.
 */
const workSql = (after: number) => `
  with couriers as (select array_agg(id order by id) as ids from shippers where id <> 1 and is_active)
  insert into order_events (order_id, action, from_status, to_status, note, changes, at)
  select o.id, 'assign', o.status, o.status, 'Courier off sick',
    jsonb_build_object('shipper_id', jsonb_build_array(c.ids[1 + (o.id / 40) % array_length(c.ids, 1)], o.shipper_id)), o.created_at + interval '2 hours'
  from orders o, couriers c
  where o.id > ${after} and o.id % 40 = 7 and o.shipper_id is not null and o.shipper_id <> 1
    and c.ids[1 + (o.id / 40) % array_length(c.ids, 1)] <> o.shipper_id;
  insert into issues (customer_id, order_id, subject, status, created_at, last_message_at, closed_at)
  select o.customer_id, o.id, 'Where is my parcel?', case when o.id % 10 in (0, 4) then 'closed' else 'open' end, o.created_at, o.created_at,
    case when o.id % 10 in (0, 4) then o.created_at + (20 + o.id % 2880) * interval '1 minute' + interval '1 day' end
  from orders o where o.id > ${after} and o.id % 200 in (0, 4, 7, 13);
  insert into issue_messages (issue_id, side, text, created_at)
  select i.id, 'staff', 'On its way.', i.created_at + (20 + i.order_id % 2880) * interval '1 minute'
  from issues i join orders o on o.id = i.order_id where o.id > ${after} and i.order_id % 2 = 0;
  create temporary table went as
    select o.shipper_id, o.order_date as day, o.id, o.status, case when o.id % 8 = 3 then 2 else 1 end as attempt, false as went_again from orders o
    where o.id > ${after} and o.shipper_id <> 1 and o.status <> 'Pending'
    union all
    select o.shipper_id, o.order_date - 1, o.id, o.status, 1, true from orders o
    where o.id > ${after} and o.shipper_id <> 1 and o.status <> 'Pending' and o.id % 8 = 3;
  insert into run_sheets (shipper_id, day, created_at)
    select distinct w.shipper_id, w.day, (w.day + time '08:00') at time zone 'Africa/Cairo' from went w
    where not exists (select 1 from run_sheets s where s.shipper_id = w.shipper_id and s.day = w.day);
  insert into run_sheet_orders (run_sheet_id, order_id, added_at, status, attempt, went_again)
    select s.id, w.id, s.created_at, w.status, w.attempt, w.went_again from went w join run_sheets s on s.shipper_id = w.shipper_id and s.day = w.day
    on conflict do nothing;
  drop table went;`;

/** Command line: adds orders to the app's own database (seeding the demo data first when it is empty). */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000_000);
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const url = process.env.DATABASE_URL;
  const engine = url ? await openPostgresEngine(url, false) : await openPgliteEngine(dataDir);
  try {
    await seedDemo(engine.db, dataDir);
    const result = await generateOrders(engine, { count, log: console.log });
    console.log(`${count} orders in ${(result.totalMs / 1000).toFixed(1)} s (${result.note})`);
  } finally {
    await engine.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
