/**
 * The request staff send most, side by side with a plain server: the spec's filtered order list (one status and
 * one month, `POST /api/orders/adminorders/?page=1&page_size=10`), asked by the superuser and by the limited demo
 * staff member (screen grants, customer rows, hidden fields), read-only and with 2 writers creating orders and
 * moving them through the app. The plain server (bench/bare-server.ts, shape `plain`) answers the same question
 * for the same caller's rows with `select *` of the page and an exact `count(*)`, on a pool of 8, with no login,
 * session, permission or masking. The two take turns in short rounds, and the result is their ratio.
 */
import type { Db } from '../server/db/client';
import { callerOf, specFilter, SPEC_STATUS, type Caller } from './callers';
import { startBareServer } from './bare-server';
import { measurePlans } from './plans';
import type { CpuSample } from './cpu';
import type { DataFacts } from './facts';
import { combineRounds, runMixed, type MixedFigures, type MixedRun } from './mixed';
import { fmt, within, type Measurement } from './report';

/** The app must answer at least as many of these requests as the plain server. */
export const SIDE_BY_SIDE_FLOOR = 1;
const ROUNDS = 3;
const BARE_POOL = 8;

const cpuText = (label: string, app?: CpuSample, bare?: CpuSample) =>
  app && bare ? `${label} ${fmt(app.cpuMs, 2)} vs ${fmt(bare.cpuMs, 2)} ms CPU, ${fmt(app.faults, 0)} vs ${fmt(bare.faults, 0)} page faults per answer` : '';

/** One line: the app's answers per second against the plain server's. */
export function sideBySideMeasurement(what: string, app: MixedFigures, bare: MixedFigures): Measurement {
  const ratio = app.reads.rps / bare.reads.rps;
  const cpu = [
    cpuText('PostgreSQL', app.reads.perRead.postgres, bare.reads.perRead.postgres),
    cpuText('server', app.reads.perRead.server, bare.reads.perRead.server),
  ];
  const writes = app.writes.creates.count ? `creates p95 ${fmt(app.writes.creates.p95)} ms (${fmt(app.writes.createsPerSecond)}/s)` : '';
  const failures = app.reads.failures + app.writes.failures + bare.reads.failures + bare.writes.failures;
  return {
    what,
    engine: 'postgres',
    figure: `${fmt(ratio, 2)}x: ${fmt(app.reads.rps, 0)} vs ${fmt(bare.reads.rps, 0)} req/s (p95 ${fmt(app.reads.p95, 0)} vs ${fmt(bare.reads.p95, 0)} ms)`,
    value: ratio,
    unit: 'x',
    budget: `>= ${SIDE_BY_SIDE_FLOOR}x plain`,
    pass: failures === 0 && within(ratio, SIDE_BY_SIDE_FLOOR, 'min'),
    note: [...cpu, writes, failures ? `${failures} failed answers${app.writes.firstFailure ? ` (${app.writes.firstFailure})` : ''}` : '']
      .filter(Boolean)
      .join('; '),
  };
}

/**
 * For each caller, read-only and with `writers` writers: the plain server and the app in turns, `seconds` each
 * in all, the writers (as `writerToken`) always through the app.
 */
export async function measureSideBySide(
  databaseUrl: string,
  appUrl: string,
  callers: readonly Caller[],
  writerToken: string,
  facts: DataFacts,
  seconds: number,
  writers = 2,
): Promise<Measurement[]> {
  const filter = specFilter(facts);
  const bodies = [JSON.stringify({ Filterdata: filter })];
  const month = filter.order_date.slice(0, 7);
  const results: Measurement[] = [];
  for (const caller of callers) {
    const bare = await startBareServer(databaseUrl, { shape: 'plain', scope: caller.scope, poolSize: BARE_POOL });
    try {
      for (const count of [0, writers]) {
        const write = { url: appUrl, token: writerToken, inputs: facts.writerInputs, count };
        const rounds: { app: MixedRun[]; bare: MixedRun[] } = { app: [], bare: [] };
        for (let i = 0; i < ROUNDS; i += 1) {
          rounds.bare.push(await runMixed({ url: bare.url, token: caller.token, bodies, serverPid: process.pid }, write, seconds / ROUNDS));
          rounds.app.push(await runMixed({ url: appUrl, token: caller.token, bodies, serverPid: process.pid }, write, seconds / ROUNDS));
        }
        const what = `spec list (${SPEC_STATUS}, ${month}) as ${caller.who}, ${count ? `${count} writers` : 'read-only'}`;
        results.push(sideBySideMeasurement(what, combineRounds(rounds.app), combineRounds(rounds.bare)));
      }
    } finally {
      await bare.close();
    }
  }
  return results;
}

/**
 * The step: the list's plans (bench/plans.ts), then the ratios, as the superuser and the limited staff member
 * holding the tokens given, the writers as the superuser, 15 seconds a side per caller and load.
 */
export async function measureSideBySideStep(
  db: Db,
  databaseUrl: string,
  appUrl: string,
  given: { admin: string; staff: string; facts: DataFacts },
): Promise<Measurement[]> {
  const callers = [await callerOf(db, 'superuser', given.admin), await callerOf(db, 'limited staff', given.staff)];
  const plans = await measurePlans(databaseUrl, callers, given.facts);
  return [plans, ...(await measureSideBySide(databaseUrl, appUrl, callers, given.admin, given.facts, 15))];
}
