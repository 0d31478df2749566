import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StockCountPage, StockCountRecord } from '../../../domain/api/stock-counts';
import { screenUrl } from '../../../domain/screens';
import { COUNT_MAX_LINES, COUNT_PLACES, COUNT_STATUSES, countActor } from '../../../domain/stock/counts';
import { Id, IdParams } from '../../closings/schemas';
import type { Tx } from '../../db/client';
import { withRetry } from '../../db/retry';
import { Paging, pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { loadShipperScope } from '../../shippers/scope';
import { approveCount, refuseCount, submitCount } from '../../stock/count-decisions';
import { countById, createCount, deleteCount, listCounts, saveCount } from '../../stock/counts';

const words = <T extends readonly string[]>(list: T) => Type.Unsafe<T[number]>(Type.Union(list.map((word) => Type.Literal(word))));
const Version = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 }));
const Note = Type.String({ maxLength: 1000, default: '' });

const NewBody = Type.Object({ place: words(COUNT_PLACES), owner_id: Id, note: Note });
const SaveBody = Type.Object({
  lines: Type.Array(Type.Object({ material: Id, counted: Type.Union([Type.Integer({ minimum: -2147483648, maximum: 2147483647 }), Type.Null()]) }), {
    maxItems: COUNT_MAX_LINES * 2,
  }),
  note: Note,
  version: Version,
});
const StepBody = Type.Object({ version: Version, note: Note });
const ListQuery = Type.Object({
  status: Type.Optional(Type.Union([words(COUNT_STATUSES), Type.Literal('')])),
  place: Type.Optional(Type.Union([words(COUNT_PLACES), Type.Literal('')])),
  ...Paging,
});
type IdRoute = { Params: Static<typeof IdParams> };
type StepRoute = IdRoute & { Body: Static<typeof StepBody> };

/**
 * The stock counts (spec: Stock, stockcount): listed, read, counted, submitted and deleted by the screen's holders,
 * made at `stockcount/new`; approved or refused by a holder of the screen who also holds the approval list and did
 * not submit the count (four eyes, domain/stock/counts.ts). A courier's count is seen only by who may see the courier.
 * Every write is one transaction with its audit row.
 */
export default async function stockCountRoutes(app: FastifyInstance): Promise<void> {
  const url = screenUrl('stockcount');
  const read = { access: { url } };
  const create = { access: { url: `${url}/new` } };
  const change = { access: { url: `${url}/edit` } };
  const caller = async (request: FastifyRequest) => {
    const user = userOf(request);
    return { actor: countActor(user), visibility: (await loadShipperScope(app.db, user)).visibility };
  };
  const write = <T>(work: (tx: Tx) => Promise<T>) => withRetry(() => app.db.transaction(work));
  const answer = async (request: FastifyRequest, id: number) => countById(app.db, (await caller(request)).visibility, id);

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/stockcount/',
    { schema: { querystring: ListQuery, response: { 200: StockCountPage } }, config: read },
    async (request) => {
      const window = windowOf(request.query, 25);
      const filter = { status: request.query.status || undefined, place: request.query.place || undefined };
      return pageAnswer(request.url, window, await listCounts(app.db, (await caller(request)).visibility, filter, window));
    },
  );
  app.get<IdRoute>('/stockcount/:id', { schema: { params: IdParams, response: { 200: StockCountRecord } }, config: read }, (request) =>
    answer(request, request.params.id),
  );
  app.post<{ Body: Static<typeof NewBody> }>(
    '/stockcount',
    { schema: { body: NewBody, response: { 201: StockCountRecord } }, config: create },
    async (request, reply) => {
      const { actor, visibility } = await caller(request);
      const id = await write((tx) => createCount(tx, actor.id, visibility, request.body));
      return reply.code(201).send(await countById(app.db, visibility, id));
    },
  );
  app.put<IdRoute & { Body: Static<typeof SaveBody> }>(
    '/stockcount/:id',
    { schema: { params: IdParams, body: SaveBody, response: { 200: StockCountRecord } }, config: change },
    async (request) => {
      const { actor, visibility } = await caller(request);
      await write((tx) => saveCount(tx, actor, visibility, request.params.id, request.body));
      return countById(app.db, visibility, request.params.id);
    },
  );
  const step = (work: (tx: Tx, who: Awaited<ReturnType<typeof caller>>, request: FastifyRequest<StepRoute>) => Promise<void>) =>
    async function (request: FastifyRequest<StepRoute>) {
      const who = await caller(request);
      await write((tx) => work(tx, who, request));
      return countById(app.db, who.visibility, request.params.id);
    };
  const stepSchema = { schema: { params: IdParams, body: StepBody, response: { 200: StockCountRecord } } };
  app.post<StepRoute>(
    '/stockcount/:id/submit/',
    { ...stepSchema, config: change },
    step((tx, { actor, visibility }, request) => submitCount(tx, actor, visibility, request.params.id, request.body.version)),
  );
  app.post<StepRoute>(
    '/stockcount/:id/approve/',
    { ...stepSchema, config: read },
    step((tx, { actor, visibility }, request) => approveCount(tx, actor, visibility, request.params.id, request.body.version)),
  );
  app.post<StepRoute>(
    '/stockcount/:id/refuse/',
    { ...stepSchema, config: read },
    step((tx, { actor, visibility }, request) => refuseCount(tx, actor, visibility, request.params.id, request.body.note, request.body.version)),
  );
  app.delete<IdRoute>('/stockcount/:id', { schema: { params: IdParams, response: { 200: StockCountRecord } }, config: change }, async (request) => {
    const { actor, visibility } = await caller(request);
    const before = await countById(app.db, visibility, request.params.id);
    await write((tx) => deleteCount(tx, actor, visibility, request.params.id));
    return before;
  });
}
