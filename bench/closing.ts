/**
 * A shipper's closing on the big database (design.md section 9: closing one shipper's day of 300 parcels under
 * 1 s, the custody report of all shippers under 100 ms, the follow-up list within the order-list budget). The
 * generator spreads its orders over the demo's 25 couriers, so couriers are added up to 150 first; the last of
 * them gets 300 Pending parcels out for delivery and delivers them, both through the bulk move of the API (which
 * posts each delivery to the ledger). Then the preview of his closing and its save are timed as a clerk does
 * them (one call each, server time through app.inject), and the custody report and the follow-up list are timed
 * as the order list is (bench/latency.ts).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BenchEngine } from './engine';
import { timeCalls } from './latency';
import { fmt, skipped, within, type Measurement } from './report';

export const SHIPPERS_WANTED = 150;
export const DAY_PARCELS = 300;
const CLOSING_BUDGET_S = 1;
const CUSTODY_BUDGET_MS = 100;

/** Adds couriers (not the hub) until there are `wanted`, each serving the first city; answers the last one's id. */
export async function enoughShippers(engine: BenchEngine, wanted: number): Promise<{ id: number; added: number }> {
  const [row] = await engine.rows<{ n: number }>('select count(*)::int as n from shippers where not is_hub and is_active');
  const added = Math.max(0, wanted - row!.n);
  if (added > 0)
    await engine.exec(`insert into shippers (name, phone, city_id, delivery_fee, return_fee)
      select 'Bench courier ' || g, '010' || lpad(g::text, 8, '7'), (select min(id) from cities), 20, 10
      from generate_series(1, ${added}) g`);
  const [last] = await engine.rows<{ id: number }>('select max(id)::int as id from shippers where not is_hub and is_active');
  return { id: last!.id, added };
}

/** The 300 newest Pending parcels that may go out (not cancelled, archived, awaiting pickup or rejected). */
const pendingParcels = (engine: BenchEngine) =>
  engine.rows<{ id: number }>(`select id from orders where status = 'Pending' and status_code is null and not rejected order by id desc limit ${DAY_PARCELS}`);

const json = <T>(response: LightMyRequestResponse): T => response.json<T>();

export async function measureClosing(app: FastifyInstance, engine: BenchEngine, token: string, requests: number): Promise<Measurement[]> {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const what = `closing a shipper's day of ${DAY_PARCELS} parcels`;
  const budget = `< ${CLOSING_BUDGET_S} s`;
  const shipper = await enoughShippers(engine, SHIPPERS_WANTED);
  const ids = (await pendingParcels(engine)).map((row) => row.id);
  if (ids.length < DAY_PARCELS) return [skipped(what, engine.kind, budget, `only ${ids.length} Pending parcels`)];
  for (const move of [
    { status: 'Out For Deliver', shipper: shipper.id },
    { status: 'Delivered', collect_full: true },
  ]) {
    const moved = await call('POST', '/api/orders/OrderbulkUpdate', { ids, ...move });
    if (moved.statusCode !== 200)
      return [{ ...skipped(what, engine.kind, budget, `bulk ${move.status}: ${moved.statusCode} ${moved.body.slice(0, 200)}`), figure: 'error', pass: false }];
  }
  const started = performance.now();
  const preview = await call('GET', `/api/shipperclosing/preview/?shipper=${shipper.id}`);
  const previewed = performance.now();
  if (preview.statusCode !== 200)
    return [{ ...skipped(what, engine.kind, budget, `preview: ${preview.statusCode} ${preview.body.slice(0, 200)}`), figure: 'error', pass: false }];
  const plan = json<{ to_hand_over: string; cash: unknown[] }>(preview);
  const saved = await call('POST', '/api/shipperclosing/', {
    shipper: shipper.id,
    closing_date: new Date().toISOString().slice(0, 10),
    counted: plan.to_hand_over,
    fees_kept: true,
    received: [],
    idempotency_key: `bench-closing-${Date.now()}`,
  });
  const done = performance.now();
  if (saved.statusCode !== 201)
    return [{ ...skipped(what, engine.kind, budget, `save: ${saved.statusCode} ${saved.body.slice(0, 200)}`), figure: 'error', pass: false }];
  const seconds = (done - started) / 1000;
  const [shippers] = await engine.rows<{ n: number }>('select count(*)::int as n from shippers where not is_hub and is_active');
  // Parcels whose recipient paid nothing (a prepaid order) bring no cash line.
  const [paying] = await engine.rows<{ n: number }>(`select count(*)::int as n from orders where id in (${ids.join(',')}) and total_amount > 0`);
  const closing: Measurement = {
    what,
    engine: engine.kind,
    figure: `${fmt(seconds * 1000, 0)} ms (preview ${fmt(previewed - started, 0)}, save ${fmt(done - previewed, 0)})`,
    value: seconds,
    unit: 's',
    budget,
    pass: plan.cash.length === paying!.n && within(seconds, CLOSING_BUDGET_S),
    note: `${plan.cash.length} cash lines (${paying!.n} parcels with cash), ${plan.to_hand_over} LE to hand over; ${shippers!.n} couriers (${shipper.added} added)`,
  };
  const custody = await timeCalls(
    [{ what: `custody report, all ${shippers!.n} shippers`, call: () => call('GET', '/api/reports/ShipperCustodyReport?page_size=100') }],
    {
      engine: engine.kind,
      requests,
      budgetMs: CUSTODY_BUDGET_MS,
    },
  );
  const hasRows = (response: LightMyRequestResponse) => json<{ results: unknown[] }>(response).results.length > 0;
  const followUp = await timeCalls(
    [
      { what: 'follow-up list: default (today)', call: () => call('GET', '/api/addorders/getorderfollowup?page=1&page_size=10') },
      {
        what: 'follow-up list: one shipper',
        call: () => call('GET', `/api/addorders/getorderfollowup?shipper=${shipper.id}&page=1&page_size=10`),
        found: hasRows,
      },
    ],
    { engine: engine.kind, requests },
  );
  return [closing, ...custody, ...followUp];
}
