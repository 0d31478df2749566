import type { Db } from '../db/client';
import { readSessionRow, sessionUserOf, type SessionUser } from './session-user';

/** Enough for every session a busy office has open; the least recently used goes first. */
const MAX_SESSIONS = 10_000;

/**
 * Each session's caller (account, permitted screens, and through server/permissions/memo.ts its grants, field
 * permissions and special codes), kept in this process between requests under the account's `auth_version`.
 *
 * Nothing kept is believed without the database's word in the same request: either `check` reads the session
 * and the version first (one statement), or the statement that reads the answer checks them itself
 * (./session-probe.ts) and the request starts again with a fresh caller when they differ. The version goes up
 * in the transaction of every change to the account or its permissions, through triggers (migration 0005), so
 * a change committed by any process (or by hand) is seen by the next request of every process, while an
 * unchanged session costs no round trip of its own. A session revoked (logout, a refresh token reused, a
 * password change or reset) is found by the same statement, which reads the session row.
 */
export class SessionCache {
  readonly #kept = new Map<string, SessionUser>();

  /** The kept caller of a session, to be checked by the statement that reads the answer. */
  peek(userId: number, sessionId: string): SessionUser | undefined {
    const user = this.#kept.get(sessionId);
    if (user?.id !== userId) return undefined;
    this.#keep(user);
    return user;
  }

  /**
   * The caller of a live session as the database has it now (one statement), or null when the session was
   * revoked or the account disabled. The kept caller is reused while its version is current.
   */
  async check(db: Db, userId: number, sessionId: string): Promise<SessionUser | null> {
    const row = await readSessionRow(db, userId, sessionId);
    if (!row) {
      this.#kept.delete(sessionId);
      return null;
    }
    const kept = this.#kept.get(sessionId);
    if (kept?.id === userId && kept.auth_version === row.auth_version) {
      this.#keep(kept);
      return kept;
    }
    const user = await sessionUserOf(db, row, sessionId);
    // Two requests may read two versions at once: the newer one stays.
    const now = this.#kept.get(sessionId);
    if (!now || now.id !== userId || now.auth_version <= user.auth_version) this.#keep(user);
    return user;
  }

  /** Keeps `user` as its session's caller, most recently used last, so the oldest is the one let go. */
  #keep(user: SessionUser): void {
    this.#kept.delete(user.session_id);
    this.#kept.set(user.session_id, user);
    if (this.#kept.size > MAX_SESSIONS) this.#kept.delete(this.#kept.keys().next().value as string);
  }
}
