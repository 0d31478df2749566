import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, sessions, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { NotJson } from '../../../domain/api/common';

/** How often the server looks for new bell entries of the users with an open page (one query for all of them). */
export const LIVE_CHECK_MS = 2_000;
/** A stream ends after this long; the page opens a new one with its current token, so a stream outlives no session. */
export const LIVE_STREAM_MS = 10 * 60_000;
const KEEP_ALIVE_MS = 25_000;

/** An open page's stream: its session, what to send it, and how to end it. */
interface Listener {
  sessionId: string;
  send: (last: number) => void;
  end: () => void;
}

/**
 * Live bells (spec section 10: the real-time socket host): `GET notifications/stream/` is a server-sent event
 * stream telling an open page, within LIVE_CHECK_MS, that one of its user's bells has a new entry (the newest
 * entry's id, nothing else: the page then reads its bells as usual). Entries come from many places, triggers
 * included, and from any server process, so the stream watches the table rather than the code that writes it.
 * The same check ends, within LIVE_CHECK_MS, the streams of sessions that ended (a logout, a password change,
 * a disabled account), in whichever process they ended. Pages also poll their bells, which covers a stream that
 * cannot be opened.
 */
export default async function liveNoticeRoutes(app: FastifyInstance): Promise<void> {
  const listeners = new Map<number, Set<Listener>>();
  const newest = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;

  /** Ends the streams whose session is no longer live, and answers the users whose streams remain. */
  const endEnded = async (): Promise<number[]> => {
    const open = [...listeners.values()].flatMap((set) => [...set]);
    const live = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.user_id), eq(users.is_active, true)))
      .where(and(inArray(sessions.id, [...new Set(open.map((listener) => listener.sessionId))]), isNull(sessions.revoked_at)));
    const alive = new Set(live.map((row) => row.id));
    for (const listener of open) if (!alive.has(listener.sessionId)) listener.end();
    return [...listeners.keys()];
  };

  const check = async () => {
    if (!listeners.size) return;
    const watched = await endEnded();
    if (!watched.length) return;
    const rows = await app.db
      .select({ user: notifications.for_user, last: max(notifications.id) })
      .from(notifications)
      .where(inArray(notifications.for_user, watched))
      .groupBy(notifications.for_user);
    for (const row of rows) {
      const last = row.last ?? 0;
      if (newest.get(row.user) === last) continue;
      newest.set(row.user, last);
      for (const listener of listeners.get(row.user) ?? []) listener.send(last);
    }
  };
  const watch = (user: number, listener: Listener) => {
    const set = listeners.get(user) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(user, set);
    timer ??= setInterval(() => void check().catch((error: unknown) => app.log.warn(`live bells: ${String(error)}`)), LIVE_CHECK_MS);
    return () => {
      set.delete(listener);
      if (!set.size) {
        listeners.delete(user);
        newest.delete(user);
      }
      if (!listeners.size && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  };
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  app.get(
    '/notifications/stream/',
    { schema: { response: { 200: NotJson("The reader's newest entry as it changes", 'text/event-stream') } }, config: { access: { user: true } } },
    async (request, reply) => {
      const caller = userOf(request);
      const user = caller.id;
      // Only a client that asks for events gets the stream (a page's fetch does); anything else is told so at once.
      if (!request.headers.accept?.includes('text/event-stream')) throw new ApiError(406, 'errors.event_stream');
      reply.hijack();
      const out = reply.raw;
      // The server ends a stream (its session ended, its time is up) before the close that stops watching it comes,
      // so the same check may still send to it: nothing is written to a stream once it ended. A connection that
      // breaks is a page gone, whose close follows; its error must not end the server.
      const writable = () => !out.destroyed && !out.writableEnded;
      const write = (text: string) => void (writable() && out.write(text));
      out.on('error', (error) => app.log.debug(`live bells: ${error.message}`));
      out.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
      const send = (last: number) => write(`event: notices\ndata: ${JSON.stringify({ last })}\n\n`);
      write('retry: 5000\n\n');
      const [row] = await app.db
        .select({ last: max(notifications.id) })
        .from(notifications)
        .where(inArray(notifications.for_user, [user]));
      // A page that went away while the newest entry was read is not watched: its close has come and gone.
      if (!writable()) return;
      send(row?.last ?? 0);
      const stop = watch(user, { sessionId: caller.session_id, send, end: () => void (writable() && out.end()) });
      const alive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = setTimeout(() => out.end(), LIVE_STREAM_MS);
      out.on('close', () => {
        stop();
        clearInterval(alive);
        clearTimeout(end);
      });
    },
  );
}
