import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CompanyStatistics } from '../../domain/reports/analytics-home';
import { resolveRange, type RangeQuery } from '../../domain/reports/range';
import { screenUrl } from '../../domain/screens';
import { badRequest } from '../lib/errors';
import { userOf } from '../lib/request-user';
import { orderScope } from '../orders/scope';
import { companyStatistics } from '../reports/analytics-home';

const Day = Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Literal('')]));

/**
 * The staff analytics home's figures (spec section 7: GET addorders/company_saticts; domain/reports/analytics-home.ts):
 * for whoever may open the analytics screen, over a range of order dates (the last 30 days unless given, a year at
 * most), as the caller may see them. A bad or future day is a 400 naming it.
 */
export default async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RangeQuery }>(
    '/addorders/company_saticts',
    {
      schema: { querystring: Type.Object({ from_date: Day, to_date: Day }, { additionalProperties: false }), response: { 200: CompanyStatistics } },
      config: { access: { url: screenUrl('analytics') } },
    },
    async (request) => {
      const resolved = resolveRange(request.query, 30);
      if ('errors' in resolved) throw badRequest(resolved.errors);
      return companyStatistics(app.db, await orderScope(app.db, userOf(request)), resolved.range);
    },
  );
}
