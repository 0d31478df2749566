import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MoneyRequestKind, MoneyRequestStatus } from '../../../domain/ledger/kinds';
import { fromPiastres } from '../../../domain/orders/money';
import { screenUrl } from '../../../domain/screens';
import { moneyRequests, orders, shipperClosings, shippers, users } from '../../db/schema';
import { assertSpecial } from '../../permissions/special';
import { badRequest, notFound } from '../../lib/errors';
import { pageAnswer, windowOf, type PageQuery } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { canSeeCustomer, orderScope, visibleOrders } from '../../orders/scope';
import { loadShipperScope } from '../../shippers/scope';
import { approveRequest, askMoneyChange, decideRequest, lockRequest, type Sight } from '../../closings/money-requests';
import { shipperIn } from '../../closings/read';
import { withRetry } from '../../db/retry';
import { AskedRequest, DecidedRequest, MoneyRequestPage } from '../../../domain/api/money';
import { DecisionBody, IdParams, MoneyRequestBody, MoneyRequestListQuery, type MoneyRequestBodyType } from '../../closings/schemas';

type Desk = 'approvallist' | 'editapprovallist';
const REOPEN: MoneyRequestKind = 'reopen_closing';

const asker = alias(users, 'asker');
const decider = alias(users, 'request_decider');

/**
 * The approval desks (spec: approvallist for changes of money after closing, editapprovallist for reopening an
 * approved closing): asking needs the special code request_money_change, deciding approve_money_change, and the
 * person who asked never decides. Every request keeps to the orders and shippers the caller may see.
 */
export default async function moneyRequestRoutes(app: FastifyInstance): Promise<void> {
  const sightOf = async (request: FastifyRequest) => {
    const user = userOf(request);
    const scope = await orderScope(app.db, user);
    const { visibility } = await loadShipperScope(app.db, user);
    const sight: Sight = { customer: (id) => canSeeCustomer(scope, id), shipper: (id) => visibility.all || visibility.ids.includes(id) };
    return { user, scope, visibility, sight };
  };

  const deskWhere = (
    desk: Desk,
    seen: Awaited<ReturnType<typeof sightOf>>,
    status?: MoneyRequestStatus | '',
    kind?: MoneyRequestKind | '',
  ): SQL | undefined => {
    const customers = visibleOrders(seen.scope);
    const shipperSeen = shipperIn(seen.visibility, moneyRequests.shipper_id);
    return and(
      desk === 'editapprovallist' ? eq(moneyRequests.kind, REOPEN) : ne(moneyRequests.kind, REOPEN),
      status ? eq(moneyRequests.status, status) : undefined,
      kind ? eq(moneyRequests.kind, kind) : undefined,
      shipperSeen ? or(sql`${moneyRequests.shipper_id} is null`, shipperSeen) : undefined,
      customers
        ? or(sql`${moneyRequests.order_id} is null`, sql`${moneyRequests.order_id} in (select ${orders.id} from ${orders} where ${customers})`)
        : undefined,
    );
  };

  for (const desk of ['approvallist', 'editapprovallist'] as const) {
    const access = { access: { url: screenUrl(desk) } };

    app.get<{ Querystring: { status?: MoneyRequestStatus | ''; kind?: MoneyRequestKind | '' } & PageQuery }>(
      `/${desk}/`,
      { schema: { querystring: MoneyRequestListQuery, response: { 200: MoneyRequestPage } }, config: access },
      async (request) => {
        const { status, kind } = request.query;
        const window = windowOf(request.query);
        const where = deskWhere(desk, await sightOf(request), status, kind);
        const rows = await app.db
          .select({
            request: moneyRequests,
            serial: orders.serial,
            shipper_name: shippers.name,
            rc: shipperClosings.rc,
            closing_date: shipperClosings.closing_date,
            requested_by_name: asker.username,
            decided_by_name: decider.username,
          })
          .from(moneyRequests)
          .leftJoin(orders, eq(orders.id, moneyRequests.order_id))
          .leftJoin(shippers, eq(shippers.id, moneyRequests.shipper_id))
          .leftJoin(shipperClosings, eq(shipperClosings.id, moneyRequests.closing_id))
          .leftJoin(asker, eq(asker.id, moneyRequests.requested_by))
          .leftJoin(decider, eq(decider.id, moneyRequests.decided_by))
          .where(where)
          .orderBy(desc(moneyRequests.id))
          .limit(window.size)
          .offset(window.offset);
        const [total] = await app.db.select({ count: count() }).from(moneyRequests).where(where);
        return pageAnswer(request.url, window, {
          count: total?.count ?? 0,
          // The caller's idempotency key stays with the request: the desk never shows it.
          results: rows.map(({ request: { idempotency_key: _key, ...r }, ...names }) => ({
            ...r,
            ...names,
            amount: r.amount == null ? null : fromPiastres(r.amount),
            previous: r.previous == null ? null : fromPiastres(r.previous),
          })),
        });
      },
    );

    app.post<{ Body: MoneyRequestBodyType }>(
      `/${desk}/`,
      { schema: { body: MoneyRequestBody, response: { 201: AskedRequest } }, config: access },
      async (request, reply) => {
        const seen = await sightOf(request);
        if ((request.body.kind === REOPEN) !== (desk === 'editapprovallist')) throw badRequest({ kind: 'validation.invalid' });
        const id = await withRetry(() =>
          app.db.transaction(async (tx) => {
            await assertSpecial(tx, seen.user, 'request_money_change');
            return askMoneyChange(tx, seen.user.id, request.body, seen.sight);
          }),
        );
        return reply.code(201).send({ id });
      },
    );

    const decide = (to: 'approve' | 'refuse') => async (request: FastifyRequest<{ Params: { id: number }; Body: { note: string } }>) => {
      const seen = await sightOf(request);
      await withRetry(() =>
        app.db.transaction(async (tx) => {
          const row = await lockRequest(tx, request.params.id, seen.sight);
          if ((row.kind === REOPEN) !== (desk === 'editapprovallist')) throw notFound();
          await assertSpecial(tx, seen.user, 'approve_money_change');
          if (to === 'approve') await approveRequest(tx, seen.user.id, row, seen.sight);
          else await decideRequest(tx, seen.user.id, row, 'refused', request.body.note.trim());
        }),
      );
      const [row] = await app.db.select().from(moneyRequests).where(eq(moneyRequests.id, request.params.id));
      return { id: row!.id, status: row!.status };
    };
    app.post(
      `/${desk}/:id/approve/`,
      { schema: { params: IdParams, body: DecisionBody, response: { 200: DecidedRequest } }, config: access },
      decide('approve'),
    );
    app.post(`/${desk}/:id/refuse/`, { schema: { params: IdParams, body: DecisionBody, response: { 200: DecidedRequest } }, config: access }, decide('refuse'));
  }
}
