import { Type, type Static } from '@sinclair/typebox';
import { and, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { filterDateError } from '../../domain/dates';
import { STATUS_CODE } from '../../domain/orders/status';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderDayFigures, orders } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { userOf } from '../lib/request-user';
import type { OrderScope } from '../orders/scope';

export const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });
const DateText = Type.String({ maxLength: 10 });
const OptionalDate = Type.Optional(Type.Union([DateText, Type.Literal('')]));

/** The spec's parameters of the merchant's figures: its own customer's id and an order-date range (both ends optional). */
export const FiguresQuery = Type.Object({ id: Type.Optional(RowId), from_date: OptionalDate, to_date: OptionalDate });
export type FiguresQuery = Static<typeof FiguresQuery>;

/**
 * The caller's own customer, named by its session. `asked` (the spec's `id`) may name only that customer; any
 * other answers 404, exactly as a customer that does not exist.
 */
export function ownCustomer(request: FastifyRequest, asked?: number): number {
  const customer = userOf(request).customer_id;
  if (customer == null || (asked !== undefined && asked !== customer)) throw notFound();
  return customer;
}

/** A merchant login's own customer, from its scope (a login of no customer has none: missing). */
export function scopeCustomer(scope: OrderScope): number {
  if (scope.user.customer_id == null) throw notFound();
  return scope.user.customer_id;
}

/** Each end of a range of order dates, refused beside its field when it is no date of the filter window. */
export function assertRange(range: Record<string, string | undefined>): void {
  for (const [field, value] of Object.entries(range)) {
    const error = filterDateError(value ?? '');
    if (error) throw badRequest({ [field]: error });
  }
}

/** Cancelled orders never shipped: the merchant's figures and reports leave them out. */
export const notCancelled = or(isNull(orders.status_code), ne(orders.status_code, STATUS_CODE.cancelled))!;

/** The columns a range of a merchant's figures is taken on: of its orders, or of their day figures. */
interface Dated {
  customer_id: AnyPgColumn;
  order_date: AnyPgColumn;
}

/** The caller's own rows of `table`, in the asked range of order dates unless `ranged` is false (the range is checked either way). */
function ownRows(request: FastifyRequest<{ Querystring: FiguresQuery }>, table: Dated, ranged: boolean): SQL {
  const { id, from_date = '', to_date = '' } = request.query;
  const customer = ownCustomer(request, id);
  assertRange({ from_date, to_date });
  return and(
    eq(table.customer_id, customer),
    ranged && from_date ? gte(table.order_date, from_date) : undefined,
    ranged && to_date ? lte(table.order_date, to_date) : undefined,
  )!;
}

/** The caller's own orders, cancelled ones left out, in the asked range of order dates unless `ranged` is false. */
export const ownOrders = (request: FastifyRequest<{ Querystring: FiguresQuery }>, ranged = true): SQL => and(ownRows(request, orders, ranged), notCancelled)!;

/**
 * The caller's own day figures (schema/figures.ts: its orders but the cancelled ones, summed by day and status or
 * by day and city), in the asked range of order dates unless `ranged` is false.
 */
export const ownFigures = (request: FastifyRequest<{ Querystring: FiguresQuery }>, table: Dated = orderDayFigures, ranged = true): SQL =>
  ownRows(request, table, ranged);
