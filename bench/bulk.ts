import type { FastifyInstance } from 'fastify';
import type { BenchEngine } from './engine';
import type { DataFacts } from './facts';
import { fmt, skipped, within, type Measurement } from './report';

export const BULK_URL = '/api/orders/OrderbulkUpdate';

/**
 * Moves 5,000 Pending orders to Out For Deliver with one shipper (the move the status table allows from Pending
 * with a shipper) in one call; server time through app.inject. Checks that all of them moved and that each got
 * its timeline row.
 */
export async function measureBulk(app: FastifyInstance, engine: BenchEngine, token: string, facts: DataFacts): Promise<Measurement> {
  const what = `bulk status update of ${facts.pendingIds.length.toLocaleString('en')} orders`;
  const budget = '< 1 s';
  if (!app.hasRoute({ method: 'POST', url: BULK_URL })) return skipped(what, engine.kind, budget, `route not available yet: POST ${BULK_URL}`);
  if (facts.pendingIds.length < 5000) return skipped(what, engine.kind, budget, `only ${facts.pendingIds.length} Pending orders`);
  const [before] = await engine.rows<{ n: string }>('select count(*) as n from order_events');
  const shipper = facts.shipperIds[0]!;
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: BULK_URL,
    headers: { authorization: `Bearer ${token}` },
    payload: { ids: facts.pendingIds, status: 'Out For Deliver', shipper },
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.statusCode !== 200)
    return { ...skipped(what, engine.kind, budget, `answered ${response.statusCode}: ${response.body.slice(0, 200)}`), figure: 'error', pass: false };
  const ids = facts.pendingIds.join(',');
  const [moved] = await engine.rows<{ n: string }>(
    `select count(*) as n from orders where id in (${ids}) and status = 'Out For Deliver' and shipper_id = ${shipper}`,
  );
  const [after] = await engine.rows<{ n: string }>('select count(*) as n from order_events');
  const events = Number(after!.n) - Number(before!.n);
  const all = Number(moved!.n) === facts.pendingIds.length && events >= facts.pendingIds.length;
  return {
    what,
    engine: engine.kind,
    figure: `${fmt(seconds * 1000, 0)} ms`,
    value: seconds,
    unit: 's',
    budget,
    pass: all && within(seconds, 1),
    note: `${moved!.n} orders moved, ${events} timeline rows written${all ? '' : ' (expected all of them)'}`,
  };
}
