import type { TSchema } from '@sinclair/typebox';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../../domain/validation';
import type { Db } from '../../db/client';
import type { RouteAccess } from '../../plugins/access';
import { audit } from '../audit';
import { assertValid, badRequest, forbidden, notFound } from '../errors';
import { userOf } from '../request-user';
import { ListQuery, parseListQuery, type ListQueryString } from './list-query';

export type CrudTable = PgTable & { id: AnyPgColumn };

/** The rows one caller may touch: `where` narrows lists, `allows` is asked of each row read, written or deleted. */
export interface CrudScope {
  where?: SQL;
  allows: (row: Record<string, unknown>) => boolean;
}

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
  validate: (body: Body) => FieldErrors;
  /**
   * Who may create and update when not `<screen>/new` and `<screen>/edit`; 'screen' for a screen without
   * pages of its own for them, where the screen itself allows both.
   */
  writeAccess?: { create?: RouteAccess; update?: RouteAccess } | 'screen';
  /** Limits each caller to some rows (a staff user to the customers visible to them); refusals are 403. */
  scope?: (request: FastifyRequest) => Promise<CrudScope>;
  /** Checks that need the database (a zone that must lie in the chosen city), run after `validate`. */
  validateWith?: (db: Db, body: Body) => Promise<FieldErrors>;
}

const assertAllowed = (scope: CrudScope | null, ...rows: unknown[]): void => {
  if (scope && !rows.every((row) => scope.allows(row as Record<string, unknown>))) throw forbidden();
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A filter value for a boolean column must be a boolean (or 'true'/'false'): PGlite refuses anything else
 * before the query reaches the database, with an error that carries no SQLSTATE, so it is refused here as bad input.
 */
function filterValue(key: string, column: AnyPgColumn, value: unknown): unknown {
  if (column.dataType !== 'boolean' || typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest({ [key]: 'validation.invalid' });
}

function whereOf(resource: CrudResource<unknown>, filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(or(...resource.searchColumns.map((column) => ilike(column, `%${escapeLike(q)}%`))));
  const columns: Record<string, AnyPgColumn> = { id: resource.table.id, ...resource.filterColumns };
  for (const [key, value] of Object.entries(filter)) {
    const column = columns[key];
    if (!column || value === undefined || value === '') continue;
    if (Array.isArray(value)) parts.push(inArray(column, value.length ? value.map((item) => filterValue(key, column, item)) : [null]));
    else parts.push(eq(column, filterValue(key, column, value)));
  }
  return and(...parts);
}

/** The simple-rest routes of one resource: list, read, create, update, delete, each audited. */
export function registerCrud<Body extends object>(app: FastifyInstance, resource: CrudResource<Body>): void {
  const { table, name, screen } = resource;
  const path = `/${name}`;
  const readAccess = resource.readAccess ?? { url: screen };
  const writeAccess = resource.writeAccess === 'screen' ? { create: { url: screen }, update: { url: screen } } : resource.writeAccess;
  const createAccess = writeAccess?.create ?? { url: `${screen}/new` };
  const updateAccess = writeAccess?.update ?? { url: `${screen}/edit` };
  const scopeOf = (request: FastifyRequest) => (resource.scope ? resource.scope(request) : Promise.resolve(null));
  const check = async (body: Body) => {
    assertValid(resource.validate(body));
    if (resource.validateWith) assertValid(await resource.validateWith(app.db, body));
  };
  const byId = (id: number) => eq(table.id, id);
  const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['id'] };

  app.get<{ Querystring: ListQueryString }>(path, { schema: { querystring: ListQuery }, config: { access: readAccess } }, async (request, reply) => {
    const list = parseListQuery(request.query);
    const where = and(whereOf(resource as CrudResource<unknown>, list.filter), (await scopeOf(request))?.where);
    const sortColumn = resource.sortColumns[list.sortField] ?? table.id;
    const direction = list.sortOrder === 'DESC' ? desc : asc;
    const [rows, [total]] = await Promise.all([
      app.db.select().from(table).where(where).orderBy(direction(sortColumn), asc(table.id)).limit(list.limit).offset(list.offset),
      app.db.select({ total: count() }).from(table).where(where),
    ]);
    const last = list.offset + Math.max(rows.length - 1, 0);
    return reply.header('content-range', `${name} ${list.offset}-${last}/${total?.total ?? 0}`).send(rows);
  });

  app.get<{ Params: { id: number } }>(`${path}/:id`, { schema: { params: idParams }, config: { access: readAccess } }, async (request) => {
    const [row] = await app.db.select().from(table).where(byId(request.params.id));
    if (!row) throw notFound();
    assertAllowed(await scopeOf(request), row);
    return row;
  });

  app.post<{ Body: Body }>(path, { schema: { body: resource.body }, config: { access: createAccess } }, async (request, reply) => {
    await check(request.body as Body);
    assertAllowed(await scopeOf(request), request.body);
    const created = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values(request.body as never)
        .returning();
      await audit(tx, { userId: userOf(request).id, action: 'create', entity: name, entityId: row?.id as number, after: row });
      return row;
    });
    return reply.status(201).send(created);
  });

  app.put<{ Params: { id: number }; Body: Body }>(
    `${path}/:id`,
    { schema: { params: idParams, body: resource.body }, config: { access: updateAccess } },
    async (request) => {
      await check(request.body as Body);
      const scope = await scopeOf(request);
      return app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(table).where(byId(request.params.id)).for('update');
        if (!before) throw notFound();
        assertAllowed(scope, before, request.body);
        const [after] = await tx
          .update(table)
          .set(request.body as never)
          .where(byId(request.params.id))
          .returning();
        await audit(tx, { userId: userOf(request).id, action: 'update', entity: name, entityId: request.params.id, before, after });
        return after;
      });
    },
  );

  app.delete<{ Params: { id: number } }>(`${path}/:id`, { schema: { params: idParams }, config: { access: { url: screen } } }, async (request) => {
    const scope = await scopeOf(request);
    return app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(byId(request.params.id)).for('update');
      if (!before) throw notFound();
      assertAllowed(scope, before);
      await tx.delete(table).where(byId(request.params.id));
      await audit(tx, { userId: userOf(request).id, action: 'delete', entity: name, entityId: request.params.id, before });
      return before;
    });
  });
}
