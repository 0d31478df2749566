import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CarriedMaterials, HandBackRecord } from '../../../domain/api/hand-backs';
import { fromPiastres } from '../../../domain/orders/money';
import { screenUrl } from '../../../domain/screens';
import { HAND_BACK_MAX_LINES } from '../../../domain/stock/hand-backs';
import { MOVE_MAX_QUANTITY } from '../../../domain/stock/moves';
import { Id, Key, PreviewQuery } from '../../closings/schemas';
import { withRetry } from '../../db/retry';
import { notFound } from '../../lib/errors';
import { assertSpecial } from '../../permissions/special';
import { userOf } from '../../lib/request-user';
import { loadShipperScope } from '../../shippers/scope';
import { carriedBy } from '../../stock/carried';
import { handBack, handBackById } from '../../stock/hand-backs';

const Units = Type.Integer({ minimum: 0, maximum: MOVE_MAX_QUANTITY });

const HandBackBody = Type.Object({
  shipper: Id,
  warehouse: Id,
  lines: Type.Array(Type.Object({ material: Id, returned: Units, missing: Units }), { minItems: 1, maxItems: HAND_BACK_MAX_LINES }),
  charge_missing: Type.Boolean({ default: false }),
  note: Type.String({ maxLength: 1000, default: '' }),
  idempotency_key: Key,
});

/**
 * A courier's packaging on his closing screen (spec: shipperclosing/new; domain/stock/hand-backs.ts): what he
 * carries, and taking back what he brings and what is missing. Whoever may make a closing may do it, for the
 * couriers they see; another courier is 404.
 */
export default async function materialsRoutes(app: FastifyInstance): Promise<void> {
  const newUrl = { access: { url: `${screenUrl('shipperclosing')}/new` } };
  const seeShipper = async (request: FastifyRequest, id: number) => {
    const { visibility } = await loadShipperScope(app.db, userOf(request));
    if (!visibility.all && !visibility.ids.includes(id)) throw notFound();
  };

  app.get<{ Querystring: { shipper: number } }>(
    '/shipperclosing/materials/',
    { schema: { querystring: PreviewQuery, response: { 200: CarriedMaterials } }, config: newUrl },
    async (request) => {
      await seeShipper(request, request.query.shipper);
      const carried = await carriedBy(app.db, request.query.shipper);
      return {
        shipper: request.query.shipper,
        materials: carried.map(({ shipper: _shipper, ...row }) => ({ ...row, unit_cost: fromPiastres(row.unit_cost) })),
      };
    },
  );

  app.post<{ Body: typeof HandBackBody.static }>(
    '/shipperclosing/materials/',
    { schema: { body: HandBackBody, response: { 201: HandBackRecord } }, config: newUrl },
    async (request, reply) => {
      const body = request.body;
      await seeShipper(request, body.shipper);
      const user = userOf(request);
      const id = await withRetry(() =>
        app.db.transaction(async (tx) => {
          // Charging the courier is a change of money asked for, as on the approval desk.
          if (body.charge_missing) await assertSpecial(tx, user, 'request_money_change');
          return handBack(tx, user.id, body);
        }),
      );
      return reply.code(201).send(await handBackById(app.db, id));
    },
  );
}
