import type { FastifyInstance, FastifyRequest } from 'fastify';
import { packagingRow, STATEMENT_COLUMNS, STATEMENT_HEADERS } from '../../../domain/ledger/statement';
import { screenUrl } from '../../../domain/screens';
import { withRetry } from '../../db/retry';
import { badRequest, notFound } from '../../lib/errors';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { pastOrToday, IdParams } from '../../closings/schemas';
import { orderScope } from '../../orders/scope';
import { sendReport } from '../../shipper-reports/xlsx';
import { assertMoneyOf } from '../../settlements/access';
import { listSettlements, previewSettlement, settlementById } from '../../settlements/read';
import { collectOf, saveSettlement } from '../../settlements/save';
import {
  CustomerQuery,
  ExportBody,
  SettlementBody,
  SettlementListQuery,
  type SettlementBodyType,
  type SettlementListQueryType,
} from '../../settlements/schemas';
import { SettlementPage, SettlementPreview, StatementFile, StatementRecord } from '../../../domain/api/settlements';

/**
 * Customer closings (spec: customer-closing): what settling a merchant now could take, saving it, the list with
 * totals, one closing's statement and its spreadsheet. Every call keeps to the merchants whose money the caller
 * may see (`revnue`).
 */
export default async function settlementRoutes(app: FastifyInstance): Promise<void> {
  const listUrl = { access: { url: screenUrl('customer-closing') } };
  const newUrl = { access: { url: `${screenUrl('customer-closing')}/new` } };
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));

  app.get<{ Querystring: { customer: number; collect?: number } }>(
    '/customer-closing/preview/',
    { schema: { querystring: CustomerQuery, response: { 200: SettlementPreview } }, config: newUrl },
    async (request) => {
      const { customer, collect } = request.query;
      assertMoneyOf(await scopeOf(request), customer);
      const requested = collect === undefined ? undefined : await app.db.transaction((tx) => collectOf(tx, customer, collect));
      return { ...(await previewSettlement(app.db, customer)), requested: requested ?? null };
    },
  );

  app.post<{ Body: SettlementBodyType }>(
    '/customer-closing/',
    { schema: { body: SettlementBody, response: { 201: StatementRecord } }, config: newUrl },
    async (request, reply) => {
      const body = request.body;
      const scope = await scopeOf(request);
      assertMoneyOf(scope, body.customer);
      if (body.orders.length === 0) throw badRequest({ orders: 'settlements.orders_required' });
      const user = userOf(request);
      const id = await withRetry(() => app.db.transaction((tx) => saveSettlement(tx, user.id, { ...body, note: body.note.trim() })));
      return reply.code(201).send(await settlementById(app.db, scope, id));
    },
  );

  app.get<{ Querystring: SettlementListQueryType }>(
    '/customer-closing/',
    { schema: { querystring: SettlementListQuery, response: { 200: SettlementPage } }, config: listUrl },
    async (request) => {
      const q = request.query;
      const scope = await scopeOf(request);
      if (q.customer) assertMoneyOf(scope, q.customer);
      const filters = {
        customer: q.customer || undefined,
        from_date: q.from_date ? pastOrToday(q.from_date, 'from_date') : undefined,
        to_date: q.to_date ? pastOrToday(q.to_date, 'to_date') : undefined,
      };
      const window = windowOf(q, 25);
      return pageAnswer(request.url, window, await listSettlements(app.db, scope, filters, window));
    },
  );

  const statement = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const found = await settlementById(app.db, await scopeOf(request), request.params.id);
    if (!found) throw notFound();
    return found;
  };
  app.get('/customer-closing/:id', { schema: { params: IdParams, response: { 200: StatementRecord } }, config: listUrl }, statement);
  app.post<{ Params: { id: number }; Body: { lang?: 'en' | 'ar' } }>(
    '/customer-closing/:id/export/',
    { schema: { params: IdParams, body: ExportBody, response: { 200: StatementFile } }, config: listUrl },
    async (request, reply) => {
      const found = await statement(request);
      const totals = { collected: found.collected, fees: found.fees, return_fees: found.return_fees, adjustments: found.adjustments, net: found.net };
      const lang = request.body.lang ?? 'en';
      const rows = [...found.lines, ...found.packaging_charges.map((charge) => packagingRow(charge, lang))];
      return sendReport(reply, `statement-${found.number}`, STATEMENT_COLUMNS, STATEMENT_HEADERS[lang], rows, totals, lang);
    },
  );
}
