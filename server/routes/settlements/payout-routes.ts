import { Type, type Static } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import jsonexport from 'jsonexport';
import { PAYOUT_BATCH_MAX, PAYOUT_FILE_COLUMNS } from '../../../domain/ledger/payouts';
import { screenUrl } from '../../../domain/screens';
import { PAYOUT_METHODS } from '../../../domain/validation/customer';
import { withRetry } from '../../db/retry';
import { rowsOf } from '../../db/rows';
import { customers, payoutBatches } from '../../db/schema';
import { fromPiastres } from '../../../domain/orders/money';
import { neutraliseCell } from '../../lib/export';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { Paging, pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { Id, IdParams } from '../../closings/schemas';
import { orderScope } from '../../orders/scope';
import { assertMoneyOf, moneyCustomers } from '../../settlements/access';
import { batchById, batchItems, listBatches } from '../../settlements/payout-read';
import { createBatch, failItem, payItems } from '../../settlements/payout-write';
import { Lang } from '../../settlements/schemas';
import { DueMerchants, PayoutBatchDetails, PayoutBatchPage, PayoutFile } from '../../../domain/api/settlements';

const Method = Type.Union(PAYOUT_METHODS.map((m) => Type.Literal(m)));
const Key = Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }));
const BatchBody = Type.Object({
  method: Method,
  customers: Type.Optional(Type.Array(Id, { maxItems: PAYOUT_BATCH_MAX, uniqueItems: true })),
  note: Type.String({ maxLength: 1000, default: '' }),
  idempotency_key: Key,
});
const PayBody = Type.Object({
  payouts: Type.Array(Id, { minItems: 1, maxItems: PAYOUT_BATCH_MAX, uniqueItems: true }),
  reference: Type.String({ maxLength: 200 }),
});
const FailBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) });
const ItemParams = Type.Object({ id: Id, item: Id });
const ListQuery = Type.Object({ method: Type.Optional(Type.Union([Method, Type.Literal('')])), ...Paging });
const FileQuery = Type.Object({ lang: Lang });

/**
 * Payouts (issue: payouts by cash, bank transfer, mobile wallet, InstaPay): batches of what customer closings
 * settled, their file for the bank, marking them paid with a reference, and a failed transfer reversed. Every
 * merchant named must be one whose money the caller may see (`revnue`).
 */
export default async function payoutRoutes(app: FastifyInstance): Promise<void> {
  const listUrl = { access: { url: screenUrl('payouts') } };
  const newUrl = { access: { url: `${screenUrl('payouts')}/new` } };
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));

  /** Every merchant the caller may see paid by this method with money due and no payout waiting. */
  app.get<{ Querystring: { method: (typeof PAYOUT_METHODS)[number] } }>(
    '/payouts/due/',
    { schema: { querystring: Type.Object({ method: Method }), response: { 200: DueMerchants } }, config: newUrl },
    async (request) => {
      const visible = moneyCustomers(await scopeOf(request)) ?? sql`true`;
      const rows = rowsOf(
        await app.db.execute(sql`select customers.id, customers.name, customers.company_name, customers.payout_account as account, (-a.balance)::text as due
          from ${customers} join ledger_accounts a on a.kind = 'merchant_due' and a.owner_id = customers.id and a.balance < 0
          where customers.payout_method = ${request.query.method} and ${visible}
            and not exists (select 1 from payouts p where p.customer_id = customers.id and p.status = 'pending')
          order by customers.name limit ${PAYOUT_BATCH_MAX}`),
      );
      return rows.map((row) => ({ ...row, due: fromPiastres(BigInt(String(row.due))) }));
    },
  );

  app.post<{ Body: Static<typeof BatchBody> }>(
    '/payouts/',
    { schema: { body: BatchBody, response: { 201: PayoutBatchDetails } }, config: newUrl },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const body = request.body;
      const named = body.customers ?? [];
      if (named.length === 0) throw badRequest({ customers: 'settlements.orders_required' });
      for (const id of named) assertMoneyOf(scope, id);
      const user = userOf(request);
      const id = await withRetry(() => app.db.transaction((tx) => createBatch(tx, user.id, { ...body, customers: named, note: body.note.trim() })));
      return reply.code(201).send(await batchById(app.db, scope, id));
    },
  );

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/payouts/',
    { schema: { querystring: ListQuery, response: { 200: PayoutBatchPage } }, config: listUrl },
    async (request) => {
      const window = windowOf(request.query, 25);
      return pageAnswer(request.url, window, await listBatches(app.db, await scopeOf(request), request.query.method || undefined, window));
    },
  );

  const batchOf = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const found = await batchById(app.db, await scopeOf(request), request.params.id);
    if (!found) throw notFound();
    return found;
  };
  app.get('/payouts/:id', { schema: { params: IdParams, response: { 200: PayoutBatchDetails } }, config: listUrl }, batchOf);

  app.get<{ Params: { id: number }; Querystring: Static<typeof FileQuery> }>(
    '/payouts/:id/file/',
    { schema: { params: IdParams, querystring: FileQuery, response: { 200: PayoutFile } }, config: listUrl },
    async (request, reply) => {
      const batch = await batchOf(request);
      const lang = request.query.lang ?? 'en';
      const rows = batch.items
        .filter((item) => item.status === 'pending' || item.status === 'paid')
        .map((item) => ({
          payout_id: String(item.id),
          name: neutraliseCell(item.company_name || item.name),
          account: neutraliseCell(item.account),
          phone: neutraliseCell(item.phone),
          amount: item.amount,
          narrative: `PO ${item.id} batch ${batch.id}`,
        }));
      if (rows.length === 0) throw new ApiError(404, 'errors.empty_data');
      const csv = await jsonexport(rows, { headers: PAYOUT_FILE_COLUMNS.map((c) => c.key), rename: PAYOUT_FILE_COLUMNS.map((c) => c[lang]) });
      await app.db
        .update(payoutBatches)
        .set({ exported_at: sql`coalesce(${payoutBatches.exported_at}, now())` })
        .where(eq(payoutBatches.id, batch.id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${batch.id}-${batch.method}.csv"`)
        .send(`\uFEFF${csv}\r\n`);
    },
  );

  /** The payouts named, each of a merchant whose money the caller may see, or 404. */
  const checkItems = async (request: FastifyRequest<{ Params: { id: number } }>, ids: readonly number[]) => {
    const items = await batchItems(app.db, await scopeOf(request), request.params.id);
    const mine = new Set(items.map((item) => item.id));
    if (ids.some((id) => !mine.has(id))) throw notFound();
  };

  app.post<{ Params: { id: number }; Body: Static<typeof PayBody> }>(
    '/payouts/:id/pay/',
    { schema: { params: IdParams, body: PayBody, response: { 200: PayoutBatchDetails } }, config: listUrl },
    async (request) => {
      const reference = request.body.reference.trim();
      if (!reference) throw badRequest({ reference: 'settlements.reference_required' });
      await checkItems(request, request.body.payouts);
      const user = userOf(request);
      await withRetry(() => app.db.transaction((tx) => payItems(tx, user.id, request.params.id, request.body.payouts, reference)));
      return batchOf(request);
    },
  );

  app.post<{ Params: { id: number; item: number }; Body: Static<typeof FailBody> }>(
    '/payouts/:id/items/:item/fail/',
    { schema: { params: ItemParams, body: FailBody, response: { 200: PayoutBatchDetails } }, config: listUrl },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest({ reason: 'settlements.reason_required' });
      await checkItems(request, [request.params.item]);
      const user = userOf(request);
      await withRetry(() => app.db.transaction((tx) => failItem(tx, user.id, request.params.id, request.params.item, reason)));
      return batchOf(request);
    },
  );
}
