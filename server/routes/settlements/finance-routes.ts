import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { FINANCE_FIGURE_NAMES } from '../../../domain/ledger/finance';
import { screenUrl } from '../../../domain/screens';
import { cairoToday } from '../../../domain/time';
import { badRequest } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { DateText, pastOrToday } from '../../closings/schemas';
import { canSeeCustomer, orderScope } from '../../orders/scope';
import { loadShipperScope } from '../../shippers/scope';
import { financeEntries, financeOn } from '../../settlements/finance';
import { Paging } from '../../lib/rest/paging';
import { FinanceAnswer } from '../../../domain/api/money';

const DayQuery = Type.Object({ date: Type.Optional(Type.Union([DateText, Type.Literal('')])) });
const EntriesQuery = Type.Object({
  figure: Type.Union(FINANCE_FIGURE_NAMES.map((name) => Type.Literal(name))),
  from_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  to_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  ...Paging,
});

/** Longest range of entries one page is taken from. */
const MAX_RANGE_DAYS = 366;

/**
 * The company's books (spec: finance): its position at the end of a day with the last 90 days' trend, and the
 * entries behind each figure. The whole company's figures are the screen's; entries name only the shippers and
 * merchants the caller may see.
 */
export default async function financeRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: { url: screenUrl('finance') } };

  app.get<{ Querystring: Static<typeof DayQuery> }>(
    '/finance/',
    { schema: { querystring: DayQuery, response: { 200: FinanceAnswer } }, config },
    async (request) => financeOn(app.db, request.query.date ? pastOrToday(request.query.date, 'date') : cairoToday()),
  );

  app.get<{ Querystring: Static<typeof EntriesQuery> }>('/finance/entries/', { schema: { querystring: EntriesQuery }, config }, async (request) => {
    const q = request.query;
    const to = q.to_date ? pastOrToday(q.to_date, 'to_date') : cairoToday();
    const from = q.from_date ? pastOrToday(q.from_date, 'from_date') : to;
    if (from > to) throw badRequest({ to_date: 'ledger.range_reversed' });
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_RANGE_DAYS) throw badRequest({ from_date: 'ledger.range_too_long' });
    const user = userOf(request);
    const scope = await orderScope(app.db, user);
    const shippers = (await loadShipperScope(app.db, user)).visibility;
    return financeEntries(app.db, { shippers, customers: (id) => canSeeCustomer(scope, id) }, q.figure, from, to, q.page ?? 1, q.page_size ?? 25);
  });
}
