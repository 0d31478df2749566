import { Type, type Static } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoAnswer } from '../../domain/api/common';
import { EvaluationPage, EvaluationRecord, EvaluationSubject } from '../../domain/api/evaluations';
import {
  EVALUATION_KINDS,
  EVALUATION_NOTE_MAX,
  evaluationMonthError,
  MONTH_PATTERN,
  monthStart,
  scoresError,
  SCORE_MAX,
  SCORE_MIN,
} from '../../domain/evaluations/rules';
import { screenUrl } from '../../domain/screens';
import { evaluations } from '../db/schema';
import { activeCriteria, listEvaluations, readable, subjectsOf, writeScores } from '../evaluations/store';
import { audit } from '../lib/audit';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { Paging, pageAnswer, windowOf } from '../lib/rest/paging';
import { userOf } from '../lib/request-user';
import { orderScope } from '../orders/scope';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Kind = Type.Union(EVALUATION_KINDS.map((kind) => Type.Literal(kind)));
const Month = Type.String({ pattern: MONTH_PATTERN });
const Scores = Type.Array(Type.Object({ criterion: Id, score: Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX }) }), { maxItems: 100 });
const Ratings = { scores: Scores, note: Type.String({ maxLength: EVALUATION_NOTE_MAX, default: '' }) };
const CreateBody = Type.Object({ kind: Kind, subject: Id, month: Month, ...Ratings }, { additionalProperties: false });
const UpdateBody = Type.Object(Ratings, { additionalProperties: false });
const ListQuery = Type.Object({
  kind: Type.Optional(Type.Union([Kind, Type.Literal('')])),
  month: Type.Optional(Type.Union([Month, Type.Literal('')])),
  ...Paging,
});
const IdParams = Type.Object({ id: Id });
type CreateBody = Static<typeof CreateBody>;
type UpdateBody = Static<typeof UpdateBody>;

const SCREEN = screenUrl('UserEvaluation');
const ENTITY = 'evaluation';

/**
 * Evaluations of couriers and staff (spec section 2, Transactions: UserEvaluation; domain/evaluations/rules.ts): the
 * list for whoever holds the screen, rating at its `new` page, changing or removing at its `edit` page. A courier the
 * caller may not see answers as a missing one (404), as does his evaluation; each change has an audit row.
 */
export default async function evaluationRoutes(app: FastifyInstance): Promise<void> {
  const grantsOf = async (request: FastifyRequest) => (await orderScope(app.db, userOf(request))).grants;

  /** The evaluation the caller may read, or 404. */
  const readOne = async (request: FastifyRequest, id: number): Promise<EvaluationRecord> => {
    const where = sql`e.id = ${id} and ${readable(await grantsOf(request))}`;
    const [found] = (await listEvaluations(app.db, where, { size: 1, offset: 0 })).results;
    if (!found) throw notFound();
    return found;
  };

  /** The ratings checked against the active criteria; with no criterion to rate on, nothing can be saved. */
  const checkScores = async (scores: UpdateBody['scores']) => {
    const active = await activeCriteria(app.db);
    if (active.length === 0) throw badRequest({ scores: 'evaluations.no_criteria' });
    const error = scoresError(scores, active);
    if (error) throw badRequest({ scores: error });
  };

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/UserEvaluation/',
    { schema: { querystring: ListQuery, response: { 200: EvaluationPage } }, config: { access: { url: SCREEN } } },
    async (request) => {
      const { kind, month } = request.query;
      const where = sql.join(
        [
          readable(await grantsOf(request)),
          kind === 'shipper' ? sql`e.shipper_id is not null` : kind === 'staff' ? sql`e.user_id is not null` : sql`true`,
          month ? sql`e.month = ${monthStart(month)}::date` : sql`true`,
        ],
        sql` and `,
      );
      const window = windowOf(request.query, 25);
      return pageAnswer(request.url, window, await listEvaluations(app.db, where, window));
    },
  );

  app.get<{ Querystring: { kind: (typeof EVALUATION_KINDS)[number] } }>(
    '/UserEvaluation/subjects',
    {
      schema: { querystring: Type.Object({ kind: Kind }), response: { 200: Type.Array(EvaluationSubject) } },
      config: { access: { urls: [`${SCREEN}/new`, `${SCREEN}/edit`] } },
    },
    async (request) => subjectsOf(app.db, request.query.kind, await grantsOf(request), userOf(request).id),
  );

  app.get<{ Params: { id: number } }>(
    '/UserEvaluation/:id',
    { schema: { params: IdParams, response: { 200: EvaluationRecord } }, config: { access: { url: SCREEN } } },
    (request) => readOne(request, request.params.id),
  );

  // The spec's address with its slash, and the one the screen's data provider posts to without it.
  for (const path of ['/UserEvaluation/', '/UserEvaluation'])
    app.post<{ Body: CreateBody }>(
      path,
      { schema: { body: CreateBody, response: { 201: EvaluationRecord } }, config: { access: { url: `${SCREEN}/new` } } },
      async (request, reply) => {
        const { kind, subject, month, scores, note } = request.body;
        const user = userOf(request);
        const monthError = evaluationMonthError(month);
        if (monthError) throw badRequest({ month: monthError });
        if (kind === 'staff' && subject === user.id) throw forbidden('evaluations.own');
        const allowed = (await subjectsOf(app.db, kind, await grantsOf(request), user.id)).some((row) => row.id === subject);
        // A courier the caller may not see, or none, is missing; so is anyone who is not another active staff member.
        if (!allowed) throw notFound();
        await checkScores(scores);
        // A second evaluation of the person and month is refused by its unique key (server/plugins/errors.ts: 409).
        const id = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(evaluations)
            .values({
              shipper_id: kind === 'shipper' ? subject : null,
              user_id: kind === 'staff' ? subject : null,
              month: monthStart(month),
              rated_by: user.id,
              note: note.trim(),
            })
            .returning();
          await writeScores(tx, row!.id, scores);
          await audit(tx, { userId: user.id, action: 'create', entity: ENTITY, entityId: row!.id, after: { ...row, scores } });
          return row!.id;
        });
        return reply.code(201).send(await readOne(request, id));
      },
    );

  app.put<{ Params: { id: number }; Body: UpdateBody }>(
    '/UserEvaluation/:id',
    { schema: { params: IdParams, body: UpdateBody, response: { 200: EvaluationRecord } }, config: { access: { url: `${SCREEN}/edit` } } },
    async (request) => {
      const before = await readOne(request, request.params.id);
      if (before.kind === 'staff' && before.subject === userOf(request).id) throw forbidden('evaluations.own');
      await checkScores(request.body.scores);
      await app.db.transaction(async (tx) => {
        await tx
          .update(evaluations)
          .set({ note: request.body.note.trim(), rated_by: userOf(request).id, updated_at: sql`now()` })
          .where(eq(evaluations.id, before.id));
        await writeScores(tx, before.id, request.body.scores);
        await audit(tx, { userId: userOf(request).id, action: 'update', entity: ENTITY, entityId: before.id, before, after: request.body });
      });
      return readOne(request, before.id);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/UserEvaluation/:id',
    { schema: { params: IdParams, response: { 204: NoAnswer } }, config: { access: { url: `${SCREEN}/edit` } } },
    async (request, reply) => {
      const before = await readOne(request, request.params.id);
      await app.db.transaction(async (tx) => {
        await tx.delete(evaluations).where(eq(evaluations.id, before.id));
        await audit(tx, { userId: userOf(request).id, action: 'delete', entity: ENTITY, entityId: before.id, before });
      });
      return reply.code(204).send(null);
    },
  );
}
