import { Type } from '@sinclair/typebox';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../../domain/validation';
import { userFilters, users } from '../../db/schema';
import { ApiError, assertValid, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { FilterChoice, SavedFilter } from '../../../domain/api/orders';
import { NoAnswer } from '../../../domain/api/common';

/** Limits of saved filters: a name people can read in a menu, and a menu that stays short. */
export const FILTER_NAME_MAX = 100;
export const FILTERS_PER_USER = 50;
/** The stored filters' size as JSON; a saved filter holds a few list filters, never data. */
export const FILTERS_MAX_CHARS = 20000;

const Filters = Type.Record(Type.String(), Type.Unknown());
const CreateBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 1000 })), filters: Filters });
const PatchBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 1000 })), filters: Type.Optional(Filters) });
const ListQuery = Type.Object({ simple: Type.Optional(Type.Boolean()) });
const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

type Filters = Record<string, unknown>;
type CreateBody = { name?: string; filters: Filters };
type PatchBody = { name?: string; filters?: Filters };

/** Field errors of a saved filter's name and filters (only those given, for a partial change). */
function checkFilter(body: PatchBody, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (creating || body.name !== undefined) {
    const name = (body.name ?? '').trim();
    if (!name) errors.name = 'validation.name_required';
    else if (name.length > FILTER_NAME_MAX) errors.name = 'orders.filter_name_too_long';
  }
  if (body.filters !== undefined && JSON.stringify(body.filters).length > FILTERS_MAX_CHARS) errors.filters = 'orders.filters_too_large';
  return errors;
}

const columns = { id: userFilters.id, name: userFilters.name, filters: userFilters.filters, created_at: userFilters.created_at };

/**
 * Saved order-list filters (spec section 7 "Other": api/user-filters/). Each staff member keeps their own; another
 * user's filter answers 404, as if it did not exist.
 */
export default async function userFilterRoutes(app: FastifyInstance): Promise<void> {
  const access = { access: { staff: true } } as const;
  const own = (userId: number, id: number) => and(eq(userFilters.id, id), eq(userFilters.user_id, userId));

  app.get<{ Querystring: { simple?: boolean } }>(
    '/user-filters/',
    { schema: { querystring: ListQuery, response: { 200: Type.Array(Type.Union([SavedFilter, FilterChoice])) } }, config: access },
    async (request) => {
      const user = userOf(request);
      const where = eq(userFilters.user_id, user.id);
      const order = [asc(userFilters.name), asc(userFilters.id)];
      if (request.query.simple)
        return app.db
          .select({ id: userFilters.id, name: userFilters.name })
          .from(userFilters)
          .where(where)
          .orderBy(...order);
      return app.db
        .select(columns)
        .from(userFilters)
        .where(where)
        .orderBy(...order);
    },
  );

  app.post<{ Body: CreateBody }>('/user-filters/', { schema: { body: CreateBody, response: { 201: SavedFilter } }, config: access }, async (request, reply) => {
    const user = userOf(request);
    assertValid(checkFilter(request.body, true));
    const created = await app.db.transaction(async (tx) => {
      // Counted under a lock on the user's row so two saves at once cannot pass the limit together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [held] = await tx.select({ n: count() }).from(userFilters).where(eq(userFilters.user_id, user.id));
      if (Number(held?.n ?? 0) >= FILTERS_PER_USER) throw new ApiError(400, 'orders.filters_limit', { max: FILTERS_PER_USER });
      const [row] = await tx
        .insert(userFilters)
        .values({ user_id: user.id, name: request.body.name!.trim(), filters: request.body.filters })
        .returning(columns);
      return row!;
    });
    return reply.status(201).send(created);
  });

  app.patch<{ Params: { id: number }; Body: PatchBody }>(
    '/user-filters/:id/',
    { schema: { params: Params, body: PatchBody, response: { 200: SavedFilter } }, config: access },
    async (request) => {
      const user = userOf(request);
      const { name, filters } = request.body;
      assertValid(checkFilter(request.body, false));
      const change = { ...(name !== undefined ? { name: name.trim() } : {}), ...(filters !== undefined ? { filters } : {}) };
      const [row] = Object.keys(change).length
        ? await app.db.update(userFilters).set(change).where(own(user.id, request.params.id)).returning(columns)
        : await app.db.select(columns).from(userFilters).where(own(user.id, request.params.id));
      if (!row) throw notFound();
      return row;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/user-filters/:id/',
    { schema: { params: Params, response: { 204: NoAnswer } }, config: access },
    async (request, reply) => {
      const user = userOf(request);
      const [row] = await app.db.delete(userFilters).where(own(user.id, request.params.id)).returning({ id: userFilters.id });
      if (!row) throw notFound();
      return reply.status(204).send();
    },
  );
}
