/**
 * What the browser keeps. Logout and a 401 clear all storage except the interface preferences
 * (language and display settings), which belong to the device rather than the session.
 */
import type { SessionUser } from '../../domain/api/auth';

export const LANG_KEY = 'lang';
export const SETTINGS_KEY = 'settings';
const AUTH_KEY = 'auth';
const ACTIVITY_KEY = 'lastActivity';
const KEPT_KEYS = [LANG_KEY, SETTINGS_KEY];

/** Who is logged in, as the login's answer names them. */
export type StoredUser = SessionUser;

export interface StoredAuth {
  access: string;
  refresh: string;
  /** When the access token was issued (ms since epoch). */
  issuedAt: number;
  user: StoredUser;
  permitted_url: string[];
}

export function readAuth(): StoredAuth | null {
  try {
    const raw = localStorage.getItem(AUTH_KEY);
    return raw ? (JSON.parse(raw) as StoredAuth) : null;
  } catch {
    return null;
  }
}

export function writeAuth(auth: StoredAuth): void {
  localStorage.setItem(AUTH_KEY, JSON.stringify(auth));
  markActivity();
}

export function clearSessionStorage(): void {
  const kept = KEPT_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}

export function markActivity(at = Date.now()): void {
  localStorage.setItem(ACTIVITY_KEY, String(at));
}

export function lastActivity(): number {
  return Number(localStorage.getItem(ACTIVITY_KEY) ?? 0);
}

export const isStaffUser = (user: Pick<StoredUser, 'is_staff' | 'is_superuser'> | undefined | null): boolean =>
  Boolean(user && (user.is_staff || user.is_superuser));
