import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '../../domain/time';

/** The rows of a raw `db.execute` answer: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as Record<string, unknown>[];
  throw new Error('the database answered without rows');
}

/** A JSON array column read by either driver (node-postgres parses json; a string is parsed here). */
export function jsonRows<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/**
 * A stored timestamp as the API gives it: ISO 8601 in UTC, or the database's own text for one that JavaScript
 * cannot hold ('infinity', a year before 1 in local mean time, beyond 275760). Formatting never fails, so no
 * stored row can make an answer fail.
 */
export const timestampText = (value: Date | string): string => (typeof value === 'string' ? value : Number.isNaN(value.getTime()) ? '' : value.toISOString());

/**
 * A column's driver value mapped as Drizzle maps it, except a timestamp JavaScript cannot hold, which keeps the
 * database's text (see timestampText).
 */
export function mapDriverValue(column: { mapFromDriverValue: (value: unknown) => unknown }, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const mapped = column.mapFromDriverValue(value);
  return mapped instanceof Date && Number.isNaN(mapped.getTime()) ? String(value) : mapped;
}

/** A row of `table` read by a raw statement (`select *`), each column mapped as Drizzle's own select maps it. */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, mapDriverValue(column, raw[column.name])]),
  ) as T['$inferSelect'];
}

/**
 * A timestamp column as 'YYYY-MM-DD HH24:MI' in Cairo, in SQL. Shifting a timestamp near the ends of
 * PostgreSQL's range into a time zone overflows, so a value outside the years 100 to 9999 (or infinity) is given
 * as the database's own text instead: an export never fails on a stored row.
 */
export const cairoMinuteText = (column: AnyPgColumn): SQL =>
  sql`case when ${column} > '0100-01-01' and ${column} < '9999-01-01'
    then to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI') else ${column}::text end`;
