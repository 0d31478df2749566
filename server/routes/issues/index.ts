import { Type, type Static } from '@sinclair/typebox';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ISSUE_LIMITS, ISSUE_STATUSES, mayWrite, type IssueSide } from '../../../domain/issues/rules';
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL, sniffPhotoType } from '../../../domain/orders/photos';
import { screenUrl } from '../../../domain/screens';
import { ClosedIssue, IssuePage, IssueThread, OpenedIssue } from '../../../domain/api/issues';
import { Done } from '../../../domain/api/common';
import type { Tx } from '../../db/client';
import { issueMessages, issues, orders } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { acceptUploads, readUploadForm, storeMedia } from '../../lib/media';
import { ONE_ROW, Paging, pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { ownCustomer } from '../../merchant/own';
import type { RouteAccess } from '../../plugins/access';
import { customersWith, orderScope, visibleOrders } from '../../orders/scope';
import { tellOtherSide } from '../../issues/notices';
import { findIssue, issueSearch, listIssues, threadMessages, unreadFor, type IssueRow } from '../../issues/repo';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const KeyParams = Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) });
type KeyRoute = { Params: Static<typeof KeyParams> };
const Text = Type.String({ maxLength: ISSUE_LIMITS.text });
const MessageBody = Type.Object({ text: Text });
const CreateBody = Type.Object({ subject: Type.String({ maxLength: ISSUE_LIMITS.subject }), text: Text, order: Type.Optional(Type.Union([Id, Type.Null()])) });
const ListQuery = Type.Object({
  status: Type.Optional(Type.Union([...ISSUE_STATUSES.map((status) => Type.Literal(status)), Type.Literal('')])),
  unread: Type.Optional(Type.Boolean()),
  customer_id: Type.Optional(Type.Union([Id, Type.Literal('')])),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  ...Paging,
});

/** The office's issues screen (spec: issue and issue/{threadKey}). */
const ISSUE_SCREEN = screenUrl('issue');

interface Side {
  side: IssueSide;
  prefix: string;
  access: RouteAccess;
  /** The issues the caller may read and write: the merchant its own, a staff member those of the customers they see. */
  visible: (request: FastifyRequest) => Promise<SQL | undefined>;
}

/** Writes a message (text, or a photo with an optional caption) on an open thread and tells the other side. */
async function addMessage(tx: Tx, issue: IssueRow, side: IssueSide, authorId: number, text: string, mediaId: string | null) {
  if (!mayWrite(issue.status)) throw new ApiError(409, 'issues.closed');
  await tx.insert(issueMessages).values({ issue_id: issue.id, side, author_id: authorId, text, media_id: mediaId });
  const readAt = side === 'merchant' ? { merchant_read_at: sql`now()` } : { staff_read_at: sql`now()` };
  await tx
    .update(issues)
    .set({ last_message_at: sql`now()`, ...readAt })
    .where(eq(issues.id, issue.id));
  await tellOtherSide(tx, issue, side, 'message');
}

/** One side's calls on the threads it may see: list, read (which marks it read), write, send a photo, close. */
async function sideRoutes(app: FastifyInstance, { side, prefix, access, visible }: Side): Promise<void> {
  await acceptUploads(app);
  const config = { access };
  const locked = async (tx: Tx, request: FastifyRequest<KeyRoute>) => {
    const issue = await findIssue(tx, request.params.key, await visible(request), true);
    if (!issue) throw notFound();
    return issue;
  };

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    `${prefix}/`,
    { schema: { querystring: ListQuery, response: { 200: IssuePage } }, config },
    async (request) => {
      const { status, unread, customer_id, query } = request.query;
      const where = and(
        await visible(request),
        status ? eq(issues.status, status) : undefined,
        customer_id ? eq(issues.customer_id, customer_id) : undefined,
        unread ? unreadFor(side) : undefined,
        issueSearch(query),
      );
      const window = windowOf(request.query);
      return pageAnswer(request.url, window, await listIssues(app.db, side, where, window));
    },
  );

  app.get<KeyRoute>(`${prefix}/:key/`, { schema: { params: KeyParams, response: { 200: IssueThread } }, config }, async (request) => {
    const issue = await findIssue(app.db, request.params.key, await visible(request));
    if (!issue) throw notFound();
    await app.db
      .update(issues)
      .set(side === 'merchant' ? { merchant_read_at: sql`now()` } : { staff_read_at: sql`now()` })
      .where(eq(issues.id, issue.id));
    const [listed] = (await listIssues(app.db, side, eq(issues.id, issue.id), ONE_ROW)).results;
    return { ...listed, messages: await threadMessages(app.db, issue.id) };
  });

  app.post<KeyRoute & { Body: Static<typeof MessageBody> }>(
    `${prefix}/:key/messages/`,
    { schema: { params: KeyParams, body: MessageBody, response: { 201: Done } }, config },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (!text) throw badRequest({ text: 'validation.required' });
      await app.db.transaction(async (tx) => addMessage(tx, await locked(tx, request), side, userOf(request).id, text, null));
      return reply.status(201).send({ ok: true });
    },
  );

  app.post<KeyRoute>(`${prefix}/:key/photo/`, { schema: { params: KeyParams, response: { 201: Done } }, config }, async (request, reply) => {
    const form = await readUploadForm(request, { maxBytes: PHOTO_MAX_BYTES, sizeLabel: PHOTO_MAX_LABEL, fileField: 'file' });
    if (!form.file || form.file.data.length === 0) throw badRequest({ file: 'validation.required' });
    const type = sniffPhotoType(form.file.data);
    if (!type) throw new ApiError(400, 'orders.photo_type', {}, { file: 'orders.photo_type' });
    const caption = (form.fields.text ?? '').trim().slice(0, ISSUE_LIMITS.text);
    await app.db.transaction(async (tx) => {
      const issue = await locked(tx, request);
      await addMessage(tx, issue, side, userOf(request).id, caption, await storeMedia(tx, type, form.file!.data));
    });
    return reply.status(201).send({ ok: true });
  });

  app.post<KeyRoute>(`${prefix}/:key/close/`, { schema: { params: KeyParams, response: { 200: ClosedIssue } }, config }, async (request) => {
    await app.db.transaction(async (tx) => {
      const issue = await locked(tx, request);
      if (!mayWrite(issue.status)) throw new ApiError(409, 'issues.closed');
      await tx
        .update(issues)
        .set({ status: 'closed', closed_by: userOf(request).id, closed_at: sql`now()` })
        .where(eq(issues.id, issue.id));
      await tellOtherSide(tx, issue, side, 'close');
    });
    return { closed: true };
  });
}

/**
 * Issues (spec: customerissue, issue, issue/{threadKey}): a merchant opens one about one of its orders or in
 * general, and both sides write in its thread until one of them closes it. The merchant reads and writes its
 * own threads only; a staff member with the issue screen those of the customers they may see. Any other thread
 * answers 404 as a missing one.
 */
export default async function issueRoutes(app: FastifyInstance): Promise<void> {
  await app.register((scoped) =>
    sideRoutes(scoped, {
      side: 'merchant',
      prefix: '/merchant/issues',
      access: { customer: true },
      visible: async (request) => eq(issues.customer_id, ownCustomer(request)),
    }),
  );
  await app.register((scoped) =>
    sideRoutes(scoped, {
      side: 'staff',
      prefix: '/issues',
      access: { url: ISSUE_SCREEN },
      visible: async (request) => customersWith(await orderScope(app.db, userOf(request)), 'view', issues.customer_id),
    }),
  );

  /** A merchant opens an issue, about one of its own orders or in general, with its first message. */
  app.post<{ Body: Static<typeof CreateBody> }>(
    '/merchant/issues/',
    { schema: { body: CreateBody, response: { 201: OpenedIssue } }, config: { access: { customer: true } } },
    async (request, reply) => {
      const customer = ownCustomer(request);
      const subject = request.body.subject.trim();
      const text = request.body.text.trim();
      const errors = { ...(subject ? {} : { subject: 'validation.required' as const }), ...(text ? {} : { text: 'validation.required' as const }) };
      if (Object.keys(errors).length) throw badRequest(errors);
      const order = request.body.order ?? null;
      if (order) {
        const scope = await orderScope(app.db, userOf(request));
        const [own] = await app.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(inArray(orders.id, [order]), visibleOrders(scope)));
        if (!own) throw badRequest({ order: 'errors.not_found' });
      }
      const userId = userOf(request).id;
      const created = await app.db.transaction(async (tx) => {
        const [issue] = await tx.insert(issues).values({ customer_id: customer, order_id: order, subject, created_by: userId }).returning();
        await tx.insert(issueMessages).values({ issue_id: issue!.id, side: 'merchant', author_id: userId, text });
        await tellOtherSide(tx, issue!, 'merchant', 'open');
        return issue!;
      });
      return reply.status(201).send({ id: created.id, thread_key: created.thread_key });
    },
  );
}
