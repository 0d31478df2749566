import type { FastifyInstance, FastifyRequest } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { assertSpecial } from '../../permissions/special';
import { notFound } from '../../lib/errors';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { orderScope } from '../../orders/scope';
import { loadShipperScope } from '../../shippers/scope';
import { approveClosing, lockClosing, unwindClosing } from '../../closings/decide';
import { closingById, closingDetails, listClosings, previewClosing } from '../../closings/read';
import { withRetry } from '../../db/retry';
import { saveClosing } from '../../closings/save';
import {
  ClosingBody,
  ClosingListQuery,
  DecisionBody,
  DetailsParams,
  IdParams,
  pastOrToday,
  piastresOf,
  PreviewQuery,
  type ClosingBodyType,
  type ClosingListQueryType,
} from '../../closings/schemas';
import { ClosingDetails, ClosingPage, ClosingPreview, ClosingRecord } from '../../../domain/api/money';

type Id = { Params: { id: number } };

/**
 * Shipper closings (spec: shipperclosing new, view, view/details/{shipper}/{closing_date}/{rc}; shipperapproval):
 * the preview of what closing a shipper would take, saving it, the list with totals, one closing with its orders,
 * and the supervisor's approval or refusal. Every call keeps to the shippers whose rows the caller holds.
 */
export default async function closingRoutes(app: FastifyInstance): Promise<void> {
  const newUrl = { access: { url: `${screenUrl('shipperclosing')}/new` } };
  const viewUrl = { access: { urls: [screenUrl('shipperclosing'), screenUrl('shipperapproval')] } };
  const approvalUrl = { access: { url: screenUrl('shipperapproval') } };

  const shippersOf = async (request: FastifyRequest) => (await loadShipperScope(app.db, userOf(request))).visibility;
  const seeShipper = async (request: FastifyRequest, id: number) => {
    const visibility = await shippersOf(request);
    if (!visibility.all && !visibility.ids.includes(id)) throw notFound();
    return visibility;
  };

  app.get<{ Querystring: { shipper: number } }>(
    '/shipperclosing/preview/',
    { schema: { querystring: PreviewQuery, response: { 200: ClosingPreview } }, config: newUrl },
    async (request) => {
      await seeShipper(request, request.query.shipper);
      return previewClosing(app.db, await orderScope(app.db, userOf(request)), request.query.shipper);
    },
  );

  app.post<{ Body: ClosingBodyType }>(
    '/shipperclosing/',
    { schema: { body: ClosingBody, response: { 201: ClosingRecord } }, config: newUrl },
    async (request, reply) => {
      const body = request.body;
      await seeShipper(request, body.shipper);
      const counted = piastresOf(body.counted, 'counted', 'counted', 'ledger.counted_invalid');
      const closing_date = pastOrToday(body.closing_date, 'closing_date');
      const user = userOf(request);
      const id = await withRetry(() => app.db.transaction((tx) => saveClosing(tx, user.id, { ...body, closing_date, counted, note: body.note.trim() })));
      return reply.code(201).send(await closingById(app.db, id));
    },
  );

  app.get<{ Querystring: ClosingListQueryType }>(
    '/shipperclosing/',
    { schema: { querystring: ClosingListQuery, response: { 200: ClosingPage } }, config: viewUrl },
    async (request) => {
      const q = request.query;
      const from_date = q.from_date ? pastOrToday(q.from_date, 'from_date') : undefined;
      const to_date = q.to_date ? pastOrToday(q.to_date, 'to_date') : undefined;
      const filters = { shipper: q.shipper || undefined, from_date, to_date, status: q.status || undefined };
      const window = windowOf(q);
      return pageAnswer(request.url, window, await listClosings(app.db, await shippersOf(request), filters, window));
    },
  );

  app.get<{ Params: { shipper: number; closing_date: string; rc: number } }>(
    '/shipperclosing/details/:shipper/:closing_date/:rc',
    { schema: { params: DetailsParams, response: { 200: ClosingDetails } }, config: viewUrl },
    async (request) => {
      const { shipper, closing_date, rc } = request.params;
      const user = userOf(request);
      const found = await closingDetails(app.db, await orderScope(app.db, user), await shippersOf(request), shipper, closing_date, rc);
      if (!found) throw notFound();
      return found;
    },
  );

  const decide = (to: 'approve' | 'refuse') => async (request: FastifyRequest<Id & { Body: { note: string } }>) => {
    const user = userOf(request);
    const visibility = await shippersOf(request);
    const maySee = (id: number) => visibility.all || visibility.ids.includes(id);
    await withRetry(() =>
      app.db.transaction(async (tx) => {
        const row = await lockClosing(tx, request.params.id, maySee);
        await assertSpecial(tx, user, 'approve_closing');
        if (to === 'approve') await approveClosing(tx, user.id, row);
        else await unwindClosing(tx, user.id, row, 'refused', request.body.note.trim());
      }),
    );
    return closingById(app.db, request.params.id);
  };
  app.post(
    '/shipperclosing/:id/approve/',
    { schema: { params: IdParams, body: DecisionBody, response: { 200: ClosingRecord } }, config: approvalUrl },
    decide('approve'),
  );
  app.post(
    '/shipperclosing/:id/refuse/',
    { schema: { params: IdParams, body: DecisionBody, response: { 200: ClosingRecord } }, config: approvalUrl },
    decide('refuse'),
  );
}
