/**
 * A worker thread of the generator: makes one day of orders at a time with the shared row maker
 * (server/db/seed/order-rows.ts) and answers with its COPY text, encoded, so the main thread only feeds the
 * database.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { OrderRowContext } from '../server/db/seed/order-rows';
import { createOrderRowMaker, makeDayRows } from '../server/db/seed/order-rows';
import { createRng } from '../server/db/seed/prng';
import { copyBlock } from './copy-text';

export interface WorkerSetup {
  ctx: OrderRowContext;
  seed: number;
}
/** One day of orders: its age in days, how many, the index of the first. */
export interface Job {
  chunk: number;
  age: number;
  first: number;
  count: number;
}
export interface Done {
  chunk: number;
  bytes: Uint8Array<ArrayBuffer>;
}

const setup = workerData as WorkerSetup;
const encoder = new TextEncoder();

parentPort?.on('message', (job: Job) => {
  // Each chunk has its own PRNG stream, so the data does not depend on which worker made which chunk.
  const make = createOrderRowMaker(setup.ctx, createRng(setup.seed + job.chunk * 7919));
  const rows = makeDayRows(make, job.age, job.count, job.first);
  const bytes = encoder.encode(copyBlock(rows));
  const done: Done = { chunk: job.chunk, bytes };
  parentPort?.postMessage(done, [bytes.buffer]);
});
