import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canOpenUrl } from '../../../domain/permissions';
import { GRANTABLE_URLS } from '../../../domain/screens';
import { accountPasswordRules, firstError, validateUserAccount } from '../../../domain/validation';
import type { SessionUser } from '../../auth/session-user';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { normaliseLogin } from '../../auth/users-repo';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import { englishMessage } from '../../../domain/messages';
import { audit } from '../../lib/audit';
import { assertValid, forbidden, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { ListQuery, parseListQuery, type ListQueryString } from '../../lib/rest/list-query';
import { getAccount, listAccounts, replacePermittedUrls } from './repo';

const SCREEN = '/dashboard/useraccount';
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const AccountFields = {
  username: Type.String({ maxLength: 1000 }),
  email: Type.String({ maxLength: 1000, default: '' }),
  first_name: Type.String({ maxLength: 1000, default: '' }),
  last_name: Type.String({ maxLength: 1000, default: '' }),
  is_active: Type.Boolean({ default: true }),
  is_staff: Type.Boolean({ default: true }),
  is_superuser: Type.Boolean({ default: false }),
  permitted_url: Type.Array(Type.Union(GRANTABLE_URLS.map((u) => Type.Literal(u))), { default: [], maxItems: 500 }),
};
const UpdateBody = Type.Object(AccountFields);
const CreateBody = Type.Object({ ...AccountFields, password: Type.String({ maxLength: 1000 }) });
const PasswordBody = Type.Object({ password: Type.String({ maxLength: 1000 }) });
type UpdateBody = Static<typeof UpdateBody>;
type CreateBody = Static<typeof CreateBody>;

/**
 * Guards against privilege escalation: only a superuser may create, change or promote a superuser,
 * and a staff member may only grant screens they can open themselves.
 */
async function assertMayGrant(db: Db, caller: SessionUser, body: UpdateBody, targetId?: number): Promise<void> {
  if (caller.is_superuser) return;
  if (body.is_superuser) throw forbidden('permissions.superuser_only');
  if (targetId) {
    const [target] = await db.select({ is_superuser: users.is_superuser }).from(users).where(eq(users.id, targetId));
    if (target?.is_superuser) throw forbidden('permissions.superuser_only');
  }
  if (body.permitted_url.some((url) => !canOpenUrl(caller, url))) throw forbidden('permissions.grant_own_only');
}

const columnsOf = (body: UpdateBody) => ({
  username: normaliseLogin(body.username),
  email: body.email ? normaliseLogin(body.email) : null,
  first_name: body.first_name.trim(),
  last_name: body.last_name.trim(),
  is_active: body.is_active,
  is_staff: body.is_staff,
  is_superuser: body.is_superuser,
});

export default async function userAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQueryString }>(
    '/useraccount',
    { schema: { querystring: ListQuery }, config: { access: { url: SCREEN } } },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const { rows, total } = await listAccounts(app.db, list);
      return reply.header('content-range', `useraccount ${list.offset}-${list.offset + Math.max(rows.length - 1, 0)}/${total}`).send(rows);
    },
  );

  app.get<{ Params: { id: number } }>('/useraccount/:id', { schema: { params: IdParams }, config: { access: { url: SCREEN } } }, async (request) => {
    const account = await getAccount(app.db, request.params.id);
    if (!account) throw notFound();
    return account;
  });

  app.post<{ Body: CreateBody }>('/useraccount', { schema: { body: CreateBody }, config: { access: { url: `${SCREEN}/new` } } }, async (request, reply) => {
    const caller = userOf(request);
    assertValid(validateUserAccount(request.body, true));
    await assertMayGrant(app.db, caller, request.body);
    const hash = await hashPassword(request.body.password);
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...columnsOf(request.body), password_hash: hash })
        .returning({ id: users.id });
      await replacePermittedUrls(tx, row!.id, request.body.permitted_url);
      await audit(tx, {
        userId: caller.id,
        action: 'create',
        entity: 'useraccount',
        entityId: row!.id,
        after: { ...columnsOf(request.body), permitted_url: request.body.permitted_url },
      });
      return row!.id;
    });
    return reply.status(201).send(await getAccount(app.db, id));
  });

  app.put<{ Params: { id: number }; Body: UpdateBody }>(
    '/useraccount/:id',
    { schema: { params: IdParams, body: UpdateBody }, config: { access: { url: `${SCREEN}/edit` } } },
    async (request) => {
      const caller = userOf(request);
      assertValid(validateUserAccount(request.body, false));
      await assertMayGrant(app.db, caller, request.body, request.params.id);
      const before = await getAccount(app.db, request.params.id);
      if (!before) throw notFound();
      await app.db.transaction(async (tx) => {
        await tx.update(users).set(columnsOf(request.body)).where(eq(users.id, request.params.id));
        await replacePermittedUrls(tx, request.params.id, request.body.permitted_url);
        await audit(tx, { userId: caller.id, action: 'update', entity: 'useraccount', entityId: request.params.id, before, after: request.body });
      });
      return getAccount(app.db, request.params.id);
    },
  );

  /** A staff member's password set by an administrator (spec: reset password for user). */
  app.post<{ Params: { id: number }; Body: { password: string } }>(
    '/useraccount/:id/reset_password',
    { schema: { params: IdParams, body: PasswordBody }, config: { access: { url: `${SCREEN}/edit` } } },
    async (request) => {
      const caller = userOf(request);
      const error = firstError(request.body.password, accountPasswordRules);
      if (error) assertValid({ password: error });
      const target = await getAccount(app.db, request.params.id);
      if (!target) throw notFound();
      if (target.is_superuser && !caller.is_superuser) throw forbidden('permissions.superuser_only');
      // Setting the password of an account lets the caller log in as it, so it must not hold screens the caller lacks.
      if (!caller.is_superuser && target.permitted_url.some((url) => !canOpenUrl(caller, url))) throw forbidden();
      const hash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: hash }).where(eq(users.id, target.id));
        await revokeUserSessions(tx, target.id, caller.session_id);
        await audit(tx, { userId: caller.id, action: 'password', entity: 'useraccount', entityId: target.id });
      });
      return { message: englishMessage('auth.password_changed'), key: 'auth.password_changed' };
    },
  );
}
