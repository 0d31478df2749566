import { request } from 'node:http';
import { LIST_URL } from './list-latency';
import type { DataFacts } from './facts';
import { fmt, within, type Measurement } from './report';

const MB = 1024 * 1024;

interface Download {
  status: number;
  bytes: number;
  type: string;
}

/** POSTs and reads the answer as a stream, counting bytes and keeping none of them. */
function download(url: string, token: string, body: unknown): Promise<Download> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, bytes, type: String(res.headers['content-type'] ?? '') }));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * Exports about 100,000 orders to xlsx through the listening server and samples this process's memory every
 * 20 ms while it runs: the growth is the peak minus the level just before (after a GC when --expose-gc is on).
 */
export async function measureExport(baseUrl: string, token: string, facts: DataFacts, engine: 'pglite' | 'postgres'): Promise<Measurement[]> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const filter = { order_date: facts.exportFrom, to_date: facts.exportTo };
  const result = await download(`${baseUrl}${LIST_URL}?page=1&page_size=10`, token, { Filterdata: filter, export_excel: true }).finally(() =>
    clearInterval(sampler),
  );
  const seconds = (performance.now() - started) / 1000;
  const rssGrowth = (peakRss - before.rss) / MB;
  const heapGrowth = (peakHeap - before.heapUsed) / MB;
  const ok = result.status === 200 && result.type.includes('spreadsheetml');
  const what = `export ${facts.exportCount.toLocaleString('en')} orders to xlsx`;
  const note = ok ? `${fmt(result.bytes / MB)} MB file, ${facts.exportFrom}..${facts.exportTo}` : `answered ${result.status} (${result.type})`;
  return [
    { what: `${what}: time`, engine, figure: `${fmt(seconds, 2)} s`, value: seconds, unit: 's', budget: '< 5 s', pass: ok && within(seconds, 5), note },
    {
      what: `${what}: server memory growth`,
      engine,
      figure: `RSS +${fmt(rssGrowth)} MB (heap +${fmt(heapGrowth)} MB)`,
      value: rssGrowth,
      unit: 'MB',
      budget: '< 150 MB',
      pass: ok && within(rssGrowth, 150),
    },
  ];
}
