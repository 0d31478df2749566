import { Type } from '@sinclair/typebox';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PermissionUser } from '../../../domain/api/permissions';
import { users } from '../../db/schema';
import type { RouteAccess } from '../../plugins/access';
import { containsPattern, ListQuery, parseListQuery, sendPage, type ListQueryString } from './list-query';

const columns = { id: users.id, username: users.username, first_name: users.first_name, last_name: users.last_name, is_superuser: users.is_superuser };

/** An active staff account (a superuser is staff too): the only accounts a screen may pick as a person of the company. */
export const activeStaff: SQL = and(or(eq(users.is_staff, true), eq(users.is_superuser, true)), ne(users.is_active, false))!;

function whereOf(filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [activeStaff];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(or(...[users.username, users.first_name, users.last_name].map((c) => ilike(c, containsPattern(q)))));
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2147483648);
    parts.push(inArray(users.id, ids.length ? ids : [0]));
  }
  return and(...parts);
}

export interface StaffPicker {
  /** The resource name and path (`/api/<name>`). */
  name: string;
  access: RouteAccess;
  /** Whether the caller may see the accounts at all (to anyone else the list is empty); everyone the access lets in when absent. */
  allows?: (request: FastifyRequest) => boolean;
}

/**
 * A read-only simple-rest list of the active staff accounts (id, username, first and last name), for a screen
 * that picks a person of the company. The account list itself needs the accounts screen; a picker only names
 * staff, to the holders of the screen that picks them.
 */
export function registerStaffPicker(app: FastifyInstance, picker: StaffPicker): void {
  app.get<{ Querystring: ListQueryString }>(
    `/${picker.name}`,
    { schema: { querystring: ListQuery, response: { 200: Type.Array(PermissionUser) } }, config: { access: picker.access } },
    async (request, reply) => {
      const list = parseListQuery(request.query, 'username');
      const where = !picker.allows || picker.allows(request) ? whereOf(list.filter) : eq(users.id, 0);
      const [rows, [total]] = await Promise.all([
        app.db.select(columns).from(users).where(where).orderBy(asc(users.username), asc(users.id)).limit(list.limit).offset(list.offset),
        app.db.select({ total: count() }).from(users).where(where),
      ]);
      return sendPage(reply, picker.name, list, rows, total?.total ?? 0);
    },
  );
}
