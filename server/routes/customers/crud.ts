import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerActions, customerContactRights, isVisible } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { registerResource, type VisibleRow } from '../../lib/rest/resource';
import { findCustomer, listCustomers, type StoredCustomer } from '../../customers/repo';
import { customerScope, present, type CustomerScope } from '../../customers/scope';
import { CustomerBody, CustomerRecord, IdParams, SCREEN } from '../../customers/schemas';
import { checkCustomer, columnsOf, keepHidden } from '../../customers/write';

/**
 * The simple-rest routes of `customers` (the generic path, server/lib/rest/resource.ts): scoped to the customers
 * the caller may see (one they may not see answers as missing), masked per record, and an edit by a caller who
 * may not see a phone or address keeps the stored one. Each record says whether it is `in_use` (orders or logins
 * refer to it); such a customer is refused deletion with 409 by the rule the screens use to offer it
 * (domain customerActions.remove), and by the foreign keys for anything else that points at it. Answers the
 * reader the other customer routes use.
 */
export function registerCustomerCrud(app: FastifyInstance): VisibleRow<StoredCustomer, CustomerScope> {
  /** The stored row again after a write, with whether it is in use. */
  const reread = async (tx: Db, id: number) => (await findCustomer(tx, id))!;
  /** The caller's view of a record, with whether it may still be deleted. */
  const show = (scope: CustomerScope, row: StoredCustomer) => ({ ...present(scope, row), in_use: row.in_use });
  const read = registerResource<StoredCustomer, CustomerBody, CustomerScope>(app, {
    name: 'customers',
    screen: SCREEN,
    body: CustomerBody,
    row: CustomerRecord,
    scope: (request) => customerScope(app.db, userOf(request)),
    sees: (scope, row) => isVisible(scope.visibility, row.id),
    present: show,
    list: listCustomers,
    find: findCustomer,
    async insert(tx, body, { scope }) {
      const columns = columnsOf(body);
      await checkCustomer(tx, columns, scope);
      const [row] = await tx.insert(customers).values(columns).returning({ id: customers.id });
      return reread(tx, row!.id);
    },
    async update(tx, before, body, { scope }) {
      const columns = keepHidden(columnsOf(body), before, customerContactRights(scope.grants, before.id));
      await checkCustomer(tx, columns, scope, before);
      await tx.update(customers).set(columns).where(eq(customers.id, before.id));
      return reread(tx, before.id);
    },
    async remove(tx, before, { caller }) {
      if (!customerActions.remove(caller, before)) throw new ApiError(409, 'errors.in_use', { details: 'it has orders or logins' });
      await tx.delete(customers).where(eq(customers.id, before.id));
    },
  });

  /** The spec's name for the same read (section 7: "GET customer/get_update_customer?id"). */
  app.get<{ Querystring: { id: number } }>(
    '/customer/get_update_customer',
    { schema: { querystring: IdParams, response: { 200: CustomerRecord } }, config: { access: { url: SCREEN } } },
    async (request) => {
      const { row, scope } = await read(request, request.query.id);
      return show(scope, row);
    },
  );
  return read;
}
