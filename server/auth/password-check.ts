import type { Db } from '../db/client';
import { ApiError } from '../lib/errors';
import { createPasswordGate, DEFAULT_GATE_LIMITS, GateFull, type GateLimits } from './password-gate';
import { hashPassword, verifyPassword } from './passwords';
import { clearAttempts, releaseAttempt, reserveAttempt, type AttemptKey } from './throttle';

export type Verifier = (password: string, hash: string) => Promise<boolean>;

export interface PasswordOptions {
  /** Checks a password against a stored hash (scrypt); tests pass one that counts the checks. */
  verify?: Verifier;
  /** Places for scrypt work in this process (password-gate.ts). */
  gate?: Partial<GateLimits>;
}

export interface Passwords {
  /**
   * Checks a password typed by a person (login, the current password of a password change): counts the attempt
   * against the account and address first (429 when locked), then checks it when the gate has a place (503 with
   * Retry-After when it has none, and the attempt is given back). A correct password clears its address's count.
   */
  check: (db: Db, key: AttemptKey, password: string, hash: string) => Promise<boolean>;
  /** Hashes a new password for a public caller (registration) within the same bound on scrypt work. */
  hash: (source: string, password: string) => Promise<string>;
}

/** How long a caller turned away by a full gate waits before trying again. */
const BUSY_SECONDS = 2;

const serverBusy = () => new ApiError(503, 'auth.busy', {}, undefined, { 'retry-after': String(BUSY_SECONDS) });

export function createPasswords(options: PasswordOptions = {}): Passwords {
  const verify = options.verify ?? verifyPassword;
  const gate = createPasswordGate({ ...DEFAULT_GATE_LIMITS, ...options.gate });
  const inGate = async <T>(source: string, task: () => Promise<T>): Promise<T> => {
    try {
      return await gate.run(source, task);
    } catch (error) {
      throw error instanceof GateFull ? serverBusy() : error;
    }
  };
  return {
    check: async (db, key, password, hash) => {
      await reserveAttempt(db, key);
      let matches: boolean;
      try {
        matches = await inGate(key.source, () => verify(password, hash));
      } catch (error) {
        await releaseAttempt(db, key);
        throw error;
      }
      if (matches) await clearAttempts(db, key);
      return matches;
    },
    hash: (source, password) => inGate(source, () => hashPassword(password)),
  };
}
