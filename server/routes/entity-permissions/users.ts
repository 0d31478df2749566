import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canOpenUrl } from '../../../domain/permissions';
import type { SessionUser } from '../../auth/session-user';
import { users } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { containsPattern, ListQuery, parseListQuery, sendPage, type ListQueryString } from '../../lib/rest/list-query';
import { SCREENS } from '../../entity-permissions/target';
import { PermissionUser } from '../../../domain/api/permissions';
import { Type } from '@sinclair/typebox';

const columns = { id: users.id, username: users.username, first_name: users.first_name, last_name: users.last_name, is_superuser: users.is_superuser };

/** Whether the caller holds any of the permission screens (the log included), and so may pick staff accounts there. */
const managesPermissions = (caller: SessionUser) => caller.is_superuser || Object.values(SCREENS).some((url) => canOpenUrl(caller, url));

function whereOf(filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [or(eq(users.is_staff, true), eq(users.is_superuser, true)), ne(users.is_active, false)];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(or(...[users.username, users.first_name, users.last_name].map((c) => ilike(c, containsPattern(q)))));
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n < 2147483648);
    parts.push(inArray(users.id, ids.length ? ids : [0]));
  }
  return and(...parts);
}

/**
 * The staff accounts the permission screens pick from (`permission-users`, simple-rest). The account list
 * itself needs the accounts screen; this one only names staff, and only to callers holding a permission screen
 * (to anyone else it is empty).
 */
export default async function permissionUserRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQueryString }>(
    '/permission-users',
    { schema: { querystring: ListQuery, response: { 200: Type.Array(PermissionUser) } }, config: { access: { staff: true } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, 'username');
      const where = managesPermissions(userOf(request)) ? whereOf(list.filter) : eq(users.id, 0);
      const [rows, [total]] = await Promise.all([
        app.db.select(columns).from(users).where(where).orderBy(asc(users.username), asc(users.id)).limit(list.limit).offset(list.offset),
        app.db.select({ total: count() }).from(users).where(where),
      ]);
      return sendPage(reply, 'permission-users', list, rows, total?.total ?? 0);
    },
  );
}
