import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateCustomerLogin, validateMerchantCompany } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { customers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { assertValid, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { assertZoneInCity } from '../../customers/write';
import merchantAnalyticsRoutes from './analytics';
import merchantOrderRoutes from './orders';
import merchantPriceRoutes from './prices';
import merchantReportRoutes from './reports';
import { ownCustomer } from '../../merchant/own';
import { importRoutes } from '../orders/import/routes';
import { MERCHANT_IMPORT } from '../orders/import/targets';
import { CompanyBody, ProfileBody } from '../../merchant/schemas';
import { MerchantCompany as Company, MerchantProfile as Profile } from '../../../domain/api/merchant';

const profileColumns = { username: users.username, first_name: users.first_name, last_name: users.last_name };
const companyColumns = {
  id: customers.id,
  company_name: customers.company_name,
  address: customers.address,
  city_id: customers.city_id,
  zone_id: customers.zone_id,
  pickup_address: customers.pickup_address,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  phone2: customers.phone2,
  payout_method: customers.payout_method,
  payout_account: customers.payout_account,
};
const customerAccess = { access: { customer: true } } as const;

/** The one row read, or 404. */
function found<Row>([row]: Row[]): Row {
  if (!row) throw notFound();
  return row;
}

/**
 * A merchant's own account (spec: customerdashboard account/{tab}): its login's names and the company details it
 * keeps up to date. Every route reads and writes only the caller's own login and customer, named by the session,
 * never by the request; each change is one transaction with its audit row.
 */
export default async function merchantRoutes(app: FastifyInstance): Promise<void> {
  await app.register(merchantOrderRoutes);
  await app.register(merchantAnalyticsRoutes);
  await app.register(merchantPriceRoutes);
  await app.register(merchantReportRoutes);
  await app.register(importRoutes(MERCHANT_IMPORT));
  /** Reads the caller's row locked, writes the change and its audit row, all in one transaction. */
  const change = <Row>(request: FastifyRequest, entity: string, entityId: number, read: (tx: Db) => Promise<Row[]>, write: (tx: Db) => Promise<Row[]>) =>
    app.db.transaction(async (tx) => {
      const before = found(await read(tx));
      const [after] = await write(tx);
      await audit(tx, { userId: userOf(request).id, action: 'update', entity, entityId, before, after });
      return after!;
    });

  app.get('/merchant/profile/', { schema: { response: { 200: Profile } }, config: customerAccess }, async (request) =>
    found(
      await app.db
        .select(profileColumns)
        .from(users)
        .where(eq(users.id, userOf(request).id)),
    ),
  );

  app.put<{ Body: ProfileBody }>(
    '/merchant/profile/',
    { schema: { body: ProfileBody, response: { 200: Profile } }, config: customerAccess },
    async (request) => {
      const caller = userOf(request);
      assertValid(validateCustomerLogin({ username: caller.username, ...request.body }, false));
      const changes = { first_name: request.body.first_name.trim(), last_name: request.body.last_name.trim() };
      return change(
        request,
        'merchant_profile',
        caller.id,
        (tx) => tx.select(profileColumns).from(users).where(eq(users.id, caller.id)).for('update'),
        (tx) => tx.update(users).set(changes).where(eq(users.id, caller.id)).returning(profileColumns),
      );
    },
  );

  app.get('/merchant/company/', { schema: { response: { 200: Company } }, config: customerAccess }, async (request) =>
    found(
      await app.db
        .select(companyColumns)
        .from(customers)
        .where(eq(customers.id, ownCustomer(request))),
    ),
  );

  app.put<{ Body: CompanyBody }>(
    '/merchant/company/',
    { schema: { body: CompanyBody, response: { 200: Company } }, config: customerAccess },
    async (request) => {
      const customerId = ownCustomer(request);
      const body = request.body;
      const changes = {
        company_name: body.company_name.trim(),
        address: body.address.trim(),
        city_id: body.city_id,
        zone_id: body.zone_id,
        pickup_address: body.pickup_address.trim(),
      };
      assertValid(validateMerchantCompany(changes));
      await assertZoneInCity(app.db, changes);
      return change(
        request,
        'customers',
        customerId,
        (tx) => tx.select(companyColumns).from(customers).where(eq(customers.id, customerId)).for('update'),
        (tx) => tx.update(customers).set(changes).where(eq(customers.id, customerId)).returning(companyColumns),
      );
    },
  );
}
