import type { TSchema } from '@sinclair/typebox';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '../../../domain/messages';
import type { FieldErrors } from '../../../domain/validation';
import type { Db } from '../../db/client';
import type { RouteAccess } from '../../plugins/access';
import { ApiError, assertValid, badRequest } from '../errors';
import { containsPattern, type ParsedList } from './list-query';
import { registerResource } from './resource';
import { tableRowSchema } from './row-schema';

export type CrudTable = PgTable & { id: AnyPgColumn };
export type CrudRow = Record<string, unknown> & { id: unknown };
type Row = CrudRow;
/** A stored row of the table, typed as having its id (every CrudTable has one). */
const withId = (row: Record<string, unknown>): Row => ({ ...row, id: row.id });

/**
 * The rows one caller may touch: `where` narrows lists, `allows` is asked of each row read, written or deleted
 * (one it refuses answers as missing, 404), and `references` of each body written (a body naming a record the
 * caller may not see is refused as if that record were missing: 400 with the field's 'errors.not_found').
 */
export interface CrudScope {
  where?: SQL;
  allows: (row: Record<string, unknown>) => boolean;
  references?: (body: Record<string, unknown>) => FieldErrors;
}

/** A resource that is one table: lookups, price rows, shipper groups. Served by the generic path (./resource). */
export interface CrudResource<Body> {
  /** The spec's route segment: the resource name and the API path (`/api/City`). */
  name: string;
  table: CrudTable;
  /** The staff screen that owns the resource; creating needs `<screen>/new`, editing `<screen>/edit`. */
  screen: string;
  /** Who may read the list and records (pickers elsewhere need them); defaults to the screen. */
  readAccess?: RouteAccess;
  /** Columns matched by the `q` filter (case-insensitive substring). */
  searchColumns: AnyPgColumn[];
  /** Columns that may be filtered by equality (a list of values means any of them). */
  filterColumns: Record<string, AnyPgColumn>;
  sortColumns: Record<string, AnyPgColumn>;
  body: TSchema;
  /** The answer's record when it is not the table's stored row. */
  row?: TSchema;
  validate: (body: Body) => FieldErrors;
  /**
   * Who may create and update when not `<screen>/new` and `<screen>/edit`; 'screen' for a screen without
   * pages of its own for them, where the screen itself allows both.
   */
  writeAccess?: { create?: RouteAccess; update?: RouteAccess } | 'screen';
  /** Limits each caller to some rows (a staff user to the customers visible to them). */
  scope?: (request: FastifyRequest) => Promise<CrudScope>;
  /** Checks that need the database (a zone that must lie in the chosen city), run after `validate`. */
  validateWith?: (db: Db, body: Body) => Promise<FieldErrors>;
  /** The columns written for a body when they are not the body itself (money typed as LE text, stored as piastres). */
  stored?: (body: Body) => Record<string, unknown>;
  /** The answer's record for a stored row when it is not the row itself (piastres shown as LE text, figures derived from it). */
  present?: (row: CrudRow) => unknown;
  /**
   * Why a row may not be deleted though nothing refers to it by a foreign key the database checks (a warehouse's
   * place in the stock), or a clearer reason than the database's for one that does: a 409 with that message.
   */
  inUse?: (tx: Db, row: CrudRow) => Promise<MessageKey | undefined>;
}

/**
 * A filter value for a boolean column must be a boolean (or 'true'/'false'): PGlite refuses anything else
 * before the query reaches the database, with an error that carries no SQLSTATE, so it is refused here as bad input.
 */
function filterValue(key: string, column: AnyPgColumn, value: unknown): unknown {
  if (column.dataType !== 'boolean' || typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest({ [key]: 'validation.invalid' });
}

function whereOf<Body>(resource: CrudResource<Body>, filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(or(...resource.searchColumns.map((column) => ilike(column, containsPattern(q)))));
  const columns: Record<string, AnyPgColumn> = { id: resource.table.id, ...resource.filterColumns };
  for (const [key, value] of Object.entries(filter)) {
    const column = columns[key];
    if (!column || value === undefined || value === '') continue;
    if (Array.isArray(value)) parts.push(inArray(column, value.length ? value.map((item) => filterValue(key, column, item)) : [null]));
    else parts.push(eq(column, filterValue(key, column, value)));
  }
  return and(...parts);
}

const checkReferences = (scope: CrudScope | null, body: object) => assertValid(scope?.references?.({ ...body }) ?? {});

/** The simple-rest routes of one table: list, read, create, update, delete, each audited (./resource). */
export function registerCrud<Body extends object>(app: FastifyInstance, resource: CrudResource<Body>): void {
  const { table, present, inUse } = resource;
  const stored = (body: Body): object => (resource.stored ? resource.stored(body) : body);
  const byId = (id: number) => eq(table.id, id);
  registerResource<Row, Body, CrudScope | null>(app, {
    name: resource.name,
    screen: resource.screen,
    readAccess: resource.readAccess,
    writeAccess: resource.writeAccess,
    body: resource.body,
    row: resource.row ?? tableRowSchema(table),
    scope: (request) => (resource.scope ? resource.scope(request) : Promise.resolve(null)),
    present: present && ((_scope, row) => present(row)),
    sees: (scope, row) => !scope || scope.allows(row),
    async list(db, scope, list: ParsedList) {
      const where = and(whereOf(resource, list.filter), scope?.where);
      const direction = list.sortOrder === 'DESC' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(direction(resource.sortColumns[list.sortField] ?? table.id), asc(table.id))
          .limit(list.limit)
          .offset(list.offset),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { rows: rows.map(withId), total: total?.total ?? 0 };
    },
    async find(db, id, lock) {
      const query = db.select().from(table).where(byId(id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? withId(row) : null;
    },
    async prepare(db, body) {
      assertValid(resource.validate(body));
      if (resource.validateWith) assertValid(await resource.validateWith(db, body));
      return body;
    },
    async insert(tx, body, { scope }) {
      checkReferences(scope, body);
      const [row] = await tx
        .insert(table)
        .values(stored(body) as never)
        .returning();
      return withId(row ?? {});
    },
    async update(tx, before, body, { scope }) {
      checkReferences(scope, body);
      const [row] = await tx
        .update(table)
        .set(stored(body) as never)
        .where(byId(Number(before.id)))
        .returning();
      return withId(row ?? {});
    },
    async remove(tx, before) {
      const reason = inUse && (await inUse(tx, before));
      if (reason) throw new ApiError(409, reason);
      await tx.delete(table).where(byId(Number(before.id)));
    },
  });
}
