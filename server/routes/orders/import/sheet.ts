import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_CELL } from '../../../../domain/orders/import';
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

/**
 * What a workbook of orders may unpack to: a filled template of 5,000 rows is about 3 MB of sheet and 2-5 MB of
 * text (its shared strings). The workbook is read whole (exceljs's streaming reader was seen to lose parts of a file
 * under load), so these bound what reading one may cost: no part above 8 MB (a sheet, its shared strings), 16 MB
 * in all, about 100 MB of memory and a second for a sheet of tiny cells at the limit.
 */
const MAX_PART_BYTES = 8 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

interface ZipEntry {
  name: string;
  /** What the directory says it unpacks to. */
  size: number;
  method: number;
  compressedSize: number;
  /** Where its local header starts. */
  offset: number;
}

/** The files a zip's central directory lists; undefined when it has none to read (or uses ZIP64, which no order file needs). */
function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.offset === 0xffffffff) return undefined;
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Whether an entry really unpacks to no more than its directory says (inflated with that as the ceiling). */
function unpacksAsSaid(bytes: Buffer, entry: ZipEntry): boolean {
  if (entry.offset + 30 > bytes.length || bytes.readUInt32LE(entry.offset) !== 0x04034b50) return false;
  const start = entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length === entry.size;
  if (entry.method !== 8) return false;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) }).length === entry.size;
  } catch {
    return false;
  }
}

/**
 * A zip small enough, unpacked, to be a workbook of orders: the sizes its directory gives are within the limits,
 * and each file really unpacks to its size (a zip bomb claims gigabytes, or lies about them). Unpacking stops at
 * the size given, so checking costs at most the limits.
 */
function fitsLimits(bytes: Buffer): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  const partsFit = entries.every((entry) => entry.size <= MAX_PART_BYTES);
  if (!partsFit || entries.reduce((sum, entry) => sum + entry.size, 0) > MAX_UNPACKED_BYTES) return false;
  return entries.every((entry) => unpacksAsSaid(bytes, entry));
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

/** The rows that have something in them of the workbook's first sheet (in tab order), at most `maxRows`. */
async function readXlsx(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refused('import.not_spreadsheet');
  const rows: SheetRow[] = [];
  sheet.eachRow((row) => {
    if (rows.length >= maxRows) return;
    const values = Array.isArray(row.values) ? row.values : [];
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: row.number, cells });
  });
  return rows;
}

/**
 * The rows that have something in them of an uploaded spreadsheet (the first sheet of an xlsx workbook, or a CSV
 * file), at most `maxRows`. A file that is no spreadsheet, an old .xls or one that cannot be read is refused with
 * a 400 saying so beside the file.
 */
export async function readSpreadsheet(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  return withinCells(await readRows(bytes, maxRows));
}

async function readRows(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  if (kindOf(bytes) === 'csv') return parseCsv(decodeText(bytes), maxRows);
  if (!fitsLimits(bytes)) throw refused('import.unreadable');
  try {
    return await readXlsx(bytes, maxRows);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused('import.unreadable');
  }
}

/** No cell longer than any order field may be: a file with one is refused naming its row, and nothing of it is echoed back. */
function withinCells(rows: SheetRow[]): SheetRow[] {
  const long = rows.find((row) => row.cells.some((cell) => cell.length > MAX_IMPORT_CELL));
  if (long) throw new ApiError(400, 'import.cell_too_long', { row: long.row, max: MAX_IMPORT_CELL.toLocaleString('en') }, { file: 'import.cell_too_long' });
  return rows;
}
