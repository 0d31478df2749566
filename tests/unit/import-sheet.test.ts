/**
 * How an imported workbook's sheet is read: each cell as the spreadsheet shows it, in its column, row numbers as
 * the spreadsheet shows them, and no more of the sheet than the rows asked for.
 */
import { describe, expect, it } from 'vitest';
import { sharedStrings } from '../../server/orders/import/strings';
import { sheetRows } from '../../server/orders/import/worksheet';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const sheet = (rows: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet ${MAIN}><sheetData>${rows}</sheetData></worksheet>`);
const dense = (cells: readonly string[]) => Array.from(cells, (cell) => cell ?? '');

describe('a sheet', () => {
  const strings = sharedStrings(
    Buffer.from(
      `<sst ${MAIN} count="3" uniqueCount="3"><si><t>Recipient</t></si>` +
        `<si><r><rPr><b/></rPr><t>Sara </t></r><r><t xml:space="preserve">Mahmoud</t></r></si>` +
        `<si><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh></si></sst>`,
    ),
  );

  it('reads shared strings as they show, rich text joined and phonetic guides left out', () => {
    expect(strings).toEqual(['Recipient', 'Sara Mahmoud', '漢字']);
  });

  it('reads each cell as it shows, in the column its reference names', () => {
    const [row] = sheetRows(
      sheet(
        `<row r="3"><c r="A3" t="s"><v>1</v></c><c r="C3"><v>0.30000000000000004</v></c><c r="D3" t="b"><v>1</v></c>` +
          `<c r="E3" t="b"><v>0</v></c><c r="F3" t="e"><v>#N/A</v></c><c r="G3"><f>B3*2</f><v>12.5</v></c>` +
          `<c r="H3" t="str"><f>A3&amp;"!"</f><v>Sara &amp; co</v></c><c r="I3" s="1"><v>45658</v></c>` +
          `<c r="J3" t="inlineStr"><is><r><t>Flat 3_x000D_</t></r><r><t>\nFloor 2</t></r></is></c><c r="AA3" t="s"><v>2</v></c></row>`,
      ),
      strings,
      10,
    );
    // A date (45658, 2025-01-01, shown as a date by its style) is the number it is stored as.
    expect(row!.row).toBe(3);
    expect(dense(row!.cells)).toEqual([
      'Sara Mahmoud',
      '',
      '0.3',
      'TRUE',
      'FALSE',
      '#N/A',
      '12.5',
      'Sara & co',
      '45658',
      'Flat 3\r\nFloor 2',
      ...Array<string>(16).fill(''),
      '漢字',
    ]);
  });

  it('numbers rows and cells that have no reference by counting, and skips empty rows', () => {
    const rows = sheetRows(
      sheet(
        `<row r="2"><c t="s"><v>0</v></c><c t="inlineStr"><is><t>Phone</t></is></c></row>` +
          `<row><c r="B3" s="2"/><c r="C3" t="inlineStr"><is><t>  </t></is></c></row>` +
          `<row><c r="B4"><v>1012345678</v></c><c><v>7</v></c></row>`,
      ),
      strings,
      10,
    );
    expect(rows.map((row) => ({ row: row.row, cells: dense(row.cells) }))).toEqual([
      { row: 2, cells: ['Recipient', 'Phone'] },
      { row: 4, cells: ['', '1012345678', '7'] },
    ]);
  });

  it('reads a sheet whose elements carry a prefix', () => {
    const xml = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="B1" t="inlineStr"><x:is><x:t>Mona</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    expect(sheetRows(Buffer.from(xml), [], 10).map((row) => dense(row.cells))).toEqual([['', 'Mona']]);
  });

  it('costs a cell at the last column no more than one near the first, and refuses a column beyond it', () => {
    const [row] = sheetRows(sheet('<row r="1"><c r="XFD1" t="inlineStr"><is><t>far</t></is></c></row>'), [], 10);
    expect(row!.cells[16_383]).toBe('far');
    expect(Object.keys(row!.cells)).toEqual(['16383']);
    expect(() => sheetRows(sheet('<row r="1"><c r="XFE1"><v>1</v></c></row>'), [], 10)).toThrow();
  });

  it('stops reading after the rows asked for: the rest of the sheet is never parsed', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i + 1}</v></c></row>`).join('');
    // The sheet ends in XML that does not parse: reading it to the end fails, so reading 5 rows must stop before.
    const xml = Buffer.from(`<worksheet ${MAIN}><sheetData>${rows}<row r="20001"><c></sheetData></worksheet>`);
    expect(() => sheetRows(xml, [], 20_001)).toThrow();
    expect(sheetRows(xml, [], 5)).toEqual([1, 2, 3, 4, 5].map((n) => ({ row: n, cells: [String(n)] })));
  });
});
