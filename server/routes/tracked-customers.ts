import { Type, type Static } from '@sinclair/typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoAnswer } from '../../domain/api/common';
import { TRACK_NOTE_MAX } from '../../domain/reports/tracked-customers';
import { screenUrl } from '../../domain/screens';
import { customers, trackedCustomers, users } from '../db/schema';
import { userName } from '../db/user-name';
import { audit } from '../lib/audit';
import { notFound } from '../lib/errors';
import { userOf } from '../lib/request-user';
import { customersWith, orderScope } from '../orders/scope';

const Tracked = Type.Object({
  customer: Type.Integer(),
  customer_name: Type.String(),
  followed_by: Type.String(),
  note: Type.String(),
  since: Type.String(),
});
const FollowBody = Type.Object(
  { customer: Type.Integer({ minimum: 1, maximum: 2147483647 }), note: Type.Optional(Type.String({ maxLength: TRACK_NOTE_MAX })) },
  { additionalProperties: false },
);
const CustomerParams = Type.Object({ customer: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
type FollowBody = Static<typeof FollowBody>;

const access = { access: { url: screenUrl('trackCustomerOrdersList') } };
const ENTITY = 'tracked_customer';

/**
 * The merchants the office follows closely (spec section 7: GET track-customers; domain/reports/tracked-customers.ts):
 * the list, following one more (with why), and no longer following one, for whoever may open
 * trackCustomerOrdersList, about the merchants whose orders it may view (another answers as a missing one, 404).
 * Following a merchant already followed changes nothing and answers the row as it is.
 */
export default async function trackedCustomerRoutes(app: FastifyInstance): Promise<void> {
  const visible = async (request: FastifyRequest) => customersWith(await orderScope(app.db, userOf(request)), 'view', trackedCustomers.customer_id);
  const listed = (where: Awaited<ReturnType<typeof visible>>) =>
    app.db
      .select({
        customer: trackedCustomers.customer_id,
        customer_name: customers.name,
        followed_by: userName,
        note: trackedCustomers.note,
        since: sql<string>`to_char(${trackedCustomers.created_at} at time zone 'Africa/Cairo', 'YYYY-MM-DD')`,
      })
      .from(trackedCustomers)
      .innerJoin(customers, eq(customers.id, trackedCustomers.customer_id))
      .leftJoin(users, eq(users.id, trackedCustomers.user_id))
      .where(where)
      .orderBy(asc(customers.name));

  app.get('/track-customers', { schema: { response: { 200: Type.Array(Tracked) } }, config: access }, async (request) => listed(await visible(request)));

  app.post<{ Body: FollowBody }>('/track-customers', { schema: { body: FollowBody, response: { 200: Tracked } }, config: access }, async (request) => {
    const { customer, note = '' } = request.body;
    const scope = await orderScope(app.db, userOf(request));
    const seen = customersWith(scope, 'view', customers.id);
    const [found] = await app.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customer), seen));
    if (!found) throw notFound();
    await app.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(trackedCustomers)
        .values({ customer_id: customer, user_id: userOf(request).id, note: note.trim() })
        .onConflictDoNothing()
        .returning();
      if (added) await audit(tx, { userId: userOf(request).id, action: 'create', entity: ENTITY, entityId: customer, after: added });
    });
    const [row] = await listed(eq(trackedCustomers.customer_id, customer));
    return row!;
  });

  app.delete<{ Params: { customer: number } }>(
    '/track-customers/:customer',
    { schema: { params: CustomerParams, response: { 204: NoAnswer } }, config: access },
    async (request, reply) => {
      const where = and(eq(trackedCustomers.customer_id, request.params.customer), await visible(request));
      const removed = await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(trackedCustomers).where(where).returning();
        if (row) await audit(tx, { userId: userOf(request).id, action: 'delete', entity: ENTITY, entityId: row.customer_id, before: row });
        return row;
      });
      if (!removed) throw notFound();
      return reply.code(204).send(null);
    },
  );
}
