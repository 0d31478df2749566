import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { dayQuotas, type OrderRowContext } from '../server/db/seed/order-rows';
import type { Done, Job, WorkerSetup } from './generate-worker';

/** Worker files are TypeScript: each worker registers tsx before importing its module. */
function startWorker(setup: WorkerSetup): Worker {
  const file = new URL('./generate-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); })`;
  return new Worker(boot, { eval: true, workerData: setup });
}

export interface BlockOptions {
  count: number;
  /** Index of the first row (makes customer serials unique across runs and the demo seed). */
  firstIndex: number;
  seed: number;
  workers?: number;
}

/**
 * COPY text blocks of generated orders, one day per block, oldest day first (so ids follow time as in a real
 * table), made by worker threads a few days ahead of the consumer (the database loads one block while the next
 * ones are being made, and memory stays bounded).
 */
export async function* orderBlocks(ctx: OrderRowContext, options: BlockOptions): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const days = dayQuotas(ctx, options.count);
  const starts = days.map((_, i) => days.slice(0, i).reduce((sum, d) => sum + d.count, 0));
  const chunks = days.length;
  const size = Math.max(1, Math.min(options.workers ?? Math.max(1, availableParallelism() - 1), chunks));
  const workers = Array.from({ length: size }, () => startWorker({ ctx, seed: options.seed }));
  const waiting = new Map<number, { resolve: (bytes: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void }>();
  const results = new Map<number, Promise<Uint8Array<ArrayBuffer>>>();
  for (const worker of workers) {
    worker.on('message', (done: Done) => waiting.get(done.chunk)?.resolve(done.bytes));
    worker.on('error', (error) => waiting.forEach((w) => w.reject(error)));
  }
  const submit = (chunk: number) => {
    const job: Job = { chunk, age: days[chunk]!.age, first: options.firstIndex + starts[chunk]!, count: days[chunk]!.count };
    results.set(chunk, new Promise((resolve, reject) => waiting.set(chunk, { resolve, reject })));
    workers[chunk % workers.length]!.postMessage(job);
  };
  const ahead = size * 3;
  let next = 0;
  try {
    for (; next < Math.min(ahead, chunks); next += 1) submit(next);
    for (let chunk = 0; chunk < chunks; chunk += 1) {
      const bytes = await results.get(chunk)!;
      results.delete(chunk);
      waiting.delete(chunk);
      if (next < chunks) submit(next++);
      yield bytes;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
