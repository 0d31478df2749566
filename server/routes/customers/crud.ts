import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerContactRights, isVisible } from '../../../domain/permissions';
import { customers } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { registerResource, type VisibleRow } from '../../lib/rest/resource';
import { findCustomer, listCustomers } from './repo';
import { customerScope, present, type CustomerRow, type CustomerScope } from './scope';
import { CustomerBody, IdParams, SCREEN } from './schemas';
import { checkCustomer, columnsOf, keepHidden } from './write';

/**
 * The simple-rest routes of `customers` (the generic path, server/lib/rest/resource.ts): scoped to the customers
 * the caller may see (one they may not see answers as missing), masked per record, and an edit by a caller who
 * may not see a phone or address keeps the stored one. A customer that still has logins (or other records
 * pointing at it) is refused with 409 by its foreign keys. Answers the reader the other customer routes use.
 */
export function registerCustomerCrud(app: FastifyInstance): VisibleRow<CustomerRow, CustomerScope> {
  const read = registerResource<CustomerRow, CustomerBody, CustomerScope>(app, {
    name: 'customers',
    screen: SCREEN,
    body: CustomerBody,
    scope: (request) => customerScope(app.db, userOf(request)),
    sees: (scope, row) => isVisible(scope.visibility, row.id),
    present,
    list: listCustomers,
    find: findCustomer,
    async insert(tx, body, { scope }) {
      const columns = columnsOf(body);
      await checkCustomer(tx, columns, scope);
      const [row] = await tx.insert(customers).values(columns).returning();
      return row!;
    },
    async update(tx, before, body, { scope }) {
      const columns = keepHidden(columnsOf(body), before, customerContactRights(scope.grants, before.id));
      await checkCustomer(tx, columns, scope, before);
      const [row] = await tx.update(customers).set(columns).where(eq(customers.id, before.id)).returning();
      return row!;
    },
    async remove(tx, before) {
      await tx.delete(customers).where(eq(customers.id, before.id));
    },
  });

  /** The spec's name for the same read (section 7: "GET customer/get_update_customer?id"). */
  app.get<{ Querystring: { id: number } }>(
    '/customer/get_update_customer',
    { schema: { querystring: IdParams }, config: { access: { url: SCREEN } } },
    async (request) => {
      const { row, scope } = await read(request, request.query.id);
      return present(scope, row);
    },
  );
  return read;
}
