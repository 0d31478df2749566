import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FIELD_PERMISSIONS, fieldPermissionsOf, type FieldPermission } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { userFieldPermissions } from '../../db/schema';
import { audit } from '../../lib/audit';
import { userOf } from '../../lib/request-user';
import { assertMayRead, changeOf, findTarget, SCREENS, UserParams, type Target } from '../../entity-permissions/target';
import { FieldsByName, UserFields } from '../../../domain/api/permissions';

interface FieldValue {
  field: FieldPermission;
  allowed: boolean;
}

const FieldValue = Type.Object({ field: Type.Union(FIELD_PERMISSIONS.map((f) => Type.Literal(f))), allowed: Type.Boolean() });
const WriteBody = Type.Object({ fields: Type.Array(FieldValue, { maxItems: FIELD_PERMISSIONS.length * 2 }) });
const ByIdQuery = Type.Object({ userid: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })) });

async function fieldsOf(db: Db, target: Target): Promise<Record<FieldPermission, boolean>> {
  const rows = await db.select().from(userFieldPermissions).where(eq(userFieldPermissions.user_id, target.id));
  return fieldPermissionsOf(target, rows);
}

const asList = (fields: Record<FieldPermission, boolean>): FieldValue[] => FIELD_PERMISSIONS.map((field) => ({ field, allowed: fields[field] }));

/** Field permissions (userpermissionfieldValue) such as show_order_serial: read and set per user. */
export default async function fieldRoutes(app: FastifyInstance): Promise<void> {
  const access = { access: { url: SCREENS.fields } };

  app.get<{ Params: { user: number } }>(
    '/userpermissionfieldValue/:user',
    { schema: { params: UserParams, response: { 200: UserFields } }, config: access },
    async (request) => {
      const target = await findTarget(app.db, request.params.user);
      return { user: target.id, fields: asList(await fieldsOf(app.db, target)) };
    },
  );

  app.put<{ Params: { user: number }; Body: { fields: FieldValue[] } }>(
    '/userpermissionfieldValue/:user',
    { schema: { params: UserParams, body: WriteBody, response: { 200: UserFields } }, config: access },
    async (request) => {
      const caller = userOf(request);
      const { target, fields } = await changeOf(app.db, caller, request.params.user, async (tx, target) => {
        const before = await fieldsOf(tx, target);
        for (const { field, allowed } of request.body.fields) {
          await tx
            .insert(userFieldPermissions)
            .values({ user_id: target.id, field, allowed })
            .onConflictDoUpdate({ target: [userFieldPermissions.user_id, userFieldPermissions.field], set: { allowed } });
        }
        const after = await fieldsOf(tx, target);
        await audit(tx, { userId: caller.id, action: 'update', entity: 'userpermissionfieldValue', entityId: target.id, before, after });
        return { target, fields: after };
      });
      return { user: target.id, fields: asList(fields) };
    },
  );

  /** Spec 7 "GET orders/get_FieldPermissionById (userid)": one's own, or anybody's with the screen. */
  app.get<{ Querystring: { userid?: number } }>(
    '/orders/get_FieldPermissionById',
    { schema: { querystring: ByIdQuery, response: { 200: FieldsByName } }, config: { access: { staff: true } } },
    async (request) => {
      const caller = userOf(request);
      const userId = request.query.userid ?? caller.id;
      assertMayRead(caller, userId, SCREENS.fields);
      return { permissions: await fieldsOf(app.db, await findTarget(app.db, userId)) };
    },
  );
}
