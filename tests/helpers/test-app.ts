import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { Db } from '../../server/db/client';
import { buildUser, TEST_PASSWORD, type UserSpec } from './builders';
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

/** A fresh database and the app on it; `options` adds or replaces app options (a counting verifier, a dist folder). */
export async function createTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp({ db: database.db, jwtSecret: 'test-secret-0123456789abcdef0123456789', ...options });
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
