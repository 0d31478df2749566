import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isVisible, shipperActions, shipperContactRights } from '../../../domain/permissions';
import { screenUrl } from '../../../domain/screens';
import { validateShipper } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { HUB_SHIPPER_ID, shippers } from '../../db/schema';
import { ApiError, assertValid } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { registerResource } from '../../lib/rest/resource';
import { tableRowSchema } from '../../lib/rest/row-schema';
import { Type } from '@sinclair/typebox';
import { columnsOf, ShipperBody } from '../../shippers/body';
import { assertZonesExist, getShipper, shipperColumns, listShippers, replaceZones, type StoredShipper } from '../../shippers/repo';
import { loadShipperScope, presentContact, type ShipperScope } from '../../shippers/scope';

type ShipperColumns = ReturnType<typeof columnsOf>;

/** Writes a shipper's columns and zones (inserting when `id` is null) and reads it back with them. */
async function saveShipper(tx: Db, id: number | null, columns: ShipperColumns, zoneIds: readonly number[]): Promise<StoredShipper> {
  const zones = await assertZonesExist(tx, zoneIds);
  const [row] =
    id == null
      ? await tx.insert(shippers).values(columns).returning({ id: shippers.id })
      : await tx.update(shippers).set(columns).where(eq(shippers.id, id)).returning({ id: shippers.id });
  const saved = row!.id;
  // Only the first shipper, id 1, is the hub; the column follows the id.
  if (id == null && saved === HUB_SHIPPER_ID) await tx.update(shippers).set({ is_hub: true }).where(eq(shippers.id, saved));
  await replaceZones(tx, saved, zones);
  return (await getShipper(tx, saved))!;
}

/**
 * The shippers (couriers) through ra-data-simple-rest at /api/Shipper (the generic path,
 * server/lib/rest/resource.ts). A staff user sees only the shippers they have a row for (spec section 6);
 * another shipper answers exactly as a missing one (404). The phone and national ID are blank unless the row or
 * the override grants the phone, and an edit by such a user keeps the stored ones.
 *
 * A shipper cannot be deleted once orders or a customer's pickup refer to it (each record says so in `in_use`),
 * nor the hub: the rule the screens use to offer the delete (domain shipperActions.remove) refuses it with 409,
 * and the foreign keys that reference shippers with ON DELETE RESTRICT refuse anything else that points at it.
 * Deactivating (is_active false) is the way to retire one.
 */
/** A shipper as answered: its columns, whether it is in use, its zones, and whether its phone was blanked for the caller. */
const ShipperRecord = Type.Composite([
  Type.Pick(tableRowSchema(shippers), Object.keys(shipperColumns)),
  Type.Object({ in_use: Type.Boolean(), zone_ids: Type.Array(Type.Integer()), is_hub: Type.Boolean(), contact_hidden: Type.Object({ phone: Type.Boolean() }) }),
]);

export function registerShipperRoutes(app: FastifyInstance): void {
  registerResource<StoredShipper, ShipperBody, ShipperScope>(app, {
    name: 'Shipper',
    screen: screenUrl('Shipper'),
    body: ShipperBody,
    row: ShipperRecord,
    defaultSort: 'name',
    scope: (request) => loadShipperScope(app.db, userOf(request)),
    sees: (scope, row) => isVisible(scope.visibility, row.id),
    present: (scope, row) => presentContact(row, scope.grants),
    list: (db, scope, list) => listShippers(db, list, scope),
    find: getShipper,
    prepare(_db, body, { creating }) {
      // An edit is checked once the stored phone is known (it is kept when the caller may not see it).
      if (creating) assertValid(validateShipper(columnsOf(body)));
      return body;
    },
    insert: (tx, body) => saveShipper(tx, null, columnsOf(body), body.zone_ids),
    async update(tx, before, body, { scope }) {
      const phoneHidden = !shipperContactRights(scope.grants, before.id).phone;
      const columns = { ...columnsOf(body), ...(phoneHidden ? { phone: before.phone, national_id: before.national_id } : {}) };
      assertValid(validateShipper({ ...columns, id: before.id, contact_hidden: { phone: phoneHidden } }));
      return saveShipper(tx, before.id, columns, body.zone_ids);
    },
    async remove(tx, before, { caller }) {
      if (!shipperActions.remove(caller, before))
        throw new ApiError(409, 'errors.in_use', { details: before.is_hub ? 'it is the hub' : 'other records refer to it' });
      await tx.delete(shippers).where(eq(shippers.id, before.id));
    },
  });
}
