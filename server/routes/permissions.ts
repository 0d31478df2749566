import { Type } from '@sinclair/typebox';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { heldSpecialCodes } from '../permissions/special';
import { customerVisibility, hasModelPermission, hasSpecialPermissions, isVisible, MODEL_PERM_TYPES, type ModelPermType } from '../../domain/permissions';
import { listPermittedUrls } from '../auth/session-user';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { customers, modelPermissions, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { loadGrants } from '../permissions/grants';
import { userOf } from '../lib/request-user';
import { HasPassword, HasPermission, HeldCodes, PermittedUrls } from '../../domain/api/permissions';

const PermittedUrlBody = Type.Object({ user: Type.Optional(Type.Integer({ minimum: 1 })) });
const ModelCheckBody = Type.Object({
  model: Type.String({ minLength: 1, maxLength: 100 }),
  perm_type: Type.Union(MODEL_PERM_TYPES.map((t) => Type.Literal(t))),
});
const SpecialCheckBody = Type.Object({ perm: Type.Union([Type.String({ maxLength: 100 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })]) });
const HasPasswordQuery = Type.Object({ customer_id: Type.Optional(Type.Integer({ minimum: 1 })) });

async function assertCustomerVisible(db: Db, caller: SessionUser, customerId: number): Promise<void> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer || !isVisible(customerVisibility(await loadGrants(db, caller)), customerId)) throw notFound();
}

export default async function permissionRoutes(app: FastifyInstance): Promise<void> {
  /** A user's screens. Only a superuser may ask about somebody else. */
  app.post<{ Body: { user?: number } }>(
    '/custompermissions/get_permitted_url',
    { schema: { body: PermittedUrlBody, response: { 200: PermittedUrls } }, config: { access: { user: true } } },
    async (request) => {
      const caller = userOf(request);
      const target = request.body.user ?? caller.id;
      if (target !== caller.id && !caller.is_superuser) throw forbidden();
      return { user: target, permitted_url: target === caller.id ? caller.permitted_url : await listPermittedUrls(app.db, target) };
    },
  );

  /** Whether a customer has a login with a password: a merchant asks about its own customer, staff name one. */
  app.get<{ Querystring: { customer_id?: number } }>(
    '/custompermissions/check_customer_has_password',
    { schema: { querystring: HasPasswordQuery, response: { 200: HasPassword } }, config: { access: { user: true } } },
    async (request) => {
      const caller = userOf(request);
      const staff = caller.is_staff || caller.is_superuser;
      const customerId = staff ? request.query.customer_id : caller.customer_id;
      if (!customerId) throw badRequest({ customer_id: 'validation.required' });
      // A customer the caller may not see answers as a missing one, so the call cannot probe who has a login.
      if (staff) await assertCustomerVisible(app.db, caller, customerId);
      const [login] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.customer_id, customerId), isNotNull(users.password_hash), eq(users.is_active, true)))
        .limit(1);
      return { has_password: Boolean(login) };
    },
  );

  app.post<{ Body: { model: string; perm_type: ModelPermType } }>(
    '/custompermissions/check_model_permission',
    { schema: { body: ModelCheckBody, response: { 200: HasPermission } }, config: { access: { staff: true } } },
    async (request) => {
      const caller = userOf(request);
      const held = await app.db.select().from(modelPermissions).where(eq(modelPermissions.user_id, caller.id));
      return { has_permission: hasModelPermission(caller, held, request.body.model, request.body.perm_type) };
    },
  );

  app.get(
    '/special-permissions/current-user-permissions',
    { schema: { response: { 200: HeldCodes } }, config: { access: { user: true } } },
    async (request) => ({
      permissions: await heldSpecialCodes(app.db, userOf(request).id),
    }),
  );

  app.post<{ Body: { perm: string | string[] } }>(
    '/customization/check_user_permission',
    { schema: { body: SpecialCheckBody, response: { 200: HasPermission } }, config: { access: { staff: true } } },
    async (request) => {
      const caller = userOf(request);
      const requested = Array.isArray(request.body.perm) ? request.body.perm : [request.body.perm];
      return { has_permission: hasSpecialPermissions(caller, await heldSpecialCodes(app.db, caller.id), requested) };
    },
  );
}
