import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { badRequest } from '../lib/errors';
import { containsPattern, type ParsedList } from '../lib/rest/list-query';
import { parseRowId, ROW_ID_PATTERN, rowId, type RowsKind } from './rows-kinds';

const ROW_ID = new RegExp(ROW_ID_PATTERN);

/** A row as the API gives it: `id`, `user_id`, `<entity>_id`, `<entity>_name` and the flags. */
export type ApiRow = { id: string; user_id: number } & Record<string, string | number | boolean>;

const selection = (kind: RowsKind) => ({
  user_id: kind.userColumn,
  entity_id: kind.entityColumn,
  entity_name: kind.partner.name,
  ...kind.flagColumns,
});

function toApi(kind: RowsKind, raw: Record<string, unknown>): ApiRow {
  const userId = Number(raw.user_id);
  const entityId = Number(raw.entity_id);
  const row: ApiRow = { id: rowId(userId, entityId), user_id: userId };
  row[`${kind.entity}_id`] = entityId;
  row[`${kind.entity}_name`] = String(raw.entity_name ?? '');
  for (const flag of kind.flags) row[flag] = raw[flag] === true;
  return row;
}

function ids(key: string, value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  const numbers = list.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647)) throw badRequest({ [key]: 'validation.invalid' });
  return numbers;
}

function whereOf(kind: RowsKind, filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const entityKey = `${kind.entity}_id`;
  if (filter.user_id !== undefined && filter.user_id !== '') parts.push(inArray(kind.userColumn, ids('user_id', filter.user_id)));
  if (filter[entityKey] !== undefined && filter[entityKey] !== '') parts.push(inArray(kind.entityColumn, ids(entityKey, filter[entityKey])));
  if (Array.isArray(filter.id)) {
    const pairs = filter.id
      .map((id) => String(id))
      .filter((id) => ROW_ID.test(id))
      .map(parseRowId);
    const matches = pairs.map(({ userId, entityId }) => and(eq(kind.userColumn, userId), eq(kind.entityColumn, entityId)));
    parts.push(matches.length ? or(...matches) : sql`false`);
  }
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(ilike(kind.partner.name, containsPattern(q)));
  return and(...parts);
}

function sortColumn(kind: RowsKind, field: string): AnyPgColumn {
  if (field === `${kind.entity}_name`) return kind.partner.name;
  return kind.flagColumns[field] ?? kind.entityColumn;
}

export async function listRows(db: Db, kind: RowsKind, list: ParsedList): Promise<{ rows: ApiRow[]; total: number }> {
  const where = whereOf(kind, list.filter);
  const joined = eq(kind.entityColumn, kind.partner.id);
  const direction = list.sortOrder === 'DESC' ? desc : asc;
  const [raw, [total]] = await Promise.all([
    db
      .select(selection(kind))
      .from(kind.table)
      .innerJoin(kind.partner.table, joined)
      .where(where)
      .orderBy(direction(sortColumn(kind, list.sortField)), asc(kind.entityColumn), asc(kind.userColumn))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(kind.table).innerJoin(kind.partner.table, joined).where(where),
  ]);
  return { rows: raw.map((r) => toApi(kind, r)), total: total?.total ?? 0 };
}

/** The user's rows for these partners (all of the user's rows when `entityIds` is omitted). */
export async function findRows(db: Db, kind: RowsKind, userId: number, entityIds?: readonly number[]): Promise<ApiRow[]> {
  if (entityIds && entityIds.length === 0) return [];
  const raw = await db
    .select(selection(kind))
    .from(kind.table)
    .innerJoin(kind.partner.table, eq(kind.entityColumn, kind.partner.id))
    .where(and(eq(kind.userColumn, userId), entityIds ? inArray(kind.entityColumn, [...entityIds]) : undefined))
    .orderBy(asc(kind.entityColumn));
  return raw.map((r) => toApi(kind, r));
}

/**
 * Creates the missing rows with the given flags (the rest off) and sets the given flags on the existing
 * ones, in one statement.
 */
export async function upsertRows(db: Db, kind: RowsKind, userId: number, entityIds: readonly number[], flags: Record<string, boolean>): Promise<void> {
  const unique = [...new Set(entityIds)];
  if (unique.length === 0) return;
  const values = unique.map((entityId) => ({ user_id: userId, [`${kind.entity}_id`]: entityId, ...flags }));
  const insert = db.insert(kind.table).values(values as never);
  if (Object.keys(flags).length === 0) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: [kind.userColumn, kind.entityColumn], set: flags as never });
}

export async function deleteRow(db: Db, kind: RowsKind, userId: number, entityId: number): Promise<void> {
  await db.delete(kind.table).where(and(eq(kind.userColumn, userId), eq(kind.entityColumn, entityId)));
}
