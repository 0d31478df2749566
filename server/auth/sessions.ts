import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { unauthorized } from '../lib/errors';
import { hashRefreshToken, newRefreshToken, SESSION_IDLE_MS, type TokenService } from './tokens';

export interface TokenPair {
  access: string;
  refresh: string;
}

async function issueRefresh(db: Db, sessionId: string): Promise<string> {
  const { token, hash } = newRefreshToken();
  await db.insert(refreshTokens).values({
    session_id: sessionId,
    token_hash: hash,
    expires_at: new Date(Date.now() + SESSION_IDLE_MS),
  });
  return token;
}

export async function startSession(db: Db, tokens: TokenService, userId: number): Promise<TokenPair> {
  const sessionId = randomUUID();
  await db.insert(sessions).values({ id: sessionId, user_id: userId });
  return { access: tokens.signAccess(userId, sessionId), refresh: await issueRefresh(db, sessionId) };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/**
 * Spends a refresh token and issues a new pair in the same session. A token presented a second
 * time means it was stolen or replayed: the whole session is revoked, with every token issued in it.
 */
export async function rotateRefresh(db: Db, tokens: TokenService, presented: string): Promise<TokenPair & { userId: number }> {
  return db
    .transaction(async (tx) => {
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
      if (!row || row.revoked_at) throw unauthorized();
      if (row.used_at) {
        await revokeSession(tx, row.session_id);
        return null;
      }
      if (row.expires_at.getTime() <= Date.now()) throw unauthorized();
      await tx.update(refreshTokens).set({ used_at: new Date() }).where(eq(refreshTokens.id, row.id));
      const refresh = await issueRefresh(tx, row.session_id);
      return { access: tokens.signAccess(row.user_id, row.session_id), refresh, userId: row.user_id };
    })
    .then((pair) => {
      if (!pair) throw unauthorized();
      return pair;
    });
}
