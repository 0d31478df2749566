import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SPECIAL_CODES, type SpecialCode } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { specialPermissionLogs, specialPermissions } from '../../db/schema';
import { audit } from '../../lib/audit';
import { userOf } from '../../lib/request-user';
import type { SessionUser } from '../../auth/session-user';
import { changeOf, findTarget, SCREENS, UserId, UserParams } from '../../entity-permissions/target';
import { SpecialCodes } from '../../../domain/api/permissions';

const Code = Type.Union(SPECIAL_CODES.map((code) => Type.Literal(code)));
const GrantBody = Type.Object({ code: Code });
const RevokeParams = Type.Object({ user: UserId, code: Code });

async function codesOf(db: Db, userId: number) {
  const rows = await db
    .select({ code: specialPermissions.code })
    .from(specialPermissions)
    .where(eq(specialPermissions.user_id, userId))
    .orderBy(asc(specialPermissions.code));
  return { user: userId, codes: rows.map((row) => row.code) };
}

/** Special permission codes of a user: list, grant and revoke; each change is logged and audited. */
export default async function specialRoutes(app: FastifyInstance): Promise<void> {
  const access = { access: { url: SCREENS.overrides } };
  const path = '/special-permissions/users/:user';

  const change = async (caller: SessionUser, userId: number, code: SpecialCode, action: 'grant' | 'revoke') =>
    changeOf(app.db, caller, userId, async (tx) => {
      const callerId = caller.id;
      const held = and(eq(specialPermissions.user_id, userId), eq(specialPermissions.code, code));
      const changed =
        action === 'grant'
          ? await tx.insert(specialPermissions).values({ user_id: userId, code }).onConflictDoNothing().returning()
          : await tx.delete(specialPermissions).where(held).returning();
      if (changed.length) {
        await tx.insert(specialPermissionLogs).values({ actor_id: callerId, user_id: userId, code, action });
        await audit(tx, { userId: callerId, action, entity: 'special-permissions', entityId: userId, after: { code } });
      }
      return codesOf(tx, userId);
    });

  app.get<{ Params: { user: number } }>(path, { schema: { params: UserParams, response: { 200: SpecialCodes } }, config: access }, async (request) => {
    const target = await findTarget(app.db, request.params.user);
    return codesOf(app.db, target.id);
  });

  app.post<{ Params: { user: number }; Body: { code: SpecialCode } }>(
    path,
    { schema: { params: UserParams, body: GrantBody, response: { 200: SpecialCodes } }, config: access },
    async (request) => {
      const caller = userOf(request);
      return change(caller, request.params.user, request.body.code, 'grant');
    },
  );

  app.delete<{ Params: { user: number; code: SpecialCode } }>(
    `${path}/:code`,
    { schema: { params: RevokeParams, response: { 200: SpecialCodes } }, config: access },
    async (request) => {
      const caller = userOf(request);
      return change(caller, request.params.user, request.params.code, 'revoke');
    },
  );
}
