import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StockEntryPage, StockEntryRecord } from '../../../domain/api/stock-entries';
import { screenUrl } from '../../../domain/screens';
import { ADJUSTMENT_REASONS, ENTRY_KINDS, ENTRY_MAX_LINES, ENTRY_STATUSES } from '../../../domain/stock/entries';
import { DateText, Id, IdParams, pastOrToday } from '../../closings/schemas';
import type { Tx } from '../../db/client';
import { withRetry } from '../../db/retry';
import { Paging, pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { createEntry, deleteEntry, entryById, listEntries, postEntry, reverseEntry, updateEntry, type EntryValues } from '../../stock/entries';

const words = <T extends readonly string[]>(list: T) => Type.Unsafe<T[number]>(Type.Union(list.map((word) => Type.Literal(word))));
const Version = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 }));
const Text = (maxLength: number) => Type.String({ maxLength, default: '' });

const EntryBody = Type.Object({
  kind: words(ENTRY_KINDS),
  warehouse_id: Id,
  to_warehouse_id: Type.Union([Id, Type.Null()], { default: null }),
  supplier: Text(200),
  reason: Type.Union([words(ADJUSTMENT_REASONS), Type.Null()], { default: null }),
  entry_date: DateText,
  note: Text(1000),
  lines: Type.Array(
    Type.Object({
      material: Id,
      quantity: Type.Integer({ minimum: -2147483648, maximum: 2147483647 }),
      unit_cost: Type.Optional(Type.String({ maxLength: 16 })),
    }),
    { maxItems: ENTRY_MAX_LINES * 2 },
  ),
  /** Post it at once instead of keeping it as a draft. */
  post: Type.Boolean({ default: false }),
  version: Version,
});
type EntryBody = Static<typeof EntryBody>;
const StepBody = Type.Object({ version: Version, note: Text(1000) });
const OptionalDate = Type.Optional(Type.Union([DateText, Type.Literal('')]));
const ListQuery = Type.Object({
  kind: Type.Optional(Type.Union([words(ENTRY_KINDS), Type.Literal('')])),
  status: Type.Optional(Type.Union([words(ENTRY_STATUSES), Type.Literal('')])),
  warehouse: Type.Optional(Type.Union([Id, Type.Literal('')])),
  from_date: OptionalDate,
  to_date: OptionalDate,
  ...Paging,
});
type IdRoute = { Params: Static<typeof IdParams> };

/** An entry's values as stored: its day a real one, not after today. */
const valuesOf = (body: EntryBody): EntryValues => ({ ...body, entry_date: pastOrToday(body.entry_date, 'entry_date') });

/**
 * The stock entries (spec: Stock, stock_entry): receipts from a supplier, transfers between warehouses and
 * adjustments, listed and read by the screen's holders; written as drafts at `stock_entry/new`, then changed,
 * posted, deleted or (once posted) reversed at `stock_entry/edit`. Every write is one transaction with its audit row;
 * a post or reversal that a warehouse's stock cannot bear is refused whole (409 naming the material and what is left).
 */
export default async function stockEntryRoutes(app: FastifyInstance): Promise<void> {
  const url = screenUrl('stock_entry');
  const read = { access: { url } };
  const create = { access: { url: `${url}/new` } };
  const change = { access: { url: `${url}/edit` } };
  const userId = (request: FastifyRequest) => userOf(request).id;
  const write = (work: (tx: Tx) => Promise<unknown>) => withRetry(() => app.db.transaction(work));

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/stock_entry/',
    { schema: { querystring: ListQuery, response: { 200: StockEntryPage } }, config: read },
    async (request) => {
      const { kind, status, warehouse, from_date, to_date } = request.query;
      const window = windowOf(request.query, 25);
      const filter = {
        kind: kind || undefined,
        status: status || undefined,
        warehouse: warehouse || undefined,
        from_date: from_date ? pastOrToday(from_date, 'from_date') : undefined,
        to_date: to_date ? pastOrToday(to_date, 'to_date') : undefined,
      };
      return pageAnswer(request.url, window, await listEntries(app.db, filter, window));
    },
  );
  app.get<IdRoute>('/stock_entry/:id', { schema: { params: IdParams, response: { 200: StockEntryRecord } }, config: read }, (request) =>
    entryById(app.db, request.params.id),
  );
  app.post<{ Body: EntryBody }>(
    '/stock_entry',
    { schema: { body: EntryBody, response: { 201: StockEntryRecord } }, config: create },
    async (request, reply) => {
      const values = valuesOf(request.body);
      const id = await withRetry(() => app.db.transaction((tx) => createEntry(tx, userId(request), values, request.body.post)));
      return reply.code(201).send(await entryById(app.db, id));
    },
  );
  app.put<IdRoute & { Body: EntryBody }>(
    '/stock_entry/:id',
    { schema: { params: IdParams, body: EntryBody, response: { 200: StockEntryRecord } }, config: change },
    async (request) => {
      const { id } = request.params;
      const values = valuesOf(request.body);
      await write(async (tx) => {
        await updateEntry(tx, userId(request), id, values, request.body.version);
        if (request.body.post) await postEntry(tx, userId(request), id);
      });
      return entryById(app.db, id);
    },
  );
  app.post<IdRoute & { Body: Static<typeof StepBody> }>(
    '/stock_entry/:id/post/',
    { schema: { params: IdParams, body: StepBody, response: { 200: StockEntryRecord } }, config: change },
    async (request) => {
      await write((tx) => postEntry(tx, userId(request), request.params.id, request.body.version));
      return entryById(app.db, request.params.id);
    },
  );
  app.post<IdRoute & { Body: Static<typeof StepBody> }>(
    '/stock_entry/:id/reverse/',
    { schema: { params: IdParams, body: StepBody, response: { 200: StockEntryRecord } }, config: change },
    async (request) => {
      await write((tx) => reverseEntry(tx, userId(request), request.params.id, request.body.note, request.body.version));
      return entryById(app.db, request.params.id);
    },
  );
  app.delete<IdRoute>('/stock_entry/:id', { schema: { params: IdParams, response: { 200: StockEntryRecord } }, config: change }, async (request) => {
    const before = await entryById(app.db, request.params.id);
    await write((tx) => deleteEntry(tx, userId(request), request.params.id));
    return before;
  });
}
