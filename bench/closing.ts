/**
 * A shipper's closing on the big database (design.md section 9: closing one shipper's day of 300 parcels under
 * 1 s, the custody report of all shippers under 100 ms, the follow-up list within the order-list budget). The
 * generated orders are spread over 150 couriers (bench/partners.ts), each with a year of parcels; a courier who
 * joins today is added beside them and gets 300 Pending parcels out for delivery and delivers them, both through
 * the bulk move of the API (which posts each delivery to the ledger), so his closing holds those 300. Then the
 * preview of his closing and its save are timed as a clerk does them (one call each, server time through
 * app.inject), and the custody report and the follow-up list are timed as the order list is (bench/latency.ts).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BenchEngine } from './engine';
import { timeCalls } from './latency';
import { fmt, skipped, within, type Measurement } from './report';

export const DAY_PARCELS = 300;
const CLOSING_BUDGET_S = 1;
const CUSTODY_BUDGET_MS = 100;

/** A courier who joins today, serving the first city; his id. */
async function newCourier(engine: BenchEngine): Promise<number> {
  const [row] = await engine.rows<{ id: number }>(`insert into shippers (name, phone, city_id, delivery_fee, return_fee)
    values ('Bench closing courier', '01077777000', (select min(id) from cities), 20, 10) returning id`);
  return row!.id;
}

/** The 300 newest Pending parcels that may go out (not cancelled, archived, awaiting pickup or rejected). */
const pendingParcels = (engine: BenchEngine) =>
  engine.rows<{ id: number }>(`select id from orders where status = 'Pending' and status_code is null and not rejected order by id desc limit ${DAY_PARCELS}`);

const json = <T>(response: LightMyRequestResponse): T => response.json<T>();

export async function measureClosing(app: FastifyInstance, engine: BenchEngine, token: string, requests: number): Promise<Measurement[]> {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const what = `closing a shipper's day of ${DAY_PARCELS} parcels`;
  const budget = `< ${CLOSING_BUDGET_S} s`;
  const shipper = { id: await newCourier(engine) };
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
    note: `${plan.cash.length} cash lines (${paying!.n} parcels with cash), ${plan.to_hand_over} LE to hand over; ${shippers!.n} couriers`,
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
