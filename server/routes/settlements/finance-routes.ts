import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { cairoToday } from '../../../domain/time';
import { DateText, pastOrToday } from '../../closings/schemas';
import { financeOn } from '../../settlements/finance';
import { FinanceAnswer } from '../../../domain/api/money';

const DayQuery = Type.Object({ date: Type.Optional(Type.Union([DateText, Type.Literal('')])) });

/**
 * The company's books (spec: finance): its position at the end of a day with the last 90 days' trend. The whole
 * company's figures are the screen's; the entries behind each are a report on the kit (domain/reports/finance-entries.ts).
 */
export default async function financeRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: { url: screenUrl('finance') } };

  app.get<{ Querystring: Static<typeof DayQuery> }>(
    '/finance/',
    { schema: { querystring: DayQuery, response: { 200: FinanceAnswer } }, config },
    async (request) => financeOn(app.db, request.query.date ? pastOrToday(request.query.date, 'date') : cairoToday()),
  );
}
