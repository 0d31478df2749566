import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { englishMessage } from '../../../domain/messages';
import { customerActions, customerContactRights } from '../../../domain/permissions';
import { accountPasswordRules, firstError, validateCustomerLogin } from '../../../domain/validation';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { normaliseLogin } from '../../auth/users-repo';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ApiError, assertValid, forbidden } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import type { VisibleRow } from '../../lib/rest/resource';
import { listLogins, loginColumns, loginNameTaken, loginOf } from '../../customers/logins-repo';
import type { StoredCustomer } from '../../customers/repo';
import type { CustomerScope } from '../../customers/scope';
import { CustomerLogin, IdParams, LoginCreateBody, LoginParams, LoginUpdateBody, PasswordBody, SCREEN } from '../../customers/schemas';
import { Type } from '@sinclair/typebox';
import { Said } from '../../../domain/api/common';

const EDIT = { url: `${SCREEN}/edit` } as const;
const ENTITY = 'customer_login';
type LoginRoute = { Params: { id: number; userId: number } };

/**
 * A customer's merchant logins (spec section 7: create, update, remove, reset password). A login is a user with
 * `customer_id` set that is never staff nor superuser; it signs in with its email address as the username. The
 * customer in the path is read as the customer routes read it (`readCustomer`): one the caller may not see
 * answers exactly as a missing one (404), and so does a login of another customer. A customer the caller sees
 * without its phone or address is refused (403): its logins are managed only by someone who may see both
 * (domain customerActions.logins, the rule the customer page uses to offer them).
 */
export function registerCustomerLogins(app: FastifyInstance, readCustomer: VisibleRow<StoredCustomer, CustomerScope>): void {
  const customerIn = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const { row, scope } = await readCustomer(request, request.params.id);
    if (!customerActions.logins(userOf(request), customerContactRights(scope.grants, row.id))) throw forbidden('customers.logins_need_contact');
    return row.id;
  };

  app.get<{ Params: { id: number } }>(
    '/customers/:id/logins',
    { schema: { params: IdParams, response: { 200: Type.Array(CustomerLogin) } }, config: { access: EDIT } },
    async (request) => listLogins(app.db, await customerIn(request)),
  );

  app.post<{ Params: { id: number }; Body: LoginCreateBody }>(
    '/customers/:id/logins',
    { schema: { params: IdParams, body: LoginCreateBody, response: { 201: CustomerLogin } }, config: { access: EDIT } },
    async (request, reply) => {
      const customerId = await customerIn(request);
      assertValid(validateCustomerLogin(request.body, true));
      const username = normaliseLogin(request.body.username);
      if (await loginNameTaken(app.db, username)) throw new ApiError(409, 'auth.user_exists', {}, { username: 'auth.user_exists' });
      const hash = await hashPassword(request.body.password);
      const login = await app.db.transaction(async (tx) => {
        const values = { username, email: username, first_name: request.body.first_name.trim(), last_name: request.body.last_name.trim() };
        const [row] = await tx
          .insert(users)
          .values({ ...values, password_hash: hash, is_staff: false, is_superuser: false, is_active: true, customer_id: customerId })
          .returning(loginColumns);
        await audit(tx, { userId: userOf(request).id, action: 'create', entity: ENTITY, entityId: row!.id, after: row });
        return row!;
      });
      return reply.status(201).send(login);
    },
  );

  app.put<LoginRoute & { Body: LoginUpdateBody }>(
    '/customers/:id/logins/:userId',
    { schema: { params: LoginParams, body: LoginUpdateBody, response: { 200: CustomerLogin } }, config: { access: EDIT } },
    async (request) => {
      const customerId = await customerIn(request);
      assertValid(validateCustomerLogin({ username: '', ...request.body }, false));
      const before = await loginOf(app.db, customerId, request.params.userId);
      const changes = { first_name: request.body.first_name.trim(), last_name: request.body.last_name.trim(), is_active: request.body.is_active };
      return app.db.transaction(async (tx) => {
        const [after] = await tx.update(users).set(changes).where(eq(users.id, before.id)).returning(loginColumns);
        await audit(tx, { userId: userOf(request).id, action: 'update', entity: ENTITY, entityId: before.id, before, after });
        return after!;
      });
    },
  );

  app.delete<LoginRoute>(
    '/customers/:id/logins/:userId',
    { schema: { params: LoginParams, response: { 200: CustomerLogin } }, config: { access: EDIT } },
    async (request) => {
      const customerId = await customerIn(request);
      const before = await loginOf(app.db, customerId, request.params.userId);
      await app.db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, before.id));
        await audit(tx, { userId: userOf(request).id, action: 'delete', entity: ENTITY, entityId: before.id, before });
      });
      return before;
    },
  );

  app.post<LoginRoute & { Body: { password: string } }>(
    '/customers/:id/logins/:userId/reset_password',
    { schema: { params: LoginParams, body: PasswordBody, response: { 200: Said } }, config: { access: EDIT } },
    async (request) => {
      const customerId = await customerIn(request);
      const error = firstError(request.body.password, accountPasswordRules);
      if (error) assertValid({ password: error });
      const login = await loginOf(app.db, customerId, request.params.userId);
      const hash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: hash }).where(eq(users.id, login.id));
        await revokeUserSessions(tx, login.id);
        await audit(tx, { userId: userOf(request).id, action: 'password', entity: ENTITY, entityId: login.id });
      });
      return { message: englishMessage('auth.password_changed'), key: 'auth.password_changed' };
    },
  );
}
