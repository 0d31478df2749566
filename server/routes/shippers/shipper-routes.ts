import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shipperContactRights } from '../../../domain/permissions';
import { validateShipper } from '../../../domain/validation';
import { HUB_SHIPPER_ID, shippers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ApiError, assertValid, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { ListQuery, parseListQuery, type ListQueryString } from '../../lib/rest/list-query';
import { columnsOf, IdParams, ShipperBody } from './body';
import { assertZonesExist, getShipper, listShippers, replaceZones, type StoredShipper } from './repo';
import { assertVisible, loadShipperScope, presentContact, type ShipperScope } from './scope';

const NAME = 'Shipper';
const SCREEN = '/dashboard/Shipper';

const present = (shipper: StoredShipper, scope: ShipperScope) => presentContact(shipper, scope.grants);

/**
 * The shippers (couriers) through ra-data-simple-rest at /api/Shipper. A staff user sees only the shippers
 * they have a row for (spec section 6); another shipper's record answers 403. The phone and national ID are
 * blank unless the row or the override grants the phone, and an edit by such a user keeps the stored ones.
 */
export default async function shipperRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQueryString }>(`/${NAME}`, { schema: { querystring: ListQuery }, config: { access: { url: SCREEN } } }, async (request, reply) => {
    const list = parseListQuery(request.query, 'name');
    const scope = await loadShipperScope(app.db, userOf(request));
    const { rows, total } = await listShippers(app.db, list, scope);
    const range = `${NAME} ${list.offset}-${list.offset + Math.max(rows.length - 1, 0)}/${total}`;
    return reply.header('content-range', range).send(rows.map((row) => present(row, scope)));
  });

  app.get<{ Params: { id: number } }>(`/${NAME}/:id`, { schema: { params: IdParams }, config: { access: { url: SCREEN } } }, async (request) => {
    const scope = await loadShipperScope(app.db, userOf(request));
    const shipper = await getShipper(app.db, request.params.id);
    if (!shipper) throw notFound();
    assertVisible(scope, shipper.id);
    return present(shipper, scope);
  });

  app.post<{ Body: ShipperBody }>(`/${NAME}`, { schema: { body: ShipperBody }, config: { access: { url: `${SCREEN}/new` } } }, async (request, reply) => {
    const caller = userOf(request);
    const columns = columnsOf(request.body);
    assertValid(validateShipper(columns));
    const scope = await loadShipperScope(app.db, caller);
    const created = await app.db.transaction(async (tx) => {
      const zoneIds = await assertZonesExist(tx, request.body.zone_ids);
      const [row] = await tx.insert(shippers).values(columns).returning({ id: shippers.id });
      const id = row!.id;
      // Only the first shipper, id 1, is the hub; the column follows the id.
      if (id === HUB_SHIPPER_ID) await tx.update(shippers).set({ is_hub: true }).where(eq(shippers.id, id));
      await replaceZones(tx, id, zoneIds);
      const after = await getShipper(tx, id);
      await audit(tx, { userId: caller.id, action: 'create', entity: NAME, entityId: id, after });
      return after!;
    });
    return reply.status(201).send(present(created, scope));
  });

  app.put<{ Params: { id: number }; Body: ShipperBody }>(
    `/${NAME}/:id`,
    { schema: { params: IdParams, body: ShipperBody }, config: { access: { url: `${SCREEN}/edit` } } },
    async (request) => {
      const caller = userOf(request);
      const { id } = request.params;
      const scope = await loadShipperScope(app.db, caller);
      const updated = await app.db.transaction(async (tx) => {
        const before = await getShipper(tx, id, true);
        if (!before) throw notFound();
        assertVisible(scope, id);
        const phoneHidden = !shipperContactRights(scope.grants, id).phone;
        const columns = { ...columnsOf(request.body), ...(phoneHidden ? { phone: before.phone, national_id: before.national_id } : {}) };
        assertValid(validateShipper({ ...columns, id, contact_hidden: { phone: phoneHidden } }));
        const zoneIds = await assertZonesExist(tx, request.body.zone_ids);
        await tx.update(shippers).set(columns).where(eq(shippers.id, id));
        await replaceZones(tx, id, zoneIds);
        const after = await getShipper(tx, id);
        await audit(tx, { userId: caller.id, action: 'update', entity: NAME, entityId: id, before, after });
        return after!;
      });
      return present(updated, scope);
    },
  );

  /**
   * A shipper cannot be deleted once it has orders: that is enforced by the foreign keys that reference
   * shippers with ON DELETE RESTRICT (customers.pickup_shipper_id today, the orders' shipper as well), which
   * the error handler turns into 409 'errors.in_use'. Deactivating (is_active false) is the way to retire one.
   * The hub is never deleted.
   */
  app.delete<{ Params: { id: number } }>(`/${NAME}/:id`, { schema: { params: IdParams }, config: { access: { url: SCREEN } } }, async (request) => {
    const caller = userOf(request);
    const { id } = request.params;
    const scope = await loadShipperScope(app.db, caller);
    const removed = await app.db.transaction(async (tx) => {
      const before = await getShipper(tx, id, true);
      if (!before) throw notFound();
      assertVisible(scope, id);
      if (before.is_hub) throw new ApiError(409, 'errors.in_use', { details: 'it is the hub' });
      await tx.delete(shippers).where(eq(shippers.id, id));
      await audit(tx, { userId: caller.id, action: 'delete', entity: NAME, entityId: id, before });
      return before;
    });
    return present(removed, scope);
  });
}
