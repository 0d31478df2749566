import fp from 'fastify-plugin';
import type { FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { canOpenUrl } from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import { forbidden, unauthorized } from '../lib/errors';

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

export default fp(
  async (app) => {
    app.decorate('routeCatalogue', [] as CatalogueEntry[]);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        app.routeCatalogue.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
      }
    });
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.is404) return;
      const error = accessError(request.routeOptions.config.access, request.user);
      if (error) throw error;
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
