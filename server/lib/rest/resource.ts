import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import type { RouteAccess } from '../../plugins/access';
import { audit } from '../audit';
import { notFound } from '../errors';
import { userOf } from '../request-user';
import { ListQuery, parseListQuery, sendPage, type ListQueryString, type ParsedList } from './list-query';

/** A record's id in a path or query: a positive 32-bit integer (anything else is a 400 at the schema). */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** What a write knows besides its body: who calls, and what they may see. */
export interface WriteContext<Scope> {
  caller: SessionUser;
  scope: Scope;
}

/**
 * One resource served the ra-data-simple-rest way at `/api/<name>`: list (with Content-Range), read, create,
 * update, delete. The resource says how its rows are stored and shown; the path here does the rest the same
 * way for every resource: access by screen, the caller's scope read once per request, the row locked for a
 * change, a row that is missing or hidden from the caller answered 404 (so ids cannot be probed), the write
 * and its audit row in one transaction, and the answer shown as the caller may see it.
 */
export interface RestResource<Row extends { id: unknown }, Body, Scope> {
  /** The spec's route segment: the resource name, the API path (`/api/City`) and the audit's entity. */
  name: string;
  /** The staff screen that owns the resource: reading and deleting need it, creating `<screen>/new`, editing `<screen>/edit`. */
  screen: string;
  /** Who may read the list and records (pickers elsewhere need them); defaults to the screen. */
  readAccess?: RouteAccess;
  /** Who may create and update when not `<screen>/new` and `<screen>/edit`; 'screen' for a screen without pages of its own for them. */
  writeAccess?: { create?: RouteAccess; update?: RouteAccess } | 'screen';
  body: TSchema;
  /** One record as answered (after `present`): every route's response schema, so nothing else leaves. */
  row: TSchema;
  /** The body of a creation when it has more than an update's (a password). */
  createBody?: TSchema;
  /** The list's order when the query names none. */
  defaultSort?: string;
  /** What the caller may see, read afresh on every request so that a changed permission applies at once. */
  scope: (request: FastifyRequest) => Promise<Scope>;
  /** Whether the caller may see a stored row; one they may not see answers exactly as a missing one. Every row when absent. */
  sees?: (scope: Scope, row: Row) => boolean;
  /** A row as the caller may see it (hidden fields blanked, what they may do with it); the row itself when absent. */
  present?: (scope: Scope, row: Row) => unknown;
  /** One page of the rows the caller may see, and how many there are. */
  list: (db: Db, scope: Scope, list: ParsedList) => Promise<{ rows: Row[]; total: number }>;
  /** One row by id, whoever may see it; `lock` holds it until the transaction ends. */
  find: (db: Db, id: number, lock: boolean) => Promise<Row | null>;
  /**
   * The checks that need only the body and the caller (the form's rules), made before anything is read or
   * locked, and the body to write; slow work (hashing a password) belongs here, outside the transaction.
   */
  prepare?: (db: Db, body: Body, context: { creating: boolean; caller: SessionUser }) => Promise<Body> | Body;
  insert: (tx: Db, body: Body, context: WriteContext<Scope>) => Promise<Row>;
  /** Writes the body over `before`; hidden fields the body cannot know keep their stored values here. */
  update: (tx: Db, before: Row, body: Body, context: WriteContext<Scope>) => Promise<Row>;
  /** Deletes the row (refusing with 409 what must stay); without it the resource has no DELETE. */
  remove?: (tx: Db, before: Row, context: WriteContext<Scope>) => Promise<void>;
}

/** Reads one row for another route of the resource (a spec alias, a sub-resource), by the same rule as its own read. */
export type VisibleRow<Row, Scope> = (request: FastifyRequest, id: number) => Promise<{ row: Row; scope: Scope }>;

/** Registers the simple-rest routes of `resource`; answers the reader other routes of the resource use. */
export function registerResource<Row extends { id: unknown }, Body, Scope>(
  app: FastifyInstance,
  resource: RestResource<Row, Body, Scope>,
): VisibleRow<Row, Scope> {
  const { name, screen } = resource;
  const path = `/${name}`;
  const readAccess = resource.readAccess ?? { url: screen };
  const writeAccess = resource.writeAccess === 'screen' ? { create: { url: screen }, update: { url: screen } } : resource.writeAccess;
  const createAccess = writeAccess?.create ?? { url: `${screen}/new` };
  const updateAccess = writeAccess?.update ?? { url: `${screen}/edit` };
  const present = (scope: Scope, row: Row) => (resource.present ? resource.present(scope, row) : row);

  /** The row, unless it is missing or the caller may not see it: both answer the same 404. */
  const visible = (scope: Scope, row: Row | null): Row => {
    if (!row || (resource.sees && !resource.sees(scope, row))) throw notFound();
    return row;
  };
  const contextOf = async (request: FastifyRequest): Promise<WriteContext<Scope>> => ({ caller: userOf(request), scope: await resource.scope(request) });

  const read: VisibleRow<Row, Scope> = async (request, id) => {
    const scope = await resource.scope(request);
    return { row: visible(scope, await resource.find(app.db, id, false)), scope };
  };

  /** Locks the row, refuses it when missing or hidden, then writes and audits, all in one transaction. */
  const change = async (
    request: FastifyRequest,
    id: number,
    action: 'update' | 'delete',
    write: (tx: Db, before: Row, context: WriteContext<Scope>) => Promise<Row | null>,
  ) => {
    const context = await contextOf(request);
    const shown = await app.db.transaction(async (tx) => {
      const before = visible(context.scope, await resource.find(tx, id, true));
      const after = await write(tx, before, context);
      await audit(tx, { userId: context.caller.id, action, entity: name, entityId: id, before, after });
      return after ?? before;
    });
    return present(context.scope, shown);
  };

  type IdRoute = { Params: { id: number } };
  /** The body as the route's schema has checked it (Fastify types a generic body loosely), prepared for writing. */
  const bodyOf = async (request: FastifyRequest, creating: boolean): Promise<Body> => {
    const body = request.body as Body;
    return resource.prepare ? resource.prepare(app.db, body, { creating, caller: userOf(request) }) : body;
  };
  const params = { params: IdParams };
  const one = { response: { 200: resource.row } };

  app.get<{ Querystring: ListQueryString }>(
    path,
    { schema: { querystring: ListQuery, response: { 200: Type.Array(resource.row) } }, config: { access: readAccess } },
    async (request, reply) => {
      const list = parseListQuery(request.query, resource.defaultSort);
      const scope = await resource.scope(request);
      const { rows, total } = await resource.list(app.db, scope, list);
      return sendPage(reply, name, list, await Promise.all(rows.map((row) => present(scope, row))), total);
    },
  );

  app.get<IdRoute>(`${path}/:id`, { schema: { ...params, ...one }, config: { access: readAccess } }, async (request) => {
    const { row, scope } = await read(request, request.params.id);
    return present(scope, row);
  });

  app.post<{ Body: Body }>(
    path,
    { schema: { body: resource.createBody ?? resource.body, response: { 201: resource.row } }, config: { access: createAccess } },
    async (request, reply) => {
      const body = await bodyOf(request, true);
      const context = await contextOf(request);
      const created = await app.db.transaction(async (tx) => {
        const row = await resource.insert(tx, body, context);
        await audit(tx, { userId: context.caller.id, action: 'create', entity: name, entityId: String(row.id), after: row });
        return row;
      });
      return reply.status(201).send(await present(context.scope, created));
    },
  );

  app.put<IdRoute & { Body: Body }>(
    `${path}/:id`,
    { schema: { ...params, ...one, body: resource.body }, config: { access: updateAccess } },
    async (request) => {
      const body = await bodyOf(request, false);
      return change(request, request.params.id, 'update', (tx, before, context) => resource.update(tx, before, body, context));
    },
  );

  const { remove } = resource;
  if (remove) {
    app.delete<IdRoute>(`${path}/:id`, { schema: { ...params, ...one }, config: { access: { url: screen } } }, async (request) =>
      change(request, request.params.id, 'delete', async (tx, before, context) => {
        await remove(tx, before, context);
        return null;
      }),
    );
  }

  return read;
}
