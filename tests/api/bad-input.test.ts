import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import type { CatalogueEntry } from '../../server/plugins/access';
import { openApiTest } from '../helpers/api-test';
import { buildCity, buildOrder, buildShipper } from '../helpers/builders';
import { malformedRequests } from '../helpers/malformed';

const { t, admin } = await openApiTest();
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeRoutes = t.app.routeCatalogue.filter((route) => WRITES.has(route.method));
// Something to change, so that a write that slipped through would show.
await buildOrder(t.db);
await buildShipper(t.db);

/** One fingerprint of every table's rows: every write anywhere changes it. */
async function fingerprint(): Promise<string> {
  const tables = rowsOf(await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((row) =>
    String(row.tablename),
  );
  const parts = tables.map((table) => sql`(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.identifier(table)} t)`);
  // An array, not a function's arguments: a function takes at most 100, and there are more tables than that.
  const [row] = rowsOf(await t.db.execute(sql`select md5(array_to_string(array[${sql.join(parts, sql`, `)}], ',')) as print`));
  return String(row?.print);
}

describe('what the browser sends', () => {
  it('accepts the empty text/plain body ra-data-simple-rest sends with a DELETE, and refuses any other text', async () => {
    const city = await buildCity(t.db);
    const asText = (payload?: string) =>
      t.call(admin.token, { method: 'DELETE', url: `/api/City/${city.id}`, headers: { 'content-type': 'text/plain' }, ...(payload ? { payload } : {}) });
    expect((await asText('{}')).statusCode).toBe(415);
    expect((await asText()).statusCode).toBe(200);
  });
});

describe('malformed input to every write route', () => {
  it('covers the write routes the app registers, with at least twenty variants each', () => {
    expect(writeRoutes.length).toBeGreaterThan(50);
    for (const route of writeRoutes) expect(malformedRequests(route).length).toBeGreaterThanOrEqual(20);
  });

  it.each(writeRoutes.map((route): [string, CatalogueEntry] => [`${route.method} ${route.url}`, route]))(
    '%s refuses each variant with a 4xx and changes nothing',
    async (_label, route) => {
      const before = await fingerprint();
      for (const { what, request } of malformedRequests(route)) {
        const response = await t.call(admin.token, request);
        expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
      expect(await fingerprint()).toBe(before);
    },
  );
});
