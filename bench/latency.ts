import type { LightMyRequestResponse } from 'fastify';
import { fmt, percentile, skipped, within, type Measurement } from './report';

/** The list budget of design.md section 9: server time p95, by engine. */
export const LIST_BUDGET_MS = { pglite: 25, postgres: 10 } as const;

/** One call to time: its name in the table, the request (i varies the values), and whether an answer found anything. */
export interface TimedCall {
  what: string;
  call: (i: number) => Promise<LightMyRequestResponse>;
  /** Whether a 200 answer holds something (a page with rows); calls that found nothing are noted. */
  found?: (response: LightMyRequestResponse) => boolean;
}

/** A first call this many times over its budget is timed this many times only. */
const HOPELESS = 5;

export interface TimingOptions {
  engine: 'pglite' | 'postgres';
  requests: number;
  /** Run before each timed call, outside the time (e.g. so no remembered count answers it). */
  before?: () => Promise<void>;
  /** The p95 budget in ms when it is not the engine's order-list budget. */
  budgetMs?: number;
}

/**
 * Server time of each call: app.inject (no network), ten warm-up calls, then `requests` calls timed one at a
 * time; p50 and p95 against the engine's list budget (or the one given). A call whose first answer is not 200 fails its
 * line; one whose first two answers each took over five times the budget is timed five times, without more warm-up.
 */
export async function timeCalls(
  calls: readonly TimedCall[],
  { engine, requests, before, budgetMs = LIST_BUDGET_MS[engine] }: TimingOptions,
): Promise<Measurement[]> {
  const budget = `p95 <= ${budgetMs} ms`;
  const out: Measurement[] = [];
  for (const { what, call, found } of calls) {
    const firstStarted = performance.now();
    const first = await call(0);
    if (first.statusCode !== 200) {
      out.push({ ...skipped(what, engine, budget, `answered ${first.statusCode}: ${first.body.slice(0, 160)}`), figure: 'error', pass: false });
      continue;
    }
    // A call five times over its budget, warm too, has its verdict: a few timed calls say by how much, without hours of them.
    const coldMs = performance.now() - firstStarted;
    const warmStarted = performance.now();
    await call(1);
    const hopeless = Math.min(coldMs, performance.now() - warmStarted) > HOPELESS * budgetMs;
    const timed = hopeless ? Math.min(requests, HOPELESS) : requests;
    if (!hopeless) for (let i = 1; i <= 10; i += 1) await call(i * 31);
    const times: number[] = [];
    let empty = 0;
    for (let i = 0; i < timed; i += 1) {
      await before?.();
      const started = performance.now();
      const response = await call(i);
      times.push(performance.now() - started);
      if (response.statusCode !== 200 || (found && !found(response))) empty += 1;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    out.push({
      what,
      engine,
      figure: `p50 ${fmt(p50)} ms / p95 ${fmt(p95)} ms`,
      value: p95,
      unit: 'ms',
      budget,
      pass: within(p95, budgetMs),
      note:
        [
          empty ? `${empty} of ${timed} requests found nothing or failed` : '',
          hopeless ? `${timed} calls timed: the first took over ${HOPELESS} times the budget` : '',
        ]
          .filter(Boolean)
          .join('; ') || undefined,
    });
  }
  return out;
}
