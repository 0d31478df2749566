import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sniffPhotoType } from '../../../../domain/orders/photos';
import { ApiError } from '../../../lib/errors';
import { decodeText, parseCsv, type SheetRow } from './csv';

export type { SheetRow };

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Excel 97-2003 (.xls) and other OLE compound files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46];

const refused = (key: 'import.not_spreadsheet' | 'import.old_excel' | 'import.unreadable' | 'import.empty') => new ApiError(400, key, {}, { file: key });

/** What a file's bytes are, whatever its name: an xlsx workbook (a zip), CSV text, or something else (refused). */
function kindOf(bytes: Uint8Array): 'xlsx' | 'csv' {
  if (bytes.length === 0) throw refused('import.empty');
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE)) throw refused('import.old_excel');
  if (startsWith(bytes, PDF) || sniffPhotoType(bytes)) throw refused('import.not_spreadsheet');
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  // Text has no NUL bytes (UTF-16 aside): a file with them in its first 4 KB is a binary file of some kind.
  if (!utf16 && bytes.subarray(0, 4096).includes(0)) throw refused('import.not_spreadsheet');
  return 'csv';
}

type CellValue = ExcelJS.CellValue;

/** A cell's value as text: numbers without float noise, dates as YYYY-MM-DD, rich text, links and formulas by what they show. */
function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** The non-empty rows of the first worksheet, read as a stream that stops after `maxRows` of them. */
async function readXlsx(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: SheetRow[] = [];
  let sheets = 0;
  for await (const sheet of reader) {
    sheets += 1;
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values : [];
      const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
      if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: row.number, cells });
      if (rows.length >= maxRows) break;
    }
    break;
  }
  if (sheets === 0) throw refused('import.not_spreadsheet');
  return rows;
}

/**
 * The rows that have something in them of an uploaded spreadsheet (the first sheet of an xlsx workbook, or a CSV
 * file), at most `maxRows`. A file that is no spreadsheet, an old .xls or one that cannot be read is refused with
 * a 400 saying so beside the file.
 */
export async function readSpreadsheet(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  if (kindOf(bytes) === 'csv') return parseCsv(decodeText(bytes), maxRows);
  try {
    return await readXlsx(bytes, maxRows);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused('import.unreadable');
  }
}
