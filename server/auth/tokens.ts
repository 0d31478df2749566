import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** Idle limit of a session (spec section 9: 10 minutes). Access and refresh tokens both live this long. */
export const SESSION_IDLE_MS = 10 * 60 * 1000;

export interface AccessClaims {
  sub: number;
  sid: string;
  typ: 'access';
}

export interface TokenService {
  signAccess: (userId: number, sessionId: string) => string;
  /** The claims of a valid access token, or null for anything else (expired, forged, a refresh token). */
  verifyAccess: (token: string) => AccessClaims | null;
}

export function createTokenService(secret: string): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_IDLE_MS });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    signAccess: (userId, sessionId) => sign({ sub: userId, sid: sessionId, typ: 'access' }),
    verifyAccess: (token) => {
      try {
        const claims = verify(token) as Partial<AccessClaims>;
        if (claims.typ !== 'access' || typeof claims.sub !== 'number' || typeof claims.sid !== 'string') return null;
        return { sub: claims.sub, sid: claims.sid, typ: 'access' };
      } catch {
        return null;
      }
    },
  };
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
