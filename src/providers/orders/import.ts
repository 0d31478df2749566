/**
 * Importing orders from a spreadsheet (server/routes/orders/import): the template as a download, and the file
 * sent for a preview or to be stored, by XMLHttpRequest so the page can show how much of it is uploaded. Both
 * areas use the same calls, merchants at /api/merchant/orders/import and staff at /api/orders/import (with the
 * customer the orders are for).
 */
import { HttpError } from 'react-admin';
import type { ImportPreview, ImportResult } from '../../../domain/api/imports';
import { renewIfAged, sessionEnded, type ApiErrorBody } from '../http';
import { readAuth } from '../storage';
import { downloadFile, type ExportResult } from '../download';

export type ImportArea = 'merchant' | 'staff';
const BASE: Record<ImportArea, string> = { merchant: '/api/merchant/orders/import', staff: '/api/orders/import' };

/** A refusal: its message key and values, its field errors, and for a file with bad rows, those rows. */
export type ImportErrorBody = ApiErrorBody & { params?: Record<string, string | number> } & Partial<ImportPreview>;

export interface ImportRequest {
  area: ImportArea;
  file: File;
  lang: 'en' | 'ar';
  /** The customer the orders are for (staff). */
  customer?: number;
  /** How much of the file is uploaded, from 0 to 100. */
  onUpload?: (percent: number) => void;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the file as a form; answers the server's JSON, or throws an HttpError whose message is the refusal's key. */
async function send<T>(step: 'preview' | 'commit', request: ImportRequest): Promise<T> {
  await renewIfAged();
  const form = new FormData();
  form.append('lang', request.lang);
  if (request.customer !== undefined) form.append('customer', String(request.customer));
  form.append('file', request.file);
  const auth = readAuth();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE[request.area]}/${step}/`);
    xhr.setRequestHeader('accept', 'application/json');
    if (auth) xhr.setRequestHeader('authorization', `Bearer ${auth.access}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onUpload?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => request.onUpload?.(100);
    xhr.onerror = () => reject(new HttpError('auth.network', 0, {}));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 401 && auth) {
        try {
          sessionEnded();
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = (body ?? {}) as ImportErrorBody;
      reject(new HttpError(error.key ?? error.message ?? `Error ${xhr.status}`, xhr.status, error));
    };
    xhr.send(form);
  });
}

/** The template with its headers in `lang`, to save. */
const importTemplate = (area: ImportArea, lang: 'en' | 'ar'): Promise<ExportResult> =>
  downloadFile(`${BASE[area]}/template/?lang=${lang}`, undefined, `orders-import-${lang}.xlsx`);

export const orderImportCalls = {
  importTemplate,
  previewImport: (request: ImportRequest) => send<ImportPreview>('preview', request),
  commitImport: (request: ImportRequest) => send<ImportResult>('commit', request),
};
