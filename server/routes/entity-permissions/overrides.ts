import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OVERRIDE_FLAGS, type OverrideFlag } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { userPermissionOverrides } from '../../db/schema';
import { audit } from '../../lib/audit';
import { userOf } from '../../lib/request-user';
import { changeOf, findTarget, SCREENS, UserId } from '../../entity-permissions/target';
import { Overrides } from '../../../domain/api/permissions';

type OverrideFlags = Record<OverrideFlag, boolean>;

const FlagsSchema = Type.Object(Object.fromEntries(OVERRIDE_FLAGS.map((flag) => [flag, Type.Optional(Type.Boolean())])));
const ReadBody = Type.Object({ user: UserId });
const WriteBody = Type.Object({ user: UserId, permissions: FlagsSchema });
interface WriteBody {
  user: number;
  permissions: Partial<OverrideFlags>;
}

/** The fifteen 'all' flags of a user; all off when nothing is stored. */
export async function readOverrides(db: Db, userId: number): Promise<OverrideFlags> {
  const [row] = await db.select().from(userPermissionOverrides).where(eq(userPermissionOverrides.user_id, userId));
  return Object.fromEntries(OVERRIDE_FLAGS.map((flag) => [flag, row?.[flag] ?? false])) as OverrideFlags;
}

/** The spec's user-permission endpoint: PATCH with {user} reads, POST with {user, permissions} writes. */
export default async function overrideRoutes(app: FastifyInstance): Promise<void> {
  const access = { access: { url: SCREENS.overrides } };

  app.patch<{ Body: { user: number } }>('/user-permission/', { schema: { body: ReadBody, response: { 200: Overrides } }, config: access }, async (request) => {
    const target = await findTarget(app.db, request.body.user);
    return { user: target.id, permissions: await readOverrides(app.db, target.id) };
  });

  app.post<{ Body: WriteBody }>('/user-permission/', { schema: { body: WriteBody, response: { 200: Overrides } }, config: access }, async (request) => {
    const caller = userOf(request);
    const user = request.body.user;
    const permissions = await changeOf(app.db, caller, user, async (tx, target) => {
      const before = await readOverrides(tx, target.id);
      const after: OverrideFlags = { ...before, ...request.body.permissions };
      await tx
        .insert(userPermissionOverrides)
        .values({ user_id: target.id, ...after })
        .onConflictDoUpdate({ target: userPermissionOverrides.user_id, set: after });
      await audit(tx, { userId: caller.id, action: 'update', entity: 'user-permission', entityId: target.id, before, after });
      return after;
    });
    return { user, permissions };
  });
}
