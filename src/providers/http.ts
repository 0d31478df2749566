import { HttpError } from 'react-admin';
import type { ApiErrorAnswer } from '../../domain/api/common';
import { clearSessionStorage, readAuth, writeAuth } from './storage';

/** Session length and the moment to renew a token the user is still active with (spec section 9). */
export const SESSION_IDLE_MS = 10 * 60 * 1000;
const RENEW_AFTER_MS = 60 * 1000;

/** A refusal's body as it may come (the server's `ApiErrorAnswer`, or less from something between). */
export type ApiErrorBody = Partial<ApiErrorAnswer>;

/** A 401 anywhere ends the session: storage is cleared and the page reloads onto the login. */
export function sessionEnded(): never {
  clearSessionStorage();
  window.location.reload();
  throw new HttpError('auth.session_ended', 401, {});
}

let renewing: Promise<void> | null = null;

/** Renews the tokens (rotating the refresh token); one renewal at a time. */
export function renewTokens(): Promise<void> {
  renewing ??= (async () => {
    const auth = readAuth();
    if (!auth) return;
    const response = await fetch('/api/token/refresh/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: auth.refresh }),
    });
    if (!response.ok) sessionEnded();
    const pair = (await response.json()) as { access: string; refresh: string };
    writeAuth({ ...auth, ...pair, issuedAt: Date.now() });
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** Renews the access token when it is over a minute old, so activity keeps the session alive. */
export async function renewIfAged(): Promise<void> {
  const auth = readAuth();
  if (auth && Date.now() - auth.issuedAt > RENEW_AFTER_MS) await renewTokens();
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/**
 * fetch for the API: adds the bearer token and answers the response of a call that succeeded. A failure is a
 * react-admin HttpError whose message is a translation key (the server's `key`, else its text): no answer is
 * `auth.network`, a 401 ends the session.
 */
export async function fetchOk(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const auth = readAuth();
  if (auth) headers.set('authorization', `Bearer ${auth.access}`);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    throw new HttpError('auth.network', 0, {});
  }
  if (response.status === 401 && auth) sessionEnded();
  if (!response.ok) {
    const body = await response.text();
    const error = (parseJson(body) ?? {}) as ApiErrorBody;
    throw new HttpError(error.key ?? error.message ?? `Error ${response.status}: ${body}`, response.status, error);
  }
  return response;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** fetchOk for JSON: sends JSON (unless the body is a form) and reads the answer's text and JSON. */
export async function apiFetch<T = unknown>(url: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body && !(init.body instanceof FormData) && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetchOk(url, { ...init, headers });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: parseJson(body) as T };
}

export const postJson = <T>(url: string, data: unknown) => apiFetch<T>(url, { method: 'POST', body: JSON.stringify(data) });
