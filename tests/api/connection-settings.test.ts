import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { openApiTest } from '../helpers/api-test';

const { t } = await openApiTest();

describe('connection settings', () => {
  // A statement estimated far above jit_above_cost (100,000 by default), as a report over a year of orders is: its
  // plan says when it would be compiled just in time (PostgreSQL with LLVM; PGlite has none).
  // The write pool is opened by the same code (server/db/client.ts).
  it('plans a costly statement without compiling it just in time', async () => {
    const plan = rowsOf(await t.db.execute(sql`explain select count(*) from generate_series(1, 1000000) a, generate_series(1, 1000) b`))
      .map((row) => String(Object.values(row)[0]))
      .join('\n');
    expect(plan).toMatch(/Aggregate/);
    expect(plan).not.toMatch(/JIT/);
  });
});
