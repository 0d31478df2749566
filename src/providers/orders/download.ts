/**
 * Downloading an order export: the file is fetched with the bearer token (a plain link would carry none),
 * read chunk by chunk so the screen can show progress, and handed back as a Blob.
 */
import { HttpError } from 'react-admin';
import { sessionEnded, type ApiErrorBody } from '../http';
import { readAuth } from '../storage';
import { toFilterdata } from './mapping';
import type { ExportProgress, ExportResult, OrderListVariant } from './types';

const EXPORTS: Record<OrderListVariant, { url: string; fileName: string }> = {
  admin: { url: '/api/orders/adminorders/', fileName: 'Orders.xlsx' },
  enhanced: { url: '/api/orders/enhanced/', fileName: 'Orders.xls' },
  merchant: { url: '/api/merchant/orders/export/', fileName: 'Orders.xlsx' },
};

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function failure(response: Response): Promise<HttpError> {
  const text = await response.text();
  let body: ApiErrorBody = {};
  try {
    body = text ? (JSON.parse(text) as ApiErrorBody) : {};
  } catch {
    body = {};
  }
  return new HttpError(body.key ?? body.message ?? `Error ${response.status}: ${text}`, response.status, body);
}

async function readWithProgress(response: Response, onProgress?: ExportProgress): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.(loaded, total);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/**
 * POSTs `body` to `url` and reads the file it answers. Nothing matched is a 404 `errors.empty_data`, an empty
 * file or a `X-Row-Count: 0` header: all three come back as `{ empty: true }` (spec: alert 'Empty Data').
 */
export async function downloadFile(url: string, body: unknown, fallbackName: string, onProgress?: ExportProgress): Promise<ExportResult> {
  const auth = readAuth();
  const headers = new Headers({ 'content-type': 'application/json' });
  if (auth) headers.set('authorization', `Bearer ${auth.access}`);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new HttpError('auth.network', 0, {});
  }
  if (response.status === 401 && auth) sessionEnded();
  if (!response.ok) {
    const error = await failure(response);
    if (error.status === 404 && error.message === 'errors.empty_data') return { empty: true };
    throw error;
  }
  if (response.headers.get('x-row-count') === '0') return { empty: true };
  const blob = await readWithProgress(response, onProgress);
  if (blob.size === 0) return { empty: true };
  return { empty: false, blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Exports the orders matching `filter`, the file's headers in `lang`. */
export function exportOrders(
  filter: Record<string, unknown>,
  variant: OrderListVariant,
  onProgress?: ExportProgress,
  lang: 'en' | 'ar' = 'en',
): Promise<ExportResult> {
  const { url, fileName } = EXPORTS[variant];
  return downloadFile(url, { Filterdata: toFilterdata(filter), export_excel: true, lang }, fileName, onProgress);
}
