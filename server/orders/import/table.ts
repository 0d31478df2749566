import {
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  cellText,
  columnOfHeader,
  importHeaders,
  type ImportColumnKey,
  type ImportValues,
} from '../../../domain/orders/import';
import { ApiError } from '../../lib/errors';
import type { SheetRow } from './sheet';

/** One order row of the file: its row number as the spreadsheet shows it, and its cells by column. */
export interface ImportRow {
  row: number;
  values: ImportValues;
}

export type ImportLang = 'en' | 'ar';

type FileErrorKey = 'import.empty' | 'import.too_many_rows' | 'import.missing_columns' | 'import.unknown_columns' | 'import.column_twice';

/** A 400 about the file as a whole, shown beside the file. */
const fileError = (key: FileErrorKey, params: Record<string, string | number> = {}) => new ApiError(400, key, params, { file: key });

/** Headers the template has not, as the message names them: the first five, each cut to 40 characters. */
const named = (headers: readonly string[]) =>
  headers
    .slice(0, 5)
    .map((text) => (text.length > 40 ? `${text.slice(0, 39)}…` : text))
    .join(', ');

/**
 * The file's order rows. Its first row that has something in it names the columns, by their English or Arabic
 * header (or key), in any order; the required ones must be there and nothing else may be (a column the template
 * has not would be dropped unseen). Empty rows are skipped. Refused with a 400 naming what is wrong, in the
 * language of the page, when the file has no orders, more than MAX_IMPORT_ROWS, or other columns.
 */
export function importRows(sheet: readonly SheetRow[], lang: ImportLang): ImportRow[] {
  const [header, ...data] = sheet;
  if (!header || data.length === 0) throw fileError('import.empty');
  if (data.length > MAX_IMPORT_ROWS) throw fileError('import.too_many_rows', { max: MAX_IMPORT_ROWS.toLocaleString('en') });
  const labels = importHeaders(lang);
  const positions = new Map<ImportColumnKey, number>();
  const unknown: string[] = [];
  header.cells.forEach((text, index) => {
    const name = cellText(text);
    if (name === '') return;
    const key = columnOfHeader(name);
    if (!key) unknown.push(name);
    else if (positions.has(key)) throw fileError('import.column_twice', { column: labels[key] });
    else positions.set(key, index);
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((key) => !positions.has(key));
  if (missing.length) throw fileError('import.missing_columns', { columns: missing.map((key) => labels[key]).join(', ') });
  if (unknown.length) throw fileError('import.unknown_columns', { columns: named(unknown) });
  const rows = data.map(({ row, cells }) => ({
    row,
    values: Object.fromEntries(IMPORT_COLUMNS.map(({ key }) => [key, cellText(cells[positions.get(key) ?? -1] ?? '')])) as ImportValues,
  }));
  // A row with text only in columns the file has no header for is no order.
  const orders = rows.filter((row) => Object.values(row.values).some((value) => value !== ''));
  if (orders.length === 0) throw fileError('import.empty');
  return orders;
}
