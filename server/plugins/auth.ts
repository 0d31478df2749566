import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { loadSessionUser, type SessionUser } from '../auth/session-user';
import type { TokenService } from '../auth/tokens';
import type { Passwords } from '../auth/password-check';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    db: Db;
    tokens: TokenService;
    passwords: Passwords;
  }
}

const bearer = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/** Reads the bearer token and loads the caller; anything invalid simply leaves the request anonymous. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearer(request.headers.authorization);
      if (!token) return;
      const claims = app.tokens.verifyAccess(token);
      if (!claims) return;
      request.user = await loadSessionUser(app.db, claims.sub, claims.sid);
    });
  },
  { name: 'auth' },
);
