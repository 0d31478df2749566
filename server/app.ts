import { tileOrigins, type MapServices } from './positions/maps';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/client';
import { createTokenService } from './auth/tokens';
import { createPasswords, type PasswordOptions } from './auth/password-check';
import securityHeaders from './plugins/security-headers';
import errors from './plugins/errors';
import { ApiError } from './lib/errors';
import { schemaCompilers } from './lib/schema-compilers';
import auth from './plugins/auth';
import access from './plugins/access';
import inputGuard from './plugins/input-guard';
import staticApp from './plugins/static-app';
import apiDocs from './plugins/api-docs';
import autoload from '@fastify/autoload';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The route folders (server/routes/<area>/index.ts) and files, loaded by @fastify/autoload. */
const ROUTES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'routes');

export interface AppOptions {
  db: Db;
  /** A pool of its own for order entry and status moves (server/db/client.ts); `db` when omitted. */
  writeDb?: Db;
  jwtSecret: string;
  /** The built browser app to serve; omitted in API tests. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies may say who the client is (X-Forwarded-For); off unless set, so a client cannot choose the
   * address its failed logins are counted against (see server/lib/trust-proxy.ts, TRUST_PROXY).
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The password checker and the bound on scrypt work; tests inject a verifier that counts its calls. */
  passwords?: PasswordOptions;
  /** Where the couriers' map takes its tiles and addresses from (none: a blank map, places as coordinates). */
  maps?: MapServices;
}

/** The whole server as one Fastify instance; only main.ts makes it listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // Registering every route and compiling its schemas takes a few seconds, and more than Fastify's 10 s on a busy
    // two-core machine (two API test files starting beside other work): give the routes time to load.
    pluginTimeout: 60_000,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
    schemaController: { compilersFactory: schemaCompilers },
  });
  // The API speaks JSON (and multipart for uploads, registered by those routes): a body of any other type is 415.
  // An empty text/plain body stays allowed, because ra-data-simple-rest sends its DELETEs with that type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
    body === '' ? done(null, undefined) : done(new ApiError(415, 'errors.media_type'), undefined),
  );
  app.decorate('db', options.db);
  app.decorate('writeDb', options.writeDb ?? options.db);
  app.decorate('tokens', createTokenService(options.jwtSecret));
  app.decorate('passwords', createPasswords(options.passwords));
  app.decorate('maps', options.maps ?? {});
  await app.register(securityHeaders, { imageOrigins: tileOrigins(options.maps) });
  await app.register(errors);
  await app.register(auth);
  await app.register(access);
  await app.register(inputGuard);
  await app.register(apiDocs);
  // Every area's routes: each folder of server/routes (its index.ts, which registers the rest of the folder) and each
  // file at its top, found there, so a new area edits no list. The areas do not depend on each other's registration.
  await app.register(autoload, { dir: ROUTES_DIR, maxDepth: 1, dirNameRoutePrefix: false, options: { prefix: '/api' } });
  if (options.distDir) await app.register(staticApp, { root: options.distDir });
  return app;
}
