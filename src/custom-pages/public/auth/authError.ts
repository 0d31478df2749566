import { HttpError, type TranslateFunction } from 'react-admin';
import type { ApiErrorBody } from '../../../providers/http';

const bodyOf = (error: HttpError): ApiErrorBody => {
  const body: unknown = error.body;
  return body && typeof body === 'object' ? (body as ApiErrorBody) : {};
};

/** The field errors the server sent (their values are translation keys). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? (bodyOf(error).errors ?? {}) : {};
}

/**
 * A failed login or registration, as text for the user: the server's message key translated (its
 * English text as the fallback), the lock-out with its minutes, or the network message.
 */
export function authErrorText(error: unknown, translate: TranslateFunction): string {
  if (!(error instanceof HttpError)) return translate('auth.network');
  const body = bodyOf(error);
  const key = String(error.message);
  if (error.status === 429) {
    const minutes = /\d+/.exec(body.message ?? '')?.[0];
    return minutes ? translate('auth.too_many_attempts', { minutes }) : (body.message ?? translate(key, { _: key }));
  }
  return translate(key, { _: body.message ?? key });
}
