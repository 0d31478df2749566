import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { renderSql, type StatementText } from '../db/render';
import type { SessionUser } from './session-user';

/**
 * True when the caller's session is still live, the account active and its `auth_version` the one `user` was
 * read at; false otherwise (the database function session_is_current, migration 0005). A route's reading
 * statement carries it (the order list, the checks of a new order), so a kept caller (./session-cache.ts) is
 * confirmed in the same round trip that reads the answer: the statement's snapshot sees every change
 * committed before it started, in any process.
 */
export const sessionProbe = (user: SessionUser): SQL => sql`session_is_current(${user.session_id}, ${user.id}, ${user.auth_version})`;

/** The same check added to a statement built as text (db/render.ts StatementText). */
export const addSessionProbe = (statement: StatementText, user: SessionUser): StatementText => statement.rendered(renderSql(sessionProbe(user)));

/**
 * The kept caller was out of date when a statement checked it: the request starts again with the caller read
 * afresh (server/plugins/access.ts). Thrown only before the request changed anything.
 */
export class StaleSession extends Error {
  constructor() {
    super('the session or its permissions changed since they were kept');
  }
}

/** Throws StaleSession unless the probe's value says the kept caller is current. */
export function assertProbe(value: unknown): void {
  if (value !== true) throw new StaleSession();
}

/**
 * For a path of a `sessionInStatement` route that answers without such a statement (an export): when the caller
 * was only taken from the cache, the request starts again with the session read first.
 */
export function requireCheckedSession(request: FastifyRequest): void {
  if (!request.sessionChecked) throw new StaleSession();
}
