/**
 * Files the server makes (spreadsheets, the bank's CSV, templates): fetched with the bearer token (a plain link
 * would carry none), read chunk by chunk so a screen can show progress, and handed back as a Blob with its name.
 */
import { fetchOk } from './http';

/** A fetched file, or nothing when there was nothing to put in it. */
export type ExportResult = { empty: true } | { empty: false; blob: Blob; fileName: string };

/** Bytes received so far and the total when the server gave one. */
export type ExportProgress = (loaded: number, total: number | null) => void;

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
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
 * The file at `url`: POSTed `body` as JSON, or read with a GET when there is none. Nothing to put in it is a 404
 * `errors.empty_data`, an empty file or a `X-Row-Count: 0` header: all three come back as `{ empty: true }`
 * (spec: alert 'Empty Data'); any other refusal throws the server's message.
 */
export async function downloadFile(url: string, body: unknown, fallbackName: string, onProgress?: ExportProgress): Promise<ExportResult> {
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetchOk(url, init);
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 404 && error.message === 'errors.empty_data') return { empty: true };
    throw error;
  }
  if (response.headers.get('x-row-count') === '0') return { empty: true };
  const blob = await readWithProgress(response, onProgress);
  if (blob.size === 0) return { empty: true };
  return { empty: false, blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}
