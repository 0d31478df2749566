import type { BenchEngine } from './engine';
import type { Measurement } from './report';

/**
 * How often each index of the orders table served a scan over the whole run, and its size (PostgreSQL's
 * pg_stat_user_indexes): what the index review in server/db/schema/orders.ts is checked against. Every index
 * is also paid for by every order entered and every move that changes its columns.
 */
export async function measureIndexUse(engine: BenchEngine): Promise<Measurement> {
  const rows = await engine.rows<{ name: string; scans: string; size: string }>(
    `select indexrelname as name, idx_scan::text as scans, pg_size_pretty(pg_relation_size(indexrelid)) as size
     from pg_stat_user_indexes where relname = 'orders' order by idx_scan desc, indexrelname`,
  );
  return {
    what: `orders: scans of each of its ${rows.length} indexes over the run`,
    engine: 'postgres',
    figure: `${rows.filter((row) => row.scans === '0').length} never used`,
    value: rows.length,
    unit: 'indexes',
    budget: '-',
    pass: null,
    note: rows.map((row) => `${row.name} ${row.scans} (${row.size})`).join(', '),
  };
}
