import { Type, type TObject, type TOptional, type TBoolean } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { ListQuery, parseListQuery, sendPage, type ListQueryString } from '../../lib/rest/list-query';
import { parseRowId, ROW_ID_PATTERN, type RowsKind } from '../../entity-permissions/rows-kinds';
import { deleteRow, findRows, listRows, upsertRows, type ApiRow } from '../../entity-permissions/rows-repo';
import type { SessionUser } from '../../auth/session-user';
import { changeOf, UserId } from '../../entity-permissions/target';
import { bulkAnswer, permissionRow } from '../../../domain/api/permissions';

type Body = Record<string, unknown>;
const IdParams = Type.Object({ id: Type.String({ pattern: ROW_ID_PATTERN }) });
const EntityId = Type.Integer({ minimum: 1, maximum: 2147483647 });
const MAX_BULK = 500;

const flagProperties = (kind: RowsKind): Record<string, TOptional<TBoolean>> =>
  Object.fromEntries(kind.flags.map((flag) => [flag, Type.Optional(Type.Boolean())]));

/** The flags a body names, and only those. */
function flagsOf(kind: RowsKind, body: Body): Record<string, boolean> {
  return Object.fromEntries(kind.flags.filter((flag) => typeof body[flag] === 'boolean').map((flag) => [flag, body[flag] === true]));
}

/** One audit row per partner whose row was created, changed or removed. */
async function auditRows(db: Db, callerId: number, kind: RowsKind, before: ApiRow[], after: ApiRow[]): Promise<void> {
  const ids = new Set([...before, ...after].map((row) => row.id));
  for (const id of ids) {
    const old = before.find((row) => row.id === id) ?? null;
    const now = after.find((row) => row.id === id) ?? null;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    const action = !old ? 'create' : !now ? 'delete' : 'update';
    await audit(db, { userId: callerId, action, entity: kind.name, entityId: id, before: old, after: now });
  }
}

/**
 * A kind of per-partner permission rows as a simple-rest resource keyed `<user_id>-<entity_id>`, plus a bulk
 * call that grants flags for many partners at once. Reading needs the screen; so does changing, and a
 * non-superuser may not change a superuser's rows or their own.
 */
export function registerRows(app: FastifyInstance, kind: RowsKind): void {
  const path = `/${kind.name}`;
  const access = { access: { url: kind.screen } };
  const entityKey = `${kind.entity}_id`;
  const flags = flagProperties(kind);
  const CreateBody: TObject = Type.Object({ user_id: UserId, [entityKey]: EntityId, ...flags });
  const UpdateBody: TObject = Type.Object(flags);
  const Row = permissionRow(kind.entity, kind.flags);
  const one = { 200: Row, 201: Row };
  const BulkBody: TObject = Type.Object({
    user_id: UserId,
    [`${kind.entity}_ids`]: Type.Array(EntityId, { minItems: 1, maxItems: MAX_BULK }),
    permissions: Type.Object(flags),
  });

  /** Writes the rows of one user in a transaction with their audit rows; answers with the rows afterwards. */
  const change = async (caller: SessionUser, userId: number, entityIds: number[], write: (tx: Db) => Promise<void>) =>
    changeOf(app.db, caller, userId, async (tx) => {
      const before = await findRows(tx, kind, userId, entityIds);
      await write(tx);
      const after = await findRows(tx, kind, userId, entityIds);
      await auditRows(tx, caller.id, kind, before, after);
      return { before, after };
    });

  app.get<{ Querystring: ListQueryString }>(
    path,
    { schema: { querystring: ListQuery, response: { 200: Type.Array(Row) } }, config: access },
    async (request, reply) => {
      const list = parseListQuery(request.query, entityKey);
      const { rows, total } = await listRows(app.db, kind, list);
      return sendPage(reply, kind.name, list, rows, total);
    },
  );

  app.get<{ Params: { id: string } }>(`${path}/:id`, { schema: { params: IdParams, response: one }, config: access }, async (request) => {
    const { userId, entityId } = parseRowId(request.params.id);
    const [row] = await findRows(app.db, kind, userId, [entityId]);
    if (!row) throw notFound();
    return row;
  });

  app.post<{ Body: Body }>(path, { schema: { body: CreateBody, response: one }, config: access }, async (request, reply) => {
    const caller = userOf(request);
    const userId = Number(request.body.user_id);
    const entityId = Number(request.body[entityKey]);
    const { before, after } = await change(caller, userId, [entityId], (tx) => upsertRows(tx, kind, userId, [entityId], flagsOf(kind, request.body)));
    return reply.status(before.length ? 200 : 201).send(after[0]);
  });

  app.put<{ Params: { id: string }; Body: Body }>(
    `${path}/:id`,
    { schema: { params: IdParams, body: UpdateBody, response: one }, config: access },
    async (request) => {
      const caller = userOf(request);
      const { userId, entityId } = parseRowId(request.params.id);
      const { after } = await change(caller, userId, [entityId], async (tx) => {
        if (!(await findRows(tx, kind, userId, [entityId])).length) throw notFound();
        await upsertRows(tx, kind, userId, [entityId], flagsOf(kind, request.body));
      });
      return after[0];
    },
  );

  app.delete<{ Params: { id: string } }>(`${path}/:id`, { schema: { params: IdParams, response: one }, config: access }, async (request) => {
    const caller = userOf(request);
    const { userId, entityId } = parseRowId(request.params.id);
    const { before } = await change(caller, userId, [entityId], (tx) => deleteRow(tx, kind, userId, entityId));
    if (!before[0]) throw notFound();
    return before[0];
  });

  app.post<{ Body: Body }>(`${path}/bulk`, { schema: { body: BulkBody, response: { 200: bulkAnswer(Row) } }, config: access }, async (request) => {
    const caller = userOf(request);
    const userId = Number(request.body.user_id);
    const entityIds = (request.body[`${kind.entity}_ids`] as number[]).map(Number);
    const permissions = flagsOf(kind, request.body.permissions as Body);
    const { after } = await change(caller, userId, entityIds, (tx) => upsertRows(tx, kind, userId, entityIds, permissions));
    return { data: after };
  });
}
