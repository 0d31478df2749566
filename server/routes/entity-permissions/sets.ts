import { Type } from '@sinclair/typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { SET_KINDS, type SetKind } from '../../entity-permissions/set-kinds';
import { changeOf, findTarget, UserParams } from '../../entity-permissions/target';
import { NamedSet } from '../../../domain/api/permissions';

const MAX_ITEMS = 1000;
const WriteBody = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: MAX_ITEMS }) });

async function readSet(db: Db, kind: SetKind, userId: number) {
  const items = await db
    .select({ id: kind.items.id, name: kind.items.name })
    .from(kind.table)
    .innerJoin(kind.items.table, eq(kind.itemColumn, kind.items.id))
    .where(eq(kind.userColumn, userId))
    .orderBy(asc(kind.items.id));
  const list = items.map((item) => ({ id: Number(item.id), name: String(item.name) }));
  return { user: userId, ids: list.map((item) => item.id), items: list };
}

async function assertItemsExist(db: Db, kind: SetKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: kind.items.id }).from(kind.items.table).where(inArray(kind.items.id, ids));
  if (found.length !== ids.length) throw badRequest({ ids: 'errors.not_found' });
}

/** shipperswappermission, grouppermission and followupperm: read a user's set, or replace it. */
export default async function setRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of SET_KINDS) {
    const access = { access: { url: kind.screen } };
    const path = `/${kind.name}/:user`;

    app.get<{ Params: { user: number } }>(path, { schema: { params: UserParams, response: { 200: NamedSet } }, config: access }, async (request) => {
      const target = await findTarget(app.db, request.params.user);
      return readSet(app.db, kind, target.id);
    });

    app.put<{ Params: { user: number }; Body: { ids: number[] } }>(
      path,
      { schema: { params: UserParams, body: WriteBody, response: { 200: NamedSet } }, config: access },
      async (request) => {
        const caller = userOf(request);
        const ids = [...new Set(request.body.ids)];
        await assertItemsExist(app.db, kind, ids);
        return changeOf(app.db, caller, request.params.user, async (tx, target) => {
          const before = await readSet(tx, kind, target.id);
          await tx.delete(kind.table).where(eq(kind.userColumn, target.id));
          if (ids.length) await tx.insert(kind.table).values(ids.map((id) => ({ user_id: target.id, [kind.itemKey]: id })) as never);
          const after = await readSet(tx, kind, target.id);
          await audit(tx, { userId: caller.id, action: 'update', entity: kind.name, entityId: target.id, before: before.ids, after: after.ids });
          return after;
        });
      },
    );
  }
}
