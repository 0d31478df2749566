/**
 * The order list under writes (design.md section 9): 20 connections listing and searching while 2 writers
 * create orders and move them through their statuses. The same readers and writers run against the bare
 * Fastify + pg loop (bench/bare-server.ts) for the comparison; the writers always go through the app.
 * Readers (autocannon) and writers run in their own processes, so neither shares the server's event loop.
 * The bare loop and the app take turns in short rounds, and each side's rounds are put together, so that a
 * machine shared with other work weighs on both alike.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBareServer } from './bare-server';
import { runJson } from './child';
import type { DataFacts } from './facts';
import { LIST_QUERIES, LIST_URL } from './list-latency';
import type { ReadersConfig, ReadersResult } from './readers';
import { fmt, latencySummary, within, type LatencySummary, type Measurement } from './report';
import type { WriterInputs, WritersConfig, WritersResult } from './writers';
import type { CpuSample } from './cpu';

/** Order creation under the read load (the issue's target) and read throughput against the bare loop's. */
export const CREATE_P95_BUDGET_MS = 50;
export const BARE_SHARE = 0.8;
const READERS = 20;
const WRITERS = 2;
const WARMUP_SECONDS = 2;
/** Turns each side takes; the measured seconds are shared out among them. */
const ROUNDS = 3;

const benchDir = fileURLToPath(new URL('.', import.meta.url));

/** Runs bench/<script>.ts in its own process with a JSON config file and parses what it prints. */
async function runChild<T>(script: 'readers' | 'writers', config: unknown): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${script}-`));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  try {
    return await runJson<T>(`bench/${script}.ts`, process.execPath, ['--import', 'tsx', join(benchDir, `${script}.ts`), file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** List pages and searches in turn: every common filter of the latency table, each with several values. */
export function readerBodies(facts: DataFacts, perQuery = 8): string[] {
  return Array.from({ length: perQuery }, (_, i) => LIST_QUERIES.map((query) => JSON.stringify({ Filterdata: query.filter(i * 13, facts) }))).flat();
}

/** A run without writers. */
const NO_WRITES = (seconds: number): WritersResult => ({ createTimes: [], moveTimes: [], seconds, failures: 0 });

/** One round: what the readers and the writers saw. */
export interface MixedRun {
  reads: ReadersResult;
  writes: WritersResult;
}

/** Rounds of one side put together. */
export interface MixedFigures {
  reads: LatencySummary & { rps: number; failures: number; perRead: { postgres?: CpuSample; server?: CpuSample } };
  writes: { creates: LatencySummary; moves: LatencySummary; createsPerSecond: number; failures: number; firstFailure?: string };
}

/** What a process spent per answer over the rounds, when every round could tell. */
function perRead(rounds: readonly MixedRun[], who: 'postgres' | 'server'): CpuSample | undefined {
  const samples = rounds.map((r) => r.reads[who]).filter((s): s is CpuSample => s !== undefined);
  if (samples.length < rounds.length) return undefined;
  const answers = rounds.reduce((n, r) => n + r.reads.total, 0) || 1;
  const total = samples.reduce<CpuSample>((a, s) => ({ cpuMs: a.cpuMs + s.cpuMs, faults: a.faults + s.faults }), { cpuMs: 0, faults: 0 });
  return { cpuMs: total.cpuMs / answers, faults: total.faults / answers };
}

export function combineRounds(rounds: readonly MixedRun[]): MixedFigures {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const readSeconds = sum(rounds.map((r) => r.reads.seconds));
  const writeSeconds = sum(rounds.map((r) => r.writes.seconds));
  const createTimes = rounds.flatMap((r) => r.writes.createTimes);
  return {
    reads: {
      ...latencySummary(rounds.flatMap((r) => r.reads.latencies)),
      rps: sum(rounds.map((r) => r.reads.total)) / readSeconds,
      failures: sum(rounds.map((r) => r.reads.failures)),
      perRead: { postgres: perRead(rounds, 'postgres'), server: perRead(rounds, 'server') },
    },
    writes: {
      creates: latencySummary(createTimes),
      moves: latencySummary(rounds.flatMap((r) => r.writes.moveTimes)),
      createsPerSecond: createTimes.length / writeSeconds,
      failures: sum(rounds.map((r) => r.writes.failures)),
      firstFailure: rounds.find((r) => r.writes.firstFailure)?.writes.firstFailure,
    },
  };
}

/** Who reads in a run: `connections` going round `bodies` (list pages) against `url` as the holder of `token`. */
export interface ReadSide {
  url: string;
  token: string;
  bodies: string[];
  /** The process answering at `url`, whose CPU time is reported (bench/cpu.ts). */
  serverPid?: number;
}

/** Who writes in a run: `count` writers creating and moving orders through the app at `url`. */
export interface WriteSide {
  url: string;
  token: string;
  inputs: WriterInputs;
  count: number;
}

/** Readers and writers at the same time, for `seconds`. */
export async function runMixed(read: ReadSide, write: WriteSide, seconds: number): Promise<MixedRun> {
  const readers: ReadersConfig = {
    url: read.url,
    token: read.token,
    connections: READERS,
    seconds,
    warmupSeconds: WARMUP_SECONDS,
    bodies: read.bodies,
    path: `${LIST_URL}?page=1&page_size=10`,
    serverPid: read.serverPid,
  };
  // The writers start with the readers' warm-up (and the second their process takes to start), then both are
  // measured over about the same `seconds`.
  const writers: WritersConfig = {
    baseUrl: write.url,
    token: write.token,
    writers: write.count,
    seconds,
    warmupSeconds: WARMUP_SECONDS + 1,
    inputs: write.inputs,
  };
  const [reads, writes] = await Promise.all([
    runChild<ReadersResult>('readers', readers),
    write.count ? runChild<WritersResult>('writers', writers) : Promise.resolve(NO_WRITES(seconds)),
  ]);
  return { reads, writes };
}

const readFigure = (r: MixedFigures['reads']) => `${fmt(r.rps, 0)} req/s (p50 ${fmt(r.p50, 0)} ms, p95 ${fmt(r.p95, 0)} ms, p99 ${fmt(r.p99, 0)} ms)`;
const failuresNote = (r: MixedFigures['reads'], w: MixedFigures['writes']): string | undefined =>
  r.failures || w.failures ? `${r.failures} failed reads, ${w.failures} failed writes${w.firstFailure ? ` (${w.firstFailure})` : ''}` : undefined;

/** The app's reads and writes against the bare loop's reads with the same writers. */
export function mixedMeasurements(app: MixedFigures, bare: MixedFigures): Measurement[] {
  const floor = BARE_SHARE * bare.reads.rps;
  const { creates, moves } = app.writes;
  return [
    {
      what: `order list and search under writes (${READERS} readers, ${WRITERS} writers)`,
      engine: 'postgres',
      figure: `${readFigure(app.reads)}, ${fmt(app.reads.rps / bare.reads.rps, 2)}x bare`,
      value: app.reads.rps,
      unit: 'req/s',
      budget: `>= ${BARE_SHARE}x bare (${fmt(floor, 0)} req/s)`,
      pass: app.reads.failures === 0 && within(app.reads.rps, floor, 'min'),
      note: failuresNote(app.reads, app.writes),
    },
    {
      what: 'order creation under that read load',
      engine: 'postgres',
      figure: `p50 ${fmt(creates.p50)} ms / p95 ${fmt(creates.p95)} ms, ${fmt(app.writes.createsPerSecond)} orders/s; moves p95 ${fmt(moves.p95)} ms`,
      value: creates.p95,
      unit: 'ms',
      budget: `p95 <= ${CREATE_P95_BUDGET_MS} ms`,
      pass: app.writes.failures === 0 && creates.count > 0 && within(creates.p95, CREATE_P95_BUDGET_MS),
    },
    {
      what: `bare Fastify + pg loop, same reads and writers (reference)`,
      engine: 'postgres',
      figure: `${readFigure(bare.reads)}; creates p95 ${fmt(bare.writes.creates.p95)} ms, ${fmt(bare.writes.createsPerSecond)} orders/s`,
      value: bare.reads.rps,
      unit: 'req/s',
      budget: '-',
      pass: null,
      note: failuresNote(bare.reads, bare.writes),
    },
  ];
}

/** The bare loop and the app in turns, each with the same readers and writers, for `seconds` each in all. */
export async function measureUnderWrites(databaseUrl: string, appUrl: string, token: string, facts: DataFacts, seconds: number): Promise<Measurement[]> {
  const bareServer = await startBareServer(databaseUrl);
  const write: WriteSide = { url: appUrl, token, inputs: facts.writerInputs, count: WRITERS };
  const bodies = readerBodies(facts);
  const bare: MixedRun[] = [];
  const app: MixedRun[] = [];
  const round = seconds / ROUNDS;
  try {
    for (let i = 0; i < ROUNDS; i += 1) {
      bare.push(await runMixed({ url: bareServer.url, token, bodies }, write, round));
      app.push(await runMixed({ url: appUrl, token, bodies }, write, round));
    }
  } finally {
    await bareServer.close();
  }
  return mixedMeasurements(combineRounds(app), combineRounds(bare));
}
