import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError, unauthorized } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { UNMATCHABLE_HASH } from '../../auth/passwords';
import { rotateRefresh, revokeSession, startSession } from '../../auth/sessions';
import { sourceOf } from '../../auth/source';
import { userOf } from '../../lib/request-user';
import { findLoginUser, findUserById, normaliseLogin } from '../../auth/users-repo';
import { TokenPair, TokenReply } from '../../../domain/api/auth';
import { NoAnswer } from '../../../domain/api/common';

const LoginBody = Type.Object({
  username: Type.String({ maxLength: 255 }),
  password: Type.String({ maxLength: 255 }),
});

const RefreshBody = Type.Object({ refresh: Type.String({ maxLength: 200 }) });

const loginFailed = () => new ApiError(401, 'auth.login_failed');

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { username: string; password: string } }>(
    '/token/',
    { schema: { body: LoginBody, response: { 200: TokenReply } }, config: { access: { public: true } } },
    async (request) => {
      const username = normaliseLogin(request.body.username);
      const user = await findLoginUser(app.db, username);
      // An unknown or disabled account is checked against a hash nobody matches: the same work, count and answer.
      const hash = user?.is_active ? user.password_hash : UNMATCHABLE_HASH;
      const key = { username, source: sourceOf(request.ip) };
      if (!(await app.passwords.check(app.db, key, request.body.password, hash)) || !user) throw loginFailed();
      const pair = await startSession(app.db, app.tokens, user.id);
      await audit(app.db, { userId: user.id, action: 'login', entity: 'user', entityId: user.id });
      const { id, first_name, last_name, is_staff, is_superuser } = user;
      return { access: pair.access, refresh: pair.refresh, id, username: user.username, first_name, last_name, is_staff, is_superuser };
    },
  );

  app.post<{ Body: { refresh: string } }>(
    '/token/refresh/',
    { schema: { body: RefreshBody, response: { 200: TokenPair } }, config: { access: { public: true } } },
    async (request) => {
      const pair = await rotateRefresh(app.db, app.tokens, request.body.refresh);
      const user = await findUserById(app.db, pair.userId);
      if (!user?.is_active) throw unauthorized();
      return { access: pair.access, refresh: pair.refresh };
    },
  );

  app.post('/logout/', { schema: { response: { 204: NoAnswer } }, config: { access: { user: true } } }, async (request, reply) => {
    const user = userOf(request);
    await revokeSession(app.db, user.session_id);
    await audit(app.db, { userId: user.id, action: 'logout', entity: 'user', entityId: user.id });
    return reply.status(204).send();
  });
}
