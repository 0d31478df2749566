import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, importHeaders, type ImportColumnKey } from '../../domain/orders/import';
import { multipartForm, type FormFile } from './multipart';
import type { TestApp } from './test-app';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type ImportCells = Partial<Record<ImportColumnKey, string | number>>;

/** The template's headers in a language, in its order. */
export const headersIn = (lang: 'en' | 'ar'): string[] => {
  const labels = importHeaders(lang);
  return IMPORT_COLUMNS.map((column) => labels[column.key]);
};

/** An .xlsx file: a header row and then each row's cells under the template's columns. */
export async function xlsxFile(rows: readonly ImportCells[], headers: readonly string[] = headersIn('en')): Promise<FormFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((column) => row[column.key] ?? null));
  return { filename: 'orders.xlsx', contentType: XLSX_TYPE, data: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

const quoted = (value: string | number) => {
  const text = String(value);
  return /[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV text of a header row and rows (comma-separated unless told). */
export function csvText(rows: readonly ImportCells[], headers: readonly string[] = headersIn('en'), separator = ','): string {
  const lines = [headers.map(quoted).join(separator)];
  for (const row of rows) lines.push(IMPORT_COLUMNS.map((column) => quoted(row[column.key] ?? '')).join(separator));
  return `${lines.join('\r\n')}\r\n`;
}

export const csvFile = (text: string | Buffer, filename = 'orders.csv'): FormFile => ({
  filename,
  contentType: 'text/csv',
  data: typeof text === 'string' ? Buffer.from(text, 'utf8') : text,
});

/** Text in the Windows Arabic code page (1256), as Excel's plain "CSV" saves it on Arabic Windows. */
export function windows1256(text: string): Buffer {
  const decoder = new TextDecoder('windows-1256');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from([...text].map((char) => table.get(char) ?? 0x3f));
}

/** The import calls of one area: merchants' (`/api/merchant/orders/import`) or staff's (`/api/orders/import`). */
export function importApi(t: TestApp, base: '/api/merchant/orders/import' | '/api/orders/import') {
  const send =
    (step: 'preview' | 'commit') =>
    (token: string, file: FormFile | null, fields: Record<string, string> = {}) => {
      const form = multipartForm({ ...fields, ...(file ? { file } : {}) });
      return t.call(token, { method: 'POST', url: `${base}/${step}/`, payload: form.payload, headers: form.headers });
    };
  return {
    template: (token: string, lang?: 'en' | 'ar') => t.call(token, { method: 'GET', url: `${base}/template/`, query: lang ? { lang } : {} }),
    preview: send('preview'),
    commit: send('commit'),
  };
}
