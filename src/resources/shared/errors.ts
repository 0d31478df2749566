import { useCallback } from 'react';
import { HttpError, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { isOrderStatus } from '../../../domain/orders/status';
import type { ApiErrorBody } from '../../providers/http';
import { statusKey } from '../orders/status';

/**
 * The one way a refused call reaches the screen. The server answers `{message, key, params, errors}`
 * (server/lib/errors.ts): the message key, the values its %{placeholders} take, and the field errors. Every toast,
 * inline error and dialog shows the key translated with those values, so no placeholder is ever left on screen.
 */
type ErrorBody = ApiErrorBody & { params?: Record<string, unknown> };

const bodyOf = (error: unknown): ErrorBody | undefined => (error instanceof HttpError ? (error.body as ErrorBody | undefined) : undefined);

/** The field errors of a refused save, to show beside the fields; null when the refusal names no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  return bodyOf(error)?.errors ?? null;
}

/**
 * The text of a refused call in the interface language. Its values fill the message's placeholders, order statuses
 * shown by their labels; a refused bulk action names the order (`serial`) and gives its reason's own key
 * (`reason_key`), translated with the same values. `overrides` replace values the server gave in English (a
 * record in use: its `details`). Without values the server's own text is shown where placeholders would remain.
 */
export function errorText(translate: TranslateFunction, error: unknown, overrides: Record<string, string> = {}): string {
  if (!(error instanceof Error)) return translate('ra.notification.http_error');
  const body = bodyOf(error);
  const key = body?.key ?? (error.message || 'ra.notification.http_error');
  const params: Record<string, string> = Object.fromEntries(
    Object.entries(body?.params ?? {}).map(([name, value]) => [name, isOrderStatus(value) ? translate(statusKey(value)) : String(value)]),
  );
  const reasonKey = body?.params?.reason_key;
  if (typeof reasonKey === 'string') params.reason = translate(reasonKey, { ...params, _: params.reason ?? reasonKey });
  const text = translate(key, { ...params, ...overrides, _: body?.message ?? key });
  return text.includes('%{') ? (body?.message ?? text) : text;
}

/** errorText in the interface language of the page. */
export function useErrorText(): (error: unknown, overrides?: Record<string, string>) => string {
  const translate = useTranslate();
  return useCallback((error: unknown, overrides?: Record<string, string>) => errorText(translate, error, overrides), [translate]);
}

/** Shows a refused call's text (errorText, or `describe` when given) as an error notification. */
export function useNotifyError(describe?: (error: unknown) => string): (error: unknown) => void {
  const notify = useNotify();
  const text = useErrorText();
  const say = describe ?? text;
  return useCallback(
    (error: unknown) => {
      const message = say(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify, say],
  );
}
