import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerContactRights } from '../../../domain/permissions';
import { customers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { ListQuery, parseListQuery, type ListQueryString } from '../../lib/rest/list-query';
import { findCustomer, listCustomers } from './repo';
import { assertVisible, customerScope, present } from './scope';
import { CustomerBody, IdParams, SCREEN } from './schemas';
import { checkCustomer, columnsOf, keepHidden } from './write';

type IdRoute = { Params: { id: number } };

/** The simple-rest routes of `customers`, scoped to the customers the caller may see and masked per record. */
export default async function customerCrudRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQueryString }>(
    '/customers',
    { schema: { querystring: ListQuery }, config: { access: { url: SCREEN } } },
    async (request, reply) => {
      const scope = await customerScope(app.db, userOf(request));
      const list = parseListQuery(request.query);
      const { rows, total } = await listCustomers(app.db, scope, list);
      const last = list.offset + Math.max(rows.length - 1, 0);
      return reply.header('content-range', `customers ${list.offset}-${last}/${total}`).send(rows.map((row) => present(scope, row)));
    },
  );

  const readCustomer = async (request: FastifyRequest, id: number) => {
    const scope = await customerScope(app.db, userOf(request));
    assertVisible(scope, id);
    const row = await findCustomer(app.db, id);
    if (!row) throw notFound();
    return present(scope, row);
  };

  app.get<IdRoute>('/customers/:id', { schema: { params: IdParams }, config: { access: { url: SCREEN } } }, (request) =>
    readCustomer(request, request.params.id),
  );

  /** The spec's name for the same read (section 7: "GET customer/get_update_customer?id"). */
  app.get<{ Querystring: { id: number } }>(
    '/customer/get_update_customer',
    { schema: { querystring: IdParams }, config: { access: { url: SCREEN } } },
    (request) => readCustomer(request, request.query.id),
  );

  app.post<{ Body: CustomerBody }>('/customers', { schema: { body: CustomerBody }, config: { access: { url: `${SCREEN}/new` } } }, async (request, reply) => {
    const caller = userOf(request);
    const scope = await customerScope(app.db, caller);
    const columns = columnsOf(request.body);
    const created = await app.db.transaction(async (tx) => {
      await checkCustomer(tx, columns);
      const [row] = await tx.insert(customers).values(columns).returning();
      await audit(tx, { userId: caller.id, action: 'create', entity: 'customers', entityId: row!.id, after: row });
      return row!;
    });
    return reply.status(201).send(present(scope, created));
  });

  app.put<IdRoute & { Body: CustomerBody }>(
    '/customers/:id',
    { schema: { params: IdParams, body: CustomerBody }, config: { access: { url: `${SCREEN}/edit` } } },
    async (request) => {
      const caller = userOf(request);
      const scope = await customerScope(app.db, caller);
      const { id } = request.params;
      assertVisible(scope, id);
      const updated = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
        if (!before) throw notFound();
        const columns = keepHidden(columnsOf(request.body), before, customerContactRights(scope.grants, id));
        await checkCustomer(tx, columns, before);
        const [after] = await tx.update(customers).set(columns).where(eq(customers.id, id)).returning();
        await audit(tx, { userId: caller.id, action: 'update', entity: 'customers', entityId: id, before, after });
        return after!;
      });
      return present(scope, updated);
    },
  );

  /** A customer that still has logins (or other records pointing at it) is refused with 409 by its foreign keys. */
  app.delete<IdRoute>('/customers/:id', { schema: { params: IdParams }, config: { access: { url: SCREEN } } }, async (request) => {
    const caller = userOf(request);
    const scope = await customerScope(app.db, caller);
    const { id } = request.params;
    assertVisible(scope, id);
    const removed = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
      if (!before) throw notFound();
      await tx.delete(customers).where(eq(customers.id, id));
      await audit(tx, { userId: caller.id, action: 'delete', entity: 'customers', entityId: id, before });
      return before;
    });
    return present(scope, removed);
  });
}
