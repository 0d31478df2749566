import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL, sniffPhotoType } from '../../../domain/orders/photos';
import { screenUrl } from '../../../domain/screens';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import { withRetry } from '../../db/retry';
import { expenses } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { acceptUploads, readUploadForm, storeMedia } from '../../lib/media';
import { Paging, pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { DateText, Id, IdParams, pastOrToday, piastresOf } from '../../closings/schemas';
import { createExpense, expenseById, expensesByMonth, listExpenses, removeExpense, updateExpense, type ExpenseValues } from '../../settlements/expenses';
import { fromPiastres } from '../../../domain/orders/money';
import { expenseApprovalAbove, setExpenseApprovalAbove } from '../../settlements/money-policy';
import { ExpensePage, ExpensePolicy, ExpenseRecord, ExpensesByMonth } from '../../../domain/api/expenses';

const ExpenseBody = Type.Object({
  category_id: Id,
  amount: Type.String({ maxLength: 16 }),
  expense_date: DateText,
  note: Type.String({ maxLength: 1000, default: '' }),
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
type ExpenseBody = Static<typeof ExpenseBody>;
const OptionalDate = Type.Optional(Type.Union([DateText, Type.Literal('')]));
const ListQuery = Type.Object({ category: Type.Optional(Type.Union([Id, Type.Literal('')])), from_date: OptionalDate, to_date: OptionalDate, ...Paging });
const SpecRange = Type.Object({ fromdate: OptionalDate, todate: OptionalDate });
const PolicyBody = Type.Object({ expense_approval_above: Type.String({ maxLength: 16 }) });

/** An expense's values as stored: the amount more than 0, the day not after today. */
function valuesOf(body: ExpenseBody): ExpenseValues {
  const amount = piastresOf(body.amount, 'amount', 'expense');
  if (amount <= 0n) throw badRequest({ amount: 'ledger.amount_invalid' });
  return { category_id: body.category_id, amount, expense_date: pastOrToday(body.expense_date, 'expense_date'), note: body.note.trim() };
}

/** A range of days, this year's so far by default, checked and in order. */
function rangeOf(from: string | undefined, to: string | undefined) {
  const end = to ? pastOrToday(to, 'to_date') : cairoToday();
  const start = from ? pastOrToday(from, 'from_date') : `${end.slice(0, 4)}-01-01`;
  if (start > end) throw badRequest({ to_date: 'ledger.range_reversed' });
  if (start < cairoDaysAgo(366 * 3, end)) throw badRequest({ from_date: 'ledger.range_too_long' });
  return { start, end };
}

/**
 * The office's expenses (issue: category, amount, date, note, receipt photo), each a ledger entry from the office
 * box; an edit is the reversal of what it posted and a new entry; removing reverses it. The spec's
 * addorders/get_extra_expenses answers the rows of the expenses report (on the report kit: domain/reports/expenses.ts).
 */
export default async function expenseRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app);
  const url = screenUrl('expenses');
  const listUrl = { access: { url } };
  const newUrl = { access: { url: `${url}/new` } };
  const reportUrl = { access: { urls: [screenUrl('ExpensesReport'), url] } };
  const userId = (request: FastifyRequest) => userOf(request).id;

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/expenses/',
    { schema: { querystring: ListQuery, response: { 200: ExpensePage } }, config: listUrl },
    async (request) => {
      const q = request.query;
      const range = {
        from_date: q.from_date ? pastOrToday(q.from_date, 'from_date') : undefined,
        to_date: q.to_date ? pastOrToday(q.to_date, 'to_date') : undefined,
      };
      const window = windowOf(q, 25);
      return pageAnswer(request.url, window, await listExpenses(app.db, { category: q.category || undefined, ...range }, window));
    },
  );
  const one = async (id: number) => {
    const found = await expenseById(app.db, id);
    if (!found) throw notFound();
    return found;
  };
  app.get<{ Params: { id: number } }>('/expenses/:id', { schema: { params: IdParams, response: { 200: ExpenseRecord } }, config: listUrl }, (request) =>
    one(request.params.id),
  );

  /**
   * The amount above which an expense waits for a second person's approval: read by the expenses screen, set by a
   * superuser only (a staff member who could raise it could approve his own spending).
   */
  app.get('/expenses/policy/', { schema: { response: { 200: ExpensePolicy } }, config: listUrl }, async () => ({
    expense_approval_above: fromPiastres(await expenseApprovalAbove(app.db)),
  }));
  app.put<{ Body: Static<typeof PolicyBody> }>(
    '/expenses/policy/',
    { schema: { body: PolicyBody, response: { 200: ExpensePolicy } }, config: { access: { superuser: true } } },
    async (request) => {
      const above = piastresOf(request.body.expense_approval_above, 'expense_approval_above', 'expense');
      await app.db.transaction((tx) => setExpenseApprovalAbove(tx, userId(request), above));
      return { expense_approval_above: fromPiastres(above) };
    },
  );
  app.post<{ Body: ExpenseBody }>('/expenses', { schema: { body: ExpenseBody, response: { 201: ExpenseRecord } }, config: newUrl }, async (request, reply) => {
    const values = valuesOf(request.body);
    const id = await withRetry(() => app.db.transaction((tx) => createExpense(tx, userId(request), values)));
    return reply.code(201).send(await one(id));
  });
  app.put<{ Params: { id: number }; Body: ExpenseBody }>(
    '/expenses/:id',
    { schema: { params: IdParams, body: ExpenseBody, response: { 200: ExpenseRecord } }, config: listUrl },
    async (request) => {
      const values = valuesOf(request.body);
      await withRetry(() => app.db.transaction((tx) => updateExpense(tx, userId(request), request.params.id, values, request.body.version)));
      return one(request.params.id);
    },
  );
  app.delete<{ Params: { id: number } }>(
    '/expenses/:id',
    { schema: { params: IdParams, response: { 200: ExpenseRecord } }, config: listUrl },
    async (request) => {
      const before = await one(request.params.id);
      await withRetry(() => app.db.transaction((tx) => removeExpense(tx, userId(request), request.params.id)));
      return before;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/expenses/:id/receipt/',
    { schema: { params: IdParams, response: { 200: ExpenseRecord } }, config: listUrl },
    async (request) => {
      const form = await readUploadForm(request, { maxBytes: PHOTO_MAX_BYTES, sizeLabel: PHOTO_MAX_LABEL, fileField: 'file' });
      if (!form.file || form.file.data.length === 0) throw badRequest({ file: 'validation.required' });
      const type = sniffPhotoType(form.file.data);
      if (!type) throw new ApiError(400, 'orders.photo_type', {}, { file: 'orders.photo_type' });
      const file = form.file;
      await one(request.params.id);
      await app.db.transaction(async (tx) => {
        const media = await storeMedia(tx, type, file.data);
        await tx.update(expenses).set({ receipt_media_id: media }).where(eq(expenses.id, request.params.id));
        await audit(tx, { userId: userId(request), action: 'receipt', entity: 'expense', entityId: request.params.id, after: { receipt_media_id: media } });
      });
      return one(request.params.id);
    },
  );

  app.get<{ Querystring: Static<typeof SpecRange> }>(
    '/addorders/get_extra_expenses',
    { schema: { querystring: SpecRange, response: { 200: ExpensesByMonth } }, config: reportUrl },
    async (request) => {
      const { start, end } = rangeOf(request.query.fromdate || undefined, request.query.todate || undefined);
      return expensesByMonth(app.db, start, end);
    },
  );
}
