import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The policy's directives by name: "script-src 'self'; ..." -> { 'script-src': ["'self'"] }. */
const directives = (policy: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sec-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  const answers = () =>
    [
      ['the app page', t.call(null, { method: 'GET', url: '/dashboard/orders' })],
      ['a script', t.call(null, { method: 'GET', url: '/assets/app.js' })],
      ['an API answer', t.call(null, { method: 'GET', url: '/api/settings/get_user_settings' })],
      ['a refused API call', t.call(null, { method: 'GET', url: '/api/me/' })],
      ['an unknown API path', t.call(null, { method: 'GET', url: '/api/no-such-thing' })],
    ] as const;

  it('every answer carries a policy with no inline script, nosniff, no framing and a referrer policy', async () => {
    for (const [what, pending] of answers()) {
      const response = await pending;
      const policy = directives(response.headers['content-security-policy'] as string | undefined);
      expect(policy['script-src'], what).toEqual(["'self'"]);
      expect(policy['default-src'], what).toEqual(["'self'"]);
      expect(policy['object-src'], what).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], what).toEqual(["'none'"]);
      expect(policy['upgrade-insecure-requests'], what).toBeUndefined();
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['referrer-policy'], what).toBe('no-referrer');
    }
  });

  it('the page the app is built from has no inline script for the policy to block', () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body?.trim()).toBe('');
    }
  });
});
