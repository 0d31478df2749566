import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** Where a list is sorted and which rows of it are read (a page, or every row for an export). */
export interface ListWindow {
  sort?: string;
  order?: 'ASC' | 'DESC';
  /** Absent: every row (an export). */
  page?: { page: number; page_size: number };
}

/** How a list's rows may be sorted: each sort the route accepts and the column of `rows` it sorts by. */
export interface Sorting {
  columns: Readonly<Record<string, string>>;
  fallback: string;
}

/**
 * One page of a list whose rows `rows` gives (each with a unique `key`), sorted by the column asked (then by the
 * key, the same way), and the count and the sums of `summed` over every row: both read the same rows.
 */
export async function pageOf(db: Db, rows: SQL, sorting: Sorting, summed: readonly string[], window: ListWindow) {
  const sort = sql.identifier(sorting.columns[window.sort ?? ''] ?? sorting.fallback);
  const direction = sql.raw(window.order === 'DESC' ? 'desc' : 'asc');
  const limit = window.page ? sql`limit ${window.page.page_size} offset ${(window.page.page - 1) * window.page.page_size}` : sql``;
  const sums = sql.join(
    summed.map((key) => sql`coalesce(sum(g.${sql.identifier(key)}), 0) as ${sql.identifier(key)}`),
    sql`, `,
  );
  const [page, totals] = await Promise.all([
    db.execute(sql`select * from (${rows}) g order by g.${sort} ${direction} nulls last, g.key ${direction} ${limit}`),
    db.execute(sql`select count(*)::int as total, ${sums} from (${rows}) g`),
  ]);
  const [sum] = rowsOf(totals);
  return { rows: rowsOf(page), total: Number(sum?.total ?? 0), sums: sum ?? {} };
}
