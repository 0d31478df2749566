/**
 * A streamed "Excel 2003 XML" (SpreadsheetML) export, the Orders.xls of the enhanced list: plain XML that
 * Excel and LibreOffice open, written a batch of rows at a time and waiting for the client when it is slow.
 * Every text cell is neutralised against formulas, then XML-escaped.
 */
import type { Writable } from 'node:stream';
import { assertOpen, drained, type ExportColumn, type ExportRow } from './common';
import { neutraliseCell, type CellValue } from './neutralise';

export interface XlsOptions {
  sheetName?: string;
  /** Arabic: the sheet reads from the right, column A on the right. */
  rightToLeft?: boolean;
}

/**
 * Characters dropped from cells: the control characters other than tab and line breaks (XML 1.0 forbids the C0
 * ones and discourages the C1 ones), lone surrogates, U+FFFE and U+FFFF. In a `u` expression a surrogate pair
 * is one character, so the surrogate range matches only a lone half.
 */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };

/** Anything escapeXml would change: most cells have none of it, and are returned as they are. */
const NEEDS_ESCAPING = /[&<>"'\p{Cc}\uD800-\uDFFF\uFFFE\uFFFF]/u;

/** Text safe inside an XML element or attribute; tabs and line breaks survive as character references. */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>"'\t\n\r]/g, (char) => ESCAPES[char] ?? char);
}

/** Excel's rules for a sheet name: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

function cell(value: CellValue | undefined, style = ''): string {
  const safe = neutraliseCell(value ?? null);
  if (safe === null || safe === '') return `<Cell${style}/>`;
  if (typeof safe === 'number' && Number.isFinite(safe)) return `<Cell${style}><Data ss:Type="Number">${safe}</Data></Cell>`;
  if (typeof safe === 'boolean') return `<Cell${style}><Data ss:Type="Boolean">${safe ? 1 : 0}</Data></Cell>`;
  return `<Cell${style}><Data ss:Type="String">${escapeXml(String(safe))}</Data></Cell>`;
}

const head = (sheetName: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n' +
  '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office"' +
  ' xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n' +
  '<Styles><Style ss:ID="header"><Font ss:Bold="1"/></Style></Styles>\n' +
  `<Worksheet ss:Name="${escapeXml(sheetNameOf(sheetName))}"><Table>\n`;
const tail = (rightToLeft: boolean) =>
  `</Table>${rightToLeft ? '<WorksheetOptions xmlns="urn:schemas-microsoft-com:office:excel"><DisplayRightToLeft/></WorksheetOptions>' : ''}</Worksheet></Workbook>\n`;

/** Rows are sent in batches of this many, a few tens of kilobytes per write. */
const BATCH = 200;

/**
 * Writes the header row and then each row of `rows` to `out`, then ends `out`; resolves with the row count.
 * Rejects with ExportAborted (closing the source) once `out` is destroyed, or with the source's error.
 */
export async function writeXls(out: Writable, columns: readonly ExportColumn[], rows: AsyncIterable<ExportRow>, options: XlsOptions = {}): Promise<number> {
  const send = async (text: string) => {
    assertOpen(out);
    if (!out.write(text)) await drained(out);
  };
  await send(head(options.sheetName ?? 'Sheet1') + `<Row>${columns.map((column) => cell(column.header, ' ss:StyleID="header"')).join('')}</Row>\n`);
  let count = 0;
  let batch: string[] = [];
  for await (const row of rows) {
    batch.push(`<Row>${columns.map((column) => cell(row[column.key])).join('')}</Row>\n`);
    count++;
    if (batch.length === BATCH) {
      await send(batch.join(''));
      batch = [];
    }
  }
  await send(batch.join('') + tail(options.rightToLeft ?? false));
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    out.once('finish', resolve);
    out.end();
  });
  return count;
}
