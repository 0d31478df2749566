import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** How often the embedded database is vacuumed: PGlite has no autovacuum of its own. */
export const VACUUM_EVERY_MS = 60 * 60 * 1000;

/**
 * PostgreSQL's autovacuum keeps statistics fresh and marks pages all-visible, which the order list's counts
 * need for index-only scans. PGlite has none, so the server runs `VACUUM (ANALYZE)` at start and every hour.
 * Returns the function that stops it.
 */
export function startPgliteMaintenance(database: Database, log: (message: string) => void): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  let running = false;
  const vacuum = async () => {
    if (running) return;
    running = true;
    try {
      await database.db.execute(sql`vacuum (analyze)`);
    } catch (error) {
      log(`vacuum failed: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  void vacuum();
  const timer = setInterval(() => void vacuum(), VACUUM_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
