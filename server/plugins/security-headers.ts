import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer (the app's HTML and the API alike). Scripts come only from this
 * origin's files: no inline script, no eval (index.html loads its one early script from /lang-dir.js). Styles
 * may be inline because MUI's emotion writes <style> tags at run time. Images may be data: and blob: URLs (the
 * logo preview of the settings form). Nobody may frame the app. There is no `upgrade-insecure-requests`: the
 * app is often served over plain HTTP inside an office, where it would break every request.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers (@fastify/helmet) on every answer, registered before anything that can answer early (the
 * access guard's 401 and 403 carry them too): the policy above, X-Content-Type-Options: nosniff,
 * X-Frame-Options: DENY, Referrer-Policy: no-referrer (back-office addresses name customers and orders), HSTS
 * for this host only (browsers heed it over HTTPS alone). A route may set its own policy after this one, as
 * the media route does.
 */
export default fp<{ imageOrigins?: readonly string[] }>(
  async (app, { imageOrigins = [] }) => {
    // The map's tiles come from the origin the office configured (MAP_TILES_URL), if any.
    const directives = { ...CONTENT_SECURITY_POLICY, 'img-src': [...CONTENT_SECURITY_POLICY['img-src']!, ...imageOrigins] };
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    });
  },
  { name: 'security-headers' },
);
