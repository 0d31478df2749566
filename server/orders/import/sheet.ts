import { MAX_IMPORT_CELL } from '../../../domain/orders/import';
import { sniffPhotoType } from '../../../domain/orders/photos';
import { ApiError } from '../../lib/errors';
import { decodeText, parseCsv, type SheetRow } from './csv';
import { readWorkbook } from './workbook';
import { unzipWithinLimits } from './zip';

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

/**
 * The rows that have something in them of an uploaded spreadsheet (the first sheet of an xlsx workbook, or a CSV
 * file), at most `maxRows`. A file that is no spreadsheet, an old .xls or one that cannot be read is refused with
 * a 400 saying so beside the file.
 */
export function readSpreadsheet(bytes: Buffer, maxRows: number): SheetRow[] {
  return withinCells(readRows(bytes, maxRows));
}

function readRows(bytes: Buffer, maxRows: number): SheetRow[] {
  if (kindOf(bytes) === 'csv') return parseCsv(decodeText(bytes), maxRows);
  const rows = readXlsx(bytes, maxRows);
  if (!rows) throw refused('import.not_spreadsheet');
  return rows;
}

/** A workbook's rows, undefined when it has no sheet; one too large unpacked (a zip bomb), or broken, is unreadable. */
function readXlsx(bytes: Buffer, maxRows: number): SheetRow[] | undefined {
  const files = unzipWithinLimits(bytes);
  if (!files) throw refused('import.unreadable');
  try {
    return readWorkbook(files, maxRows);
  } catch {
    throw refused('import.unreadable');
  }
}

/** No cell longer than any order field may be: a file with one is refused naming its row, and nothing of it is echoed back. */
function withinCells(rows: SheetRow[]): SheetRow[] {
  const long = rows.find((row) => row.cells.some((cell) => cell.length > MAX_IMPORT_CELL));
  if (long) throw new ApiError(400, 'import.cell_too_long', { row: long.row, max: MAX_IMPORT_CELL.toLocaleString('en') }, { file: 'import.cell_too_long' });
  return rows;
}
