import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { customerVisibility, isVisible, type Visibility } from '../../domain/permissions';
import type { FieldErrors } from '../../domain/validation';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';
import { userOf } from '../lib/request-user';
import type { CrudScope } from '../lib/rest/crud';
import { loadGrants } from '../permissions/grants';

/**
 * Which customers the caller may price: a merchant only its own customer, staff the customers their permission
 * rows let them see (spec section 6), a superuser every one.
 */
export async function pricingVisibility(db: Db, request: FastifyRequest): Promise<Visibility> {
  const user = userOf(request);
  if (!user.is_staff && !user.is_superuser) return { all: false, ids: user.customer_id == null ? [] : [user.customer_id] };
  return customerVisibility(await loadGrants(db, user));
}

/** A customer the caller may not see answers exactly as one that does not exist: 404. */
export function assertCustomerVisible(visibility: Visibility, customerId: number): void {
  if (!isVisible(visibility, customerId)) throw notFound();
}

/**
 * A simple-rest scope on a table's `customer_id` column: lists keep visible customers only, a row of another
 * customer answers as missing, and a body naming another customer is refused as one naming no customer.
 */
export async function customerRowScope(db: Db, request: FastifyRequest, column: AnyPgColumn): Promise<CrudScope> {
  const visibility = await pricingVisibility(db, request);
  const where: SQL | undefined = visibility.all ? undefined : visibility.ids.length ? inArray(column, visibility.ids) : sql`false`;
  return {
    where,
    allows: (row) => isVisible(visibility, Number(row.customer_id)),
    references: (body): FieldErrors => (isVisible(visibility, Number(body.customer_id)) ? {} : { customer_id: 'errors.not_found' }),
  };
}
