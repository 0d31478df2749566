import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KINDS = ['public', 'user', 'customer', 'staff', 'url', 'urls', 'superuser'] as const;

describe('route declarations', () => {
  it('registers the API routes in the catalogue', () => {
    const names = t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain('GET /api/City');
    expect(names).toContain('POST /api/token/');
    expect(names).toContain('GET /api/settings/get_user_settings');
  });

  it('has every route declare who may call it', () => {
    const undeclared = t.app.routeCatalogue.filter((route) => route.access === undefined).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('has every declaration name exactly one known access kind', () => {
    const malformed = t.app.routeCatalogue
      .filter((route) => {
        const keys = Object.keys(route.access ?? {});
        return keys.length !== 1 || !KINDS.some((kind) => kind === keys[0]);
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(malformed).toEqual([]);
  });

  it('has url declarations name a dashboard screen', () => {
    for (const route of t.app.routeCatalogue) {
      const access = route.access;
      if (access && 'url' in access) expect(access.url, `${route.method} ${route.url}`).toMatch(/^\/dashboard\/\S+$/);
      if (access && 'urls' in access) for (const url of access.urls) expect(url, `${route.method} ${route.url}`).toMatch(/^\/dashboard\/\S+$/);
    }
  });

  it('lists each method and path once', () => {
    const names = t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('answer schemas', () => {
  it('has every route declare the schema of its answer', () => {
    const withoutSchema = t.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/') && !(route.schema as { response?: unknown } | undefined)?.response)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutSchema).toEqual([]);
  });
});
