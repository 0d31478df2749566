import type { FastifyInstance, FastifyRequest } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { notFound } from '../../lib/errors';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { IdParams } from '../../closings/schemas';
import { ownCustomer } from '../../merchant/own';
import { orderScope } from '../../orders/scope';
import { assertMoneyOf } from '../../settlements/access';
import { listSettlements, settlementById } from '../../settlements/read';
import { SettlementListQuery, WalletQuery, type SettlementListQueryType, type WalletQueryType } from '../../settlements/schemas';
import { listWallets, walletOf } from '../../settlements/wallet';
import { SettlementPage, StatementRecord, WalletPage, WalletRecord } from '../../../domain/api/settlements';

/**
 * The merchants' wallets (spec: customers/wallet) for staff who may see their money, and a merchant's own
 * wallet and statements on its dashboard (its session's customer only; another's statement is missing).
 */
export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  // The merchant picker of the customer closing reads the wallets too.
  const closing = screenUrl('customer-closing');
  const pickerUrls = { access: { urls: [screenUrl('wallet'), closing, `${closing}/new`] } };
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));

  app.get<{ Querystring: WalletQueryType }>(
    '/customers/wallet/',
    { schema: { querystring: WalletQuery, response: { 200: WalletPage } }, config: pickerUrls },
    async (request) => {
      const window = windowOf(request.query, 25);
      return pageAnswer(request.url, window, await listWallets(app.db, await scopeOf(request), request.query, window));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/customers/wallet/:id',
    { schema: { params: IdParams, response: { 200: WalletRecord } }, config: pickerUrls },
    async (request) => {
      assertMoneyOf(await scopeOf(request), request.params.id);
      const wallet = await walletOf(app.db, request.params.id);
      if (!wallet) throw notFound();
      return wallet;
    },
  );

  const merchant = { access: { customer: true } } as const;
  app.get('/customerdashboard/wallet/', { schema: { response: { 200: WalletRecord } }, config: merchant }, async (request) => {
    const wallet = await walletOf(app.db, ownCustomer(request));
    if (!wallet) throw notFound();
    return wallet;
  });

  app.get<{ Querystring: SettlementListQueryType }>(
    '/customerdashboard/statements/',
    { schema: { querystring: SettlementListQuery, response: { 200: SettlementPage } }, config: merchant },
    async (request) => {
      const q = request.query;
      const customer = ownCustomer(request, q.customer || undefined);
      const window = windowOf(q, 25);
      const filters = { customer, from_date: q.from_date || undefined, to_date: q.to_date || undefined };
      return pageAnswer(request.url, window, await listSettlements(app.db, { customer }, filters, window));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/customerdashboard/statements/:id',
    { schema: { params: IdParams, response: { 200: StatementRecord } }, config: merchant },
    async (request) => {
      const found = await settlementById(app.db, { customer: ownCustomer(request) }, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );
}
