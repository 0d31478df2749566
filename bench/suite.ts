/**
 * The benchmark on one engine, in its own process (bench/run.ts starts one per engine, PostgreSQL inside a
 * throwaway cluster when DATABASE_URL is unset):
 *
 *   tsx bench/suite.ts <pglite|postgres> <results.json> [orders] [requests] [steps]
 *
 * Seeds the demo data, loads the orders, builds the app, logs in as the seeded admin and measures the steps
 * asked for (bench/steps.ts; all of them by default); writes its measurements as JSON to <results.json>.
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { seedDemo } from '../server/db/seed';
import { measureBulk } from './bulk';
import { measureClosing } from './closing';
import { measureMerchantMoney } from './merchant-money';
import { measureStock } from './stock';
import { measureReports } from './reports';
import { openEngine, type EngineKind } from './engine';
import { measureExport } from './export';
import { measureImport } from './import';
import { readFacts } from './facts';
import { measureIndexUse } from './index-use';
import { generateOrders } from './generate';
import { LIST_URL, measureListLatency, routeMissing } from './list-latency';
import { fmt, skipped, within, type Measurement } from './report';
import { measureMerchant } from './merchant';
import { measureUnderWrites } from './mixed';
import { measureSideBySideStep, SIDE_BY_SIDE_FLOOR } from './side-by-side';
import { parseSteps } from './steps';
import { measureBareThroughput, measureThroughput } from './throughput';

async function login(app: Awaited<ReturnType<typeof buildApp>>, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access: string }>().access;
}

async function main(): Promise<void> {
  const [kindArg, outFile, ordersArg, requestsArg, stepsArg] = process.argv.slice(2);
  if ((kindArg !== 'pglite' && kindArg !== 'postgres') || !outFile)
    throw new Error('usage: tsx bench/suite.ts <pglite|postgres> <results.json> [orders] [requests] [steps]');
  const steps = parseSteps(stepsArg);
  const kind: EngineKind = kindArg;
  const count = Number(ordersArg ?? 1_000_000);
  const requests = Number(requestsArg ?? 200);
  const log = (line: string) => console.log(line);
  const results: Measurement[] = [];
  const engine = await openEngine(kind);
  try {
    log(`[${kind}] seeding the demo data ...`);
    const accounts = await seedDemo(engine.db, engine.workDir);
    log(`[${kind}] generating ${count.toLocaleString('en')} orders ...`);
    const generated = await generateOrders(engine, { count, log });
    const seconds = generated.totalMs / 1000;
    results.push({
      what: `generate ${count.toLocaleString('en')} orders`,
      engine: kind,
      figure: `${fmt(seconds)} s (copy ${fmt(generated.copyMs / 1000)}, indexes ${fmt(generated.rebuildMs / 1000)}, vacuum analyze ${fmt(generated.analyzeMs / 1000)})`,
      value: seconds,
      unit: 's',
      budget: '< 60 s',
      pass: within(seconds, 60),
      note: generated.note,
    });
    results.push({
      what: 'write what the reports read besides the orders',
      engine: kind,
      figure: `${fmt(generated.workMs / 1000)} s`,
      value: generated.workMs / 1000,
      unit: 's',
      budget: 'none (setup)',
      pass: true,
      note: "transfers, issues and their answers, run sheets and their lines (the sheets' figures kept by their triggers)",
    });
    const facts = await readFacts(engine);
    const admin = accounts.find((a) => a.role === 'superuser');
    if (!admin) throw new Error('the demo seed made no superuser');
    const app = await buildApp({ db: engine.db, writeDb: engine.writeDb, jwtSecret: `bench-${Date.now()}-secret-0123456789abcdef` });
    await app.ready();
    try {
      if (steps.has('list')) {
        log(`[${kind}] order list latency, ${requests} requests per filter ...`);
        results.push(...(await measureListLatency(app, await login(app, admin.username, admin.password), facts, kind, requests)));
      }
      if (steps.has('merchant')) {
        log(`[${kind}] merchant lists and figures, staff desks, ${requests} requests per call ...`);
        const password = (username: string) => accounts.find((a) => a.username === username)?.password ?? '';
        results.push(...(await measureMerchant(app, engine, (username) => login(app, username, password(username)), admin.username, requests, log)));
      }
      const listening = !routeMissing(app, LIST_URL);
      let baseUrl = '';
      if (listening) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      }
      if (kind === 'postgres' && steps.has('throughput')) {
        log(`[${kind}] throughput with autocannon ...`);
        results.push(
          listening
            ? await measureThroughput(baseUrl, await login(app, admin.username, admin.password), 10)
            : skipped('order list throughput, 20 connections', kind, '>= 1304 req/s', `route not available yet: POST ${LIST_URL}`),
        );
        if (listening && engine.url) results.push(await measureBareThroughput(engine.url, 10));
      }
      if (kind === 'postgres' && steps.has('mixed')) {
        log(`[${kind}] order list under writes, and the bare loop ...`);
        results.push(
          ...(listening && engine.url
            ? await measureUnderWrites(engine.url, baseUrl, await login(app, admin.username, admin.password), facts, 15)
            : [skipped('order list under writes', kind, 'reported', `route not available yet: POST ${LIST_URL}`)]),
        );
      }
      if (kind === 'postgres' && steps.has('side-by-side')) {
        log(`[${kind}] the spec's filtered list planned once, and side by side with a plain server, as the superuser and the limited staff member ...`);
        const staff = accounts.find((a) => a.username === 'staff');
        results.push(
          ...(listening && engine.url && staff
            ? await measureSideBySideStep(engine.db, engine.url, baseUrl, {
                admin: await login(app, admin.username, admin.password),
                staff: await login(app, staff.username, staff.password),
                facts,
              })
            : [skipped('spec list side by side', kind, `>= ${SIDE_BY_SIDE_FLOOR}x plain`, `route or demo staff not available: POST ${LIST_URL}`)]),
        );
      }
      if (steps.has('export')) {
        log(`[${kind}] export of ${facts.exportCount.toLocaleString('en')} orders ...`);
        results.push(
          ...(listening
            ? await measureExport(baseUrl, await login(app, admin.username, admin.password), facts, kind)
            : [skipped('export 100k orders to xlsx', kind, '< 5 s, < 150 MB', `route not available yet: POST ${LIST_URL}`)]),
        );
      }
      if (steps.has('bulk')) {
        log(`[${kind}] bulk status update ...`);
        results.push(await measureBulk(app, engine, await login(app, admin.username, admin.password), facts));
      }
      if (steps.has('closing')) {
        log(`[${kind}] a shipper's closing of 300 parcels, the custody report and the follow-up list ...`);
        results.push(...(await measureClosing(app, engine, await login(app, admin.username, admin.password), requests)));
      }
      if (steps.has('stock')) {
        log(`[${kind}] packaging stock: 1,000,000 moves, the stock balance and movement, requests issued and handed over by 20 clients ...`);
        results.push(...(await measureStock(app, engine, await login(app, admin.username, admin.password), requests)));
      }
      if (steps.has('reports')) {
        log(`[${kind}] the reports and the analytics home over a month and over the year ...`);
        results.push(...(await measureReports(app, engine, () => login(app, admin.username, admin.password), requests)));
      }
      if (steps.has('money')) {
        log(`[${kind}] merchants' money: a wallet, a customer closing of 2,000 orders, revenue of all merchants, the finance page ...`);
        results.push(...(await measureMerchantMoney(app, engine, await login(app, admin.username, admin.password), requests)));
      }
      if (steps.has('import')) {
        log(`[${kind}] import of orders from xlsx ...`);
        const merchant = accounts.find((a) => a.username === 'merchant@example.com');
        const [own] = await engine.rows<{ customer_id: number }>(`select customer_id from users where username = 'merchant@example.com'`);
        results.push(
          merchant && own
            ? await measureImport(app, engine, await login(app, merchant.username, merchant.password), own.customer_id)
            : skipped('import orders from xlsx', kind, '< 10 s', 'the demo seed made no merchant@example.com'),
        );
      }
      if (kind === 'postgres') results.push(await measureIndexUse(engine));
    } finally {
      await app.close();
    }
  } finally {
    await engine.close();
  }
  writeFileSync(outFile, JSON.stringify(results));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
