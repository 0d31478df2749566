/**
 * The OpenAPI document (GET /api/docs/json): made from the routes' schemas, for staff only, naming the reports'
 * answers as their schemas declare them.
 */
import { describe, expect, it } from 'vitest';
import { openApiTest } from '../helpers/api-test';

const { t, admin } = await openApiTest();

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string }[]; responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
}

describe('the API document', () => {
  it('describes every route with its parameters and the reports with their answers', async () => {
    const answer = await t.call(admin.token, { method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const doc = answer.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = t.app.routeCatalogue.filter((route) => route.url !== '/api/docs/json' && route.url.startsWith('/api/'));
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)));
    const asOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    expect(routes.filter((route) => !documented.has(`${route.method} ${asOpenApi(route.url)}`)).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const report = doc.paths['/api/reports/UnactiveCustomersReport']!.get!;
    expect(report.parameters!.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['days', 'category', 'active', 'page', 'page_size', 'ordering']),
    );
    expect(JSON.stringify(report.responses!['200'])).toContain('usual_orders');
  });

  it('is for staff: a merchant is refused and a caller without a session asked to log in', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await t.call(merchant.token, { method: 'GET', url: '/api/docs/json' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
  });
});
