import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** Whether any row of `table` matches `where` (a record that something else still names). */
export async function anyRow(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return Boolean(row);
}
