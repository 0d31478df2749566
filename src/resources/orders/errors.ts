import { useCallback } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { isOrderStatus } from '../../../domain/orders/status';
import type { ApiErrorBody } from '../../providers/http';
import { statusKey } from './status';

type ErrorBody = ApiErrorBody & { params?: Record<string, unknown> };

/** True for the 409 a stale edit or move gets. */
export const isStale = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 409 && (error.message === 'orders.stale' || (error.body as ErrorBody | undefined)?.key === 'orders.stale');

/**
 * The text of a refused call in the user's language. The server sends the message key and its `params`; a
 * refused bulk action names the order (`serial`) and gives the reason's own key (`reason_key`), which is
 * translated with the same params, status labels included. Without params the server's text is shown when the
 * message has placeholders to fill.
 */
export function useErrorText(): (error: unknown) => string {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof Error)) return translate('ra.notification.http_error');
      const body = (error instanceof HttpError ? error.body : undefined) as ErrorBody | undefined;
      const key = body?.key ?? error.message;
      const params: Record<string, string> = Object.fromEntries(
        Object.entries(body?.params ?? {}).map(([name, value]) => [name, isOrderStatus(value) ? translate(statusKey(value)) : String(value)]),
      );
      const reasonKey = body?.params?.reason_key;
      if (typeof reasonKey === 'string') params.reason = translate(reasonKey, { ...params, _: params.reason ?? reasonKey });
      const text = translate(key, { ...params, _: body?.message ?? key });
      return text.includes('%{') ? (body?.message ?? text) : text;
    },
    [translate],
  );
}

/** Shows a refused call's text (useErrorText) as an error notification. */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    [notify, errorText],
  );
}
