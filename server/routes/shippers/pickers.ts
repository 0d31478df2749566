import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkCustomerPermission, fieldPermissionsOf, isVisible, type EntityGrants } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { customers, HUB_SHIPPER_ID, shippers, userFieldPermissions } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { loadGrants } from '../../permissions/grants';
import { OrderPermissionQuery } from '../../shippers/body';
import { loadShipperScope, presentContact, visibleCondition, type ShipperScope } from '../../shippers/scope';
import { NamedShipper } from '../../../domain/api/orders';
import { HasPermission } from '../../../domain/api/permissions';
import { ReturnCustomer, ShipperChoice } from '../../../domain/api/pickers';

const staff = { staff: true } as const;
/** The names of the shippers the caller may see. */
const ShipperNames = { schema: { response: { 200: Type.Array(NamedShipper) } }, config: { access: staff } };

async function visibleShippers(db: Db, scope: ShipperScope, activeOnly: boolean) {
  return db
    .select({
      id: shippers.id,
      name: shippers.name,
      phone: shippers.phone,
      national_id: shippers.national_id,
      group_id: shippers.group_id,
      delivery_fee: shippers.delivery_fee,
    })
    .from(shippers)
    .where(and(visibleCondition(scope.visibility), activeOnly ? eq(shippers.is_active, true) : undefined))
    .orderBy(asc(shippers.name), asc(shippers.id));
}

/**
 * Customers for whom the user may handle returns: a superuser every one; otherwise, per the spec's rule, none
 * without customer rows, every one with rows and the `all_returnclient` override, else those whose row grants it.
 */
function returnCustomersCondition(grants: EntityGrants): SQL | undefined {
  if (grants.is_superuser) return undefined;
  if (grants.customerRows.length === 0) return sql`false`;
  if (grants.overrides.all_returnclient) return undefined;
  const ids = grants.customerRows.filter((row) => checkCustomerPermission(grants, 'returnclient', row.customer_id)).map((row) => row.customer_id);
  return ids.length ? inArray(customers.id, ids) : sql`false`;
}

/** An id query value as the spec's call sends it: empty or absent means not given. */
const givenId = (value: string | undefined): number | undefined => (value ? Number(value) : undefined);

/** The pickers other screens use for shippers and customers, each limited to what the caller may see. */
export default async function pickerRoutes(app: FastifyInstance): Promise<void> {
  /**
   * GET shipper/ (spec section 7): active shippers for pickers, phone shown only where the user may see it, and
   * each one's delivery fee to those who may see shipper fees (the order form fills the fee with it).
   */
  app.get('/shipper/', { schema: { response: { 200: Type.Array(ShipperChoice) } }, config: { access: staff } }, async (request) => {
    const user = userOf(request);
    const [scope, fieldRows] = await Promise.all([
      loadShipperScope(app.db, user),
      user.is_superuser ? [] : app.db.select().from(userFieldPermissions).where(eq(userFieldPermissions.user_id, user.id)),
    ]);
    const showFees = fieldPermissionsOf(user, fieldRows).show_shipper_fees;
    const rows = await visibleShippers(app.db, scope, true);
    return rows.map((row) => {
      const { id, name, phone, group_id } = presentContact(row, scope.grants);
      return { id, name, phone, group_id, is_hub: id === HUB_SHIPPER_ID, ...(showFees ? { delivery_fee: row.delivery_fee } : {}) };
    });
  });

  const namesOfVisibleShippers = async (db: Db, scope: ShipperScope) => (await visibleShippers(db, scope, false)).map(({ id, name }) => ({ id, name }));

  app.get('/orders/getshipperListwithPermission', ShipperNames, async (request) =>
    namesOfVisibleShippers(app.db, await loadShipperScope(app.db, userOf(request))),
  );

  app.get('/orders/getshipperListwithReturnPermission', ShipperNames, async (request) =>
    namesOfVisibleShippers(app.db, await loadShipperScope(app.db, userOf(request))),
  );

  app.get(
    '/orders/getCustomerListwithReturnPermission',
    { schema: { response: { 200: Type.Array(ReturnCustomer) } }, config: { access: staff } },
    async (request) => {
      const grants = await loadGrants(app.db, userOf(request));
      return app.db
        .select({ id: customers.id, name: customers.name, company_name: customers.company_name })
        .from(customers)
        .where(returnCustomersCondition(grants))
        .orderBy(asc(customers.name), asc(customers.id));
    },
  );

  /**
   * GET orders/hasOrderPermession (spelled as the spec's call): `view` on the customer and visibility of the
   * shipper, each checked only when given.
   */
  app.get<{ Querystring: OrderPermissionQuery }>(
    '/orders/hasOrderPermession',
    { schema: { querystring: OrderPermissionQuery, response: { 200: HasPermission } }, config: { access: staff } },
    async (request) => {
      const { grants, visibility } = await loadShipperScope(app.db, userOf(request));
      const customerId = givenId(request.query.Customerid);
      const shipperId = givenId(request.query.shipperid);
      const customerOk = checkCustomerPermission(grants, 'view', customerId);
      const shipperOk = shipperId === undefined || isVisible(visibility, shipperId);
      return { has_permission: customerOk && shipperOk };
    },
  );
}
