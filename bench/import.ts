import type { FastifyInstance } from 'fastify';
import { MAX_IMPORT_ROWS } from '../domain/orders/import';
import { xlsxFile, type ImportCells } from '../tests/helpers/import-files';
import { multipartForm } from '../tests/helpers/multipart';
import type { BenchEngine } from './engine';
import { fmt, skipped, within, type Measurement } from './report';

const BASE = '/api/merchant/orders/import';

/**
 * A merchant imports 5,000 orders from an xlsx file (design.md section 9: validate and commit under 10 s): the
 * preview (read and check every row) and the commit (read, check again and store all in one transaction), timed
 * as the server answers them through app.inject. The rows go to the cities and zones the merchant is priced for,
 * each with a phone and a customer serial of its own.
 */
export async function measureImport(app: FastifyInstance, engine: BenchEngine, token: string, customerId: number): Promise<Measurement> {
  const what = `import ${MAX_IMPORT_ROWS.toLocaleString('en')} orders from xlsx (preview + commit)`;
  const budget = '< 10 s';
  const places = await engine.rows<{ city: string; zone: string | null }>(
    `select c.name as city, z.name as zone from customers cu
       join category_prices p on p.category_id = cu.category_id join cities c on c.id = p.city_id and c.is_active
       left join zones z on z.city_id = c.id and z.is_active
     where cu.id = ${Number(customerId)} order by c.id, z.id limit 500`,
  );
  if (places.length === 0) return skipped(what, engine.kind, budget, 'the demo merchant has no prices');
  const stamp = Date.now().toString(36);
  const rows: ImportCells[] = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => {
    const place = places[i % places.length]!;
    return {
      customer_serial: `B-${stamp}-${i}`,
      full_name: `Bench Recipient ${i}`,
      phone: `015${String(70_000_000 + i).padStart(8, '0')}`,
      city: place.city,
      zone: place.zone ?? '',
      address: `${i} Bench Street`,
      total_amount: 100 + (i % 400),
      weight: 1,
    };
  });
  const form = multipartForm({ file: await xlsxFile(rows) });
  const call = async (step: 'preview' | 'commit') => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/${step}/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    return { response, seconds: (performance.now() - started) / 1000 };
  };
  const preview = await call('preview');
  if (preview.response.statusCode !== 200 || preview.response.json<{ bad: number }>().bad > 0)
    return { ...skipped(what, engine.kind, budget, `preview answered ${preview.response.statusCode}: ${preview.response.body.slice(0, 300)}`), pass: false };
  const commit = await call('commit');
  if (commit.response.statusCode !== 201)
    return { ...skipped(what, engine.kind, budget, `commit answered ${commit.response.statusCode}: ${commit.response.body.slice(0, 300)}`), pass: false };
  const [stored] = await engine.rows<{ n: string }>(
    `select count(*) as n from orders where customer_id = ${Number(customerId)} and customer_serial like 'B-${stamp}-%'`,
  );
  const total = preview.seconds + commit.seconds;
  const all = Number(stored!.n) === MAX_IMPORT_ROWS;
  return {
    what,
    engine: engine.kind,
    figure: `${fmt(total)} s (preview ${fmt(preview.seconds)}, commit ${fmt(commit.seconds)})`,
    value: total,
    unit: 's',
    budget,
    pass: all && within(total, 10),
    note: `${stored!.n} orders stored, ${form.payload.length.toLocaleString('en')} bytes of xlsx${all ? '' : ' (expected all of them)'}`,
  };
}
