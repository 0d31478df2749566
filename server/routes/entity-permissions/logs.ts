import { Type } from '@sinclair/typebox';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { filterDateError } from '../../../domain/dates';
import { TIME_ZONE } from '../../../domain/time';
import { specialPermissionLogs as logs, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { ListQuery, parseListQuery, sendPage, type ListQueryString } from '../../lib/rest/list-query';
import { SCREENS } from '../../entity-permissions/target';
import { SpecialPermissionLog } from '../../../domain/api/permissions';

const actor = aliasedTable(users, 'actor');
const subject = aliasedTable(users, 'subject');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time as ISO 8601 gives it, with a four-digit year. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date (a whole day in the company's time zone) or a date-time; `end` makes a day include all of itself. Both
 * must fall in the filter window of domain/dates.ts.
 */
function instant(key: string, value: unknown, end: boolean): SQL {
  const text = String(value);
  if (DAY.test(text)) {
    const error = filterDateError(text);
    if (error) throw badRequest({ [key]: error });
    const day = end ? sql`(${text}::date + 1)` : sql`${text}::date`;
    return sql`(${day}::timestamp at time zone ${TIME_ZONE})`;
  }
  const time = DATE_TIME.test(text) ? new Date(text) : null;
  if (!time || Number.isNaN(time.getTime())) throw badRequest({ [key]: 'validation.invalid' });
  const error = filterDateError(time.toISOString().slice(0, 10));
  if (error) throw badRequest({ [key]: error });
  return sql`${time.toISOString()}::timestamptz`;
}

function idList(key: string, value: unknown): number[] {
  const numbers = (Array.isArray(value) ? value : [value]).map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647)) throw badRequest({ [key]: 'validation.invalid' });
  return numbers;
}

function whereOf(filter: Record<string, unknown>): SQL | undefined {
  const given = (key: string) => filter[key] !== undefined && filter[key] !== '' && filter[key] !== null;
  const parts: (SQL | undefined)[] = [];
  if (given('user_id')) parts.push(inArray(logs.user_id, idList('user_id', filter.user_id)));
  if (given('actor_id')) parts.push(inArray(logs.actor_id, idList('actor_id', filter.actor_id)));
  if (given('code')) parts.push(eq(logs.code, String(filter.code)));
  if (filter.action === 'grant' || filter.action === 'revoke') parts.push(eq(logs.action, filter.action));
  if (given('at_gte')) parts.push(gte(logs.at, instant('at_gte', filter.at_gte, false)));
  if (given('at_lte')) parts.push(lt(logs.at, instant('at_lte', filter.at_lte, true)));
  return and(...parts);
}

const columns = {
  id: logs.id,
  at: logs.at,
  actor_id: logs.actor_id,
  actor_username: actor.username,
  user_id: logs.user_id,
  user_username: subject.username,
  code: logs.code,
  action: logs.action,
};
const sortable: Record<string, (typeof columns)[keyof typeof columns]> = { id: logs.id, at: logs.at, code: logs.code, action: logs.action };

/** special-permission-logs: who granted or revoked which code for whom, and when (read only). */
export default async function logRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQueryString }>(
    '/special-permission-logs',
    { schema: { querystring: ListQuery, response: { 200: Type.Array(SpecialPermissionLog) } }, config: { access: { url: SCREENS.logs } } },
    async (request, reply) => {
      const list = parseListQuery(request.query, 'at');
      const where = whereOf(list.filter);
      const sortColumn = sortable[list.sortField] ?? logs.at;
      const direction = list.sortOrder === 'DESC' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        app.db
          .select(columns)
          .from(logs)
          .leftJoin(actor, eq(logs.actor_id, actor.id))
          .leftJoin(subject, eq(logs.user_id, subject.id))
          .where(where)
          .orderBy(direction(sortColumn), direction(logs.id))
          .limit(list.limit)
          .offset(list.offset),
        app.db.select({ total: count() }).from(logs).where(where),
      ]);
      return sendPage(reply, 'special-permission-logs', list, rows, total?.total ?? 0);
    },
  );
}
