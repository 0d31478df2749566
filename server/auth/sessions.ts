import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { unauthorized } from '../lib/errors';
import { hashRefreshToken, newRefreshToken, SESSION_IDLE_MS, type TokenService } from './tokens';

export interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * How long a spent refresh token still answers: two tabs (or a retried request) refreshing with the same token
 * get the same successor pair. After it, presenting the token again is taken for theft and ends the session.
 */
export const REFRESH_GRACE_MS = 10 * 1000;

async function storeRefresh(db: Db, sessionId: string, token: string, issuedAt: Date): Promise<void> {
  await db.insert(refreshTokens).values({
    session_id: sessionId,
    token_hash: hashRefreshToken(token),
    expires_at: new Date(issuedAt.getTime() + SESSION_IDLE_MS),
  });
}

export async function startSession(db: Db, tokens: TokenService, userId: number): Promise<TokenPair> {
  const sessionId = randomUUID();
  await db.insert(sessions).values({ id: sessionId, user_id: userId });
  const { token } = newRefreshToken();
  await storeRefresh(db, sessionId, token, new Date());
  return { access: tokens.signAccess(userId, sessionId), refresh: token };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/**
 * Ends every session of a user except `keep` (the caller's own, when people change their own password): call it
 * in the transaction that writes the new password. Their access tokens answer 401 on the next request (each
 * request checks its session) and their refresh tokens are refused.
 */
export async function revokeUserSessions(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), keep ? ne(sessions.id, keep) : undefined));
}

/** Whether the successor of a spent token is still unspent (it is always stored with its predecessor). */
async function successorUnspent(db: Db, successor: string): Promise<boolean> {
  const [row] = await db
    .select({ used_at: refreshTokens.used_at })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashRefreshToken(successor)));
  return Boolean(row && !row.used_at);
}

/**
 * Spends a refresh token and issues the next pair in the same session. The successor is derived from the token
 * (tokens.successorOf) and the access token is signed with the spending time as its issue time, so within
 * REFRESH_GRACE_MS the same token answers the same pair again, as long as that successor has not been spent
 * itself. Any other reuse (later, or after the chain has moved on) revokes the whole session.
 */
export async function rotateRefresh(db: Db, tokens: TokenService, presented: string): Promise<TokenPair & { userId: number }> {
  const successor = tokens.successorOf(presented);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        used_at: refreshTokens.used_at,
        expires_at: refreshTokens.expires_at,
        session_id: refreshTokens.session_id,
        user_id: sessions.user_id,
        revoked_at: sessions.revoked_at,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.session_id))
      .where(eq(refreshTokens.token_hash, hashRefreshToken(presented)))
      .for('update');
    if (!row || row.revoked_at) return null;
    const pair = (spentAt: Date) => ({ access: tokens.signAccess(row.user_id, row.session_id, spentAt), refresh: successor, userId: row.user_id });
    if (row.used_at) {
      const inGrace = Date.now() - row.used_at.getTime() < REFRESH_GRACE_MS;
      if (inGrace && (await successorUnspent(tx, successor))) return pair(row.used_at);
      await revokeSession(tx, row.session_id);
      return null;
    }
    if (row.expires_at.getTime() <= Date.now()) return null;
    const spentAt = new Date();
    await tx.update(refreshTokens).set({ used_at: spentAt }).where(eq(refreshTokens.id, row.id));
    await storeRefresh(tx, row.session_id, successor, spentAt);
    return pair(spentAt);
  });
  if (!outcome) throw unauthorized();
  return outcome;
}
