import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { SessionCache } from '../auth/session-cache';
import type { SessionUser } from '../auth/session-user';
import type { AccessClaims, TokenService } from '../auth/tokens';
import type { Passwords } from '../auth/password-check';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The bearer token's claims, when it is a valid access token. */
    sessionClaims: AccessClaims | null;
    /** The session was read from the database during this request (not only taken from the cache). */
    sessionChecked: boolean;
  }
  interface FastifyInstance {
    db: Db;
    /** A small pool of its own for order entry and status moves, so they do not queue behind the readers. */
    writeDb: Db;
    tokens: TokenService;
    passwords: Passwords;
    sessions: SessionCache;
    /** Reads the request's session afresh (one statement): sets `request.user` (null when it has ended). */
    checkSession: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * Every answer of the route is read by a statement that checks the session itself (auth/session-probe.ts),
     * so a kept session is used without a round trip of its own; a route that may answer otherwise (an export)
     * calls app.checkSession first on that path.
     */
    sessionInStatement?: boolean;
  }
}

const bearer = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/**
 * Reads the bearer token and finds the caller; anything invalid simply leaves the request anonymous. The caller
 * is checked against the database on every request, by its own statement or, on routes that declare
 * `sessionInStatement`, by the statement that reads the answer (auth/session-cache.ts).
 */
export default fp(
  async (app) => {
    app.decorate('sessions', new SessionCache());
    app.decorate('checkSession', async (request: FastifyRequest) => {
      const claims = request.sessionClaims;
      request.user = claims ? await app.sessions.check(app.db, claims.sub, claims.sid) : null;
      request.sessionChecked = true;
    });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionClaims', null);
    app.decorateRequest('sessionChecked', false);
    app.addHook('onRequest', async (request) => {
      const token = bearer(request.headers.authorization);
      if (!token) return;
      request.sessionClaims = app.tokens.verifyAccess(token);
      if (!request.sessionClaims) return;
      const { sub, sid } = request.sessionClaims;
      const kept = request.routeOptions.config.sessionInStatement ? app.sessions.peek(sub, sid) : undefined;
      if (kept) request.user = kept;
      else await app.checkSession(request);
    });
  },
  { name: 'auth' },
);
