import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { Database, Db } from '../../server/db/client';
import { buildUser, TEST_PASSWORD, type UserSpec } from './builders';
import { checkAnswers } from './answer-check';
import { freshDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
  /** Creates a user as the spec says and logs it in; returns its bearer token and row. */
  loginAs: (spec: UserSpec) => Promise<{ token: string; user: Awaited<ReturnType<typeof buildUser>> }>;
  /** app.inject with an optional bearer token. */
  call: (token: string | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
}

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789';

/** The app on `database` (two apps on one database with one secret are two server processes of one office). */
export async function createTestAppOn(database: Database, options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const app = await buildApp({ db: database.db, writeDb: database.writeDb, jwtSecret: TEST_JWT_SECRET, ...options });
  checkAnswers(app);
  await app.ready();
  const call: TestApp['call'] = (token, options) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    db: database.db,
    call,
    close: async () => {
      await app.close();
      await database.close();
    },
    loginAs: async (spec) => {
      const user = await buildUser(database.db, spec);
      const response = await call(null, { method: 'POST', url: '/api/token/', payload: { username: user.username, password: TEST_PASSWORD } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return { token: response.json<{ access: string }>().access, user };
    },
  };
}

/** A fresh database and the app on it; `options` adds or replaces app options (a counting verifier, a dist folder). */
export async function createTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  return createTestAppOn(await freshDatabase(), options);
}

/**
 * Two apps on one fresh database, as two server processes behind a load balancer: on PGlite in one process
 * on the same database, on PostgreSQL (npm run test:pg) each with pools of its own. Closing `b` leaves the
 * database to `a`.
 */
export async function createTwinApps(): Promise<{ a: TestApp; b: TestApp; close: () => Promise<void> }> {
  const database = await freshDatabase();
  const a = await createTestAppOn(database);
  const b = await createTestAppOn(await database.reopen());
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}
