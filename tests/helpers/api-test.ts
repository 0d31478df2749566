import { afterAll } from 'vitest';
import type { MessageKey } from '../../domain/messages';
import { createTestApp, type TestApp } from './test-app';

/** The body of an API error: the English message, its translation key and any field errors. */
export interface ErrorBody {
  message: string;
  key: MessageKey;
  errors?: Record<string, MessageKey>;
}

export interface ApiTest {
  t: TestApp;
  admin: { token: string; id: number };
}

/**
 * A fresh app and database for the calling test file, closed after its tests, with a superuser
 * logged in. Call it with top-level await, once per file.
 */
export async function openApiTest(): Promise<ApiTest> {
  const t = await createTestApp();
  afterAll(() => t.close());
  const login = await t.loginAs({ role: 'superuser' });
  return { t, admin: { token: login.token, id: login.user.id } };
}
