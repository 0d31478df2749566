import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** Idle limit of a session (spec section 9: 10 minutes). Access and refresh tokens both live this long. */
export const SESSION_IDLE_MS = 10 * 60 * 1000;

export interface AccessClaims {
  sub: number;
  sid: string;
  typ: 'access';
}

export interface TokenService {
  /** An access token; given the same issue time it is the same string (a refresh answered twice, sessions.ts). */
  signAccess: (userId: number, sessionId: string, issuedAt?: Date) => string;
  /** The claims of a valid access token, or null for anything else (expired, forged, a refresh token). */
  verifyAccess: (token: string) => AccessClaims | null;
  /**
   * The refresh token that follows `token` when it is spent: an HMAC of it with the server's secret, so a
   * refresh answered twice hands back the same successor while only hashes are stored.
   */
  successorOf: (token: string) => string;
}

export function createTokenService(secret: string): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_IDLE_MS });
  // Verified tokens are remembered (up to their expiry) so a busy session's requests do not check the same
  // signature again; fast-jwt keys the memory by a hash of the whole token, so only that exact token gets the
  // remembered answer. Revocation is the session check's business (auth/session-cache.ts), not the token's.
  // A token must say when it ends: one without `exp` would never expire, whoever made it with the key.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000, requiredClaims: ['exp', 'sub', 'sid'] });
  return {
    signAccess: (userId, sessionId, issuedAt) =>
      sign({ sub: userId, sid: sessionId, typ: 'access', ...(issuedAt ? { iat: Math.floor(issuedAt.getTime() / 1000) } : {}) }),
    verifyAccess: (token) => {
      try {
        const claims = verify(token) as Partial<AccessClaims>;
        if (claims.typ !== 'access' || typeof claims.sub !== 'number' || typeof claims.sid !== 'string') return null;
        return { sub: claims.sub, sid: claims.sid, typ: 'access' };
      } catch {
        return null;
      }
    },
    successorOf: (token) => createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url'),
  };
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
