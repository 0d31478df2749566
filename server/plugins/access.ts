import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { canOpenUrl } from '../../domain/permissions';
import { StaleSession } from '../auth/session-probe';
import type { SessionUser } from '../auth/session-user';
import { ApiError, forbidden, unauthorized } from '../lib/errors';

/**
 * What a route needs. Every route declares one; a route that declares nothing is refused to everybody.
 * - public: anyone, logged in or not
 * - user: every logged-in user (the handler limits a merchant to its own data)
 * - customer: a merchant login (its customer's data only)
 * - staff: every staff member and superuser
 * - url: a staff member whose permitted screens include that URL (spec section 6), or a superuser
 * - urls: the same with any one of several screens (a call two screens share, such as creating an order)
 * - superuser: superusers only
 */
export type RouteAccess =
  { public: true } | { user: true } | { customer: true } | { staff: true } | { url: string } | { urls: readonly string[] } | { superuser: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    routeCatalogue: CatalogueEntry[];
  }
}

export interface CatalogueEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's declared schemas, so tests can generate inputs from them. */
  schema: FastifySchema | undefined;
}

const isStaff = (user: SessionUser) => user.is_staff || user.is_superuser;

/** Null when the user may call a route with this access, otherwise the error to answer with. */
export function accessError(access: RouteAccess | undefined, user: SessionUser | null) {
  if (access && 'public' in access) return null;
  if (!user) return unauthorized();
  if (!access) return forbidden();
  if ('user' in access) return null;
  if ('customer' in access) return !isStaff(user) && user.customer_id != null ? null : forbidden();
  if ('staff' in access) return isStaff(user) ? null : forbidden();
  if ('superuser' in access) return user.is_superuser ? null : forbidden('permissions.superuser_only');
  const urls = 'url' in access ? [access.url] : access.urls;
  return isStaff(user) && urls.some((url) => canOpenUrl(user, url)) ? null : forbidden();
}

/**
 * Runs a route's handler again when its answer was worked out from a kept caller that turned out to be out of
 * date: a statement that checks the session threw StaleSession, or the handler refused the request (an error)
 * before any statement had checked the kept caller. The caller is read afresh and the route's access checked
 * again first. Statements that check the session run before the request changes anything, so running the
 * handler again is safe; after three tries (the permissions changing under the request each time) it gives up.
 */
function rerunWhenStale(app: FastifyInstance, route: RouteOptions): void {
  const handler = route.handler;
  route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        const stale = error instanceof StaleSession;
        if (!stale && (request.sessionChecked || !request.user)) throw error;
        const before = request.user;
        await app.checkSession(request);
        // The kept caller was current: its refusal stands.
        if (!stale && request.user === before) throw error;
        if (attempt >= 3) throw new ApiError(503, 'auth.network');
        const refusal = accessError(request.routeOptions.config.access, request.user);
        if (refusal) throw refusal;
      }
    }
  };
}

export default fp(
  async (app) => {
    app.decorate('routeCatalogue', [] as CatalogueEntry[]);
    app.addHook('onRoute', (route: RouteOptions) => {
      rerunWhenStale(app, route);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        app.routeCatalogue.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
      }
    });
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      let error = accessError(access, request.user);
      // A refusal is never made from a kept caller alone: the permissions may have been granted since.
      if (error && request.user && !request.sessionChecked) {
        await app.checkSession(request);
        error = accessError(access, request.user);
      }
      if (error) throw error;
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
