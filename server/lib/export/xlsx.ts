/**
 * A streamed .xlsx export: the smallest workbook Excel and LibreOffice open (one sheet of inline strings, a
 * bold header row kept in view), its sheet XML deflated as rows arrive, so rows read from the database go out
 * to the client without the sheet ever being in memory. Every text cell is neutralised against formulas.
 */
import type { Writable } from 'node:stream';
import type { ExportColumn, ExportRow } from './common';
import { neutraliseCell, type CellValue } from './neutralise';
import { escapeXml, sheetNameOf } from './xls';
import { ZipStream } from './zip';

export interface XlsxOptions {
  sheetName?: string;
  /** Arabic: the sheet reads from the right, column A on the right. */
  rightToLeft?: boolean;
}

/** About 64 KB of sheet XML per write: few enough calls, small enough to keep memory flat. */
const BATCH_CHARS = 64 * 1024;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const contentTypes =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`;

const packageRels = `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbookRels =
  `${XML}<Relationships xmlns="${RELS}">` +
  `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;

const workbook = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${escapeXml(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Style 0 the default, style 1 bold (the header row). */
const styles =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const sheetHead = (rightToLeft: boolean) =>
  `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"${rightToLeft ? ' rightToLeft="1"' : ''}>` +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>';
const sheetTail = '</sheetData></worksheet>';

/** The column letters of a 0-based column: A ... Z, AA ... */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One cell with its reference (some readers need them); an empty value writes no cell. */
function cell(value: CellValue | undefined, at: string, style: string): string {
  const safe = neutraliseCell(value ?? null);
  if (safe === null || safe === '' || (typeof safe === 'number' && !Number.isFinite(safe))) return '';
  if (typeof safe === 'number') return `<c r="${at}"${style}><v>${safe}</v></c>`;
  if (typeof safe === 'boolean') return `<c r="${at}"${style} t="b"><v>${safe ? 1 : 0}</v></c>`;
  return `<c r="${at}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(safe)}</t></is></c>`;
}

function rowXml(letters: readonly string[], index: number, values: readonly (CellValue | undefined)[], style = ''): string {
  let xml = `<row r="${index}">`;
  for (let column = 0; column < values.length; column++) xml += cell(values[column], letters[column] + index, style);
  return `${xml}</row>`;
}

/**
 * Writes the header row and then each row of `rows` to `out` as one worksheet, then ends `out` (the zip's
 * last byte); resolves with the row count. If `rows` throws, or `out` is destroyed (ExportAborted, the source is
 * closed), the promise rejects and the caller should destroy `out` (the file is incomplete).
 */
export async function writeXlsx(out: Writable, columns: readonly ExportColumn[], rows: AsyncIterable<ExportRow>, options: XlsxOptions = {}): Promise<number> {
  const zip = new ZipStream(out);
  await zip.addWhole('[Content_Types].xml', contentTypes);
  await zip.addWhole('_rels/.rels', packageRels);
  await zip.addWhole('xl/workbook.xml', workbook(options.sheetName ?? 'Sheet1'));
  await zip.addWhole('xl/_rels/workbook.xml.rels', workbookRels);
  await zip.addWhole('xl/styles.xml', styles);
  let count = 0;
  await zip.addStreamed('xl/worksheets/sheet1.xml', async (put) => {
    const letters = columns.map((_, index) => columnName(index));
    let batch =
      sheetHead(options.rightToLeft ?? false) +
      rowXml(
        letters,
        1,
        columns.map((column) => column.header),
        ' s="1"',
      );
    for await (const row of rows) {
      count++;
      batch += rowXml(
        letters,
        count + 1,
        columns.map((column) => row[column.key]),
      );
      if (batch.length >= BATCH_CHARS) {
        await put(batch);
        batch = '';
      }
    }
    await put(batch + sheetTail);
  });
  await zip.finish();
  return count;
}
