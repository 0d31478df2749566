import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isVisible } from '../../../domain/permissions';
import { customerCategories } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { customersWithPhone } from '../../customers/repo';
import { customerScope, present, type CustomerRow, type CustomerScope } from '../../customers/scope';
import { ByPhoneQuery, CategoryChoice, CategoryQuery, CheckPhoneBody, CustomerShown, PhoneCheck, SCREEN } from '../../customers/schemas';
import { Type } from '@sinclair/typebox';

/** A customer found by its phone is shown only to a caller who may see that customer and its phone. */
const mayFindByPhone = (scope: CustomerScope, row: CustomerRow) => isVisible(scope.visibility, row.id) && isVisible(scope.phones, row.id);

/** The spec's customer lookups: categories for pickers, a customer by phone, and the phone check of the form. */
export default async function customerLookupRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { simple?: boolean } }>(
    '/customers/customer_category/',
    { schema: { querystring: CategoryQuery, response: { 200: Type.Array(CategoryChoice) } }, config: { access: { staff: true } } },
    async () =>
      app.db
        .select({ id: customerCategories.id, name: customerCategories.name, name_ar: customerCategories.name_ar })
        .from(customerCategories)
        .where(eq(customerCategories.is_active, true))
        .orderBy(asc(customerCategories.name)),
  );

  app.get<{ Querystring: { phone: string } }>(
    '/customers/by_phone/',
    { schema: { querystring: ByPhoneQuery, response: { 200: CustomerShown } }, config: { access: { url: SCREEN } } },
    async (request) => {
      const scope = await customerScope(app.db, userOf(request));
      const phone = request.query.phone.trim();
      const found = phone ? (await customersWithPhone(app.db, phone)).find((row) => mayFindByPhone(scope, row)) : undefined;
      if (!found) throw notFound();
      return present(scope, found);
    },
  );

  /**
   * Whether another customer (not `id`, the one being edited) uses the phone; its id only when the caller may see
   * it. An `id` the caller may not see is ignored, as one naming no customer is, so the answers cannot tell them apart.
   */
  app.patch<{ Body: { phone: string; id?: number } }>(
    '/customers/check-phone/',
    { schema: { body: CheckPhoneBody, response: { 200: PhoneCheck } }, config: { access: { url: SCREEN } } },
    async (request) => {
      const phone = request.body.phone.trim();
      if (!phone) throw badRequest({ phone: 'validation.phone_required' });
      const scope = await customerScope(app.db, userOf(request));
      const editing = request.body.id !== undefined && isVisible(scope.visibility, request.body.id) ? request.body.id : undefined;
      const others = await customersWithPhone(app.db, phone, editing);
      const shown = others.find((row) => mayFindByPhone(scope, row));
      return shown ? { exists: true, customer_id: shown.id } : { exists: others.length > 0 };
    },
  );
}
