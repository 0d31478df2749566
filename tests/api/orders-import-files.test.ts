/**
 * What an import accepts as a file: the template (xlsx) and CSV as spreadsheet programs save it; and the clear
 * refusal, beside the file and never a server error, of a file of another shape.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../../domain/orders/import';
import { writeXlsx } from '../../server/lib/export/xlsx';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCategoryPrice, buildCity, buildCustomer, buildCustomerCategory, buildZone } from '../helpers/builders';
import { csvFile, csvText, headersIn, importApi, windows1256, xlsxFile, XLSX_TYPE, type ImportCells } from '../helpers/import-files';
import { JPEG_HEAD, PNG_1X1, type FormFile } from '../helpers/multipart';
import { xlsxRows } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = importApi(t, '/api/merchant/orders/import');

const category = await buildCustomerCategory(t.db);
const customer = await buildCustomer(t.db, { category_id: category.id });
const city = await buildCity(t.db, { name: 'Alexandria', name_ar: 'الإسكندرية' });
const zone = await buildZone(t.db, { city_id: city.id, name: 'Smouha', name_ar: 'سموحة' });
await buildCategoryPrice(t.db, { category_id: category.id, city_id: city.id, delivery_price: '35.00' });
const { token } = await t.loginAs({ role: 'customer', customerId: customer.id });

const row: ImportCells = { full_name: 'سارة محمود', phone: '01234567890', city: 'الاسكندرية', zone: 'سموحة', address: 'شارع فوزي معاذ', total_amount: '150' };
const good = (body: { total: number; bad: number }) => ({ total: body.total, bad: body.bad });

describe('the template', () => {
  it.each([
    ['en', 'Orders'],
    ['ar', 'الطلبات'],
  ] as const)('has the headers in %s, and lists the cities and zones by the names the import matches', async (lang, sheetName) => {
    for (const url of ['/api/merchant/orders/import/template/', '/api/orders/import/template/']) {
      const answer = await t.call(url.startsWith('/api/merchant') ? token : admin.token, { method: 'GET', url, query: { lang } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(XLSX_TYPE);
      expect((await xlsxRows(answer))[0]).toEqual(headersIn(lang));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        answer.rawPayload.buffer.slice(answer.rawPayload.byteOffset, answer.rawPayload.byteOffset + answer.rawPayload.byteLength) as ArrayBuffer,
      );
      expect(workbook.worksheets[0]!.name).toBe(sheetName);
      const places = workbook.worksheets[1]!.getSheetValues().flat().map(String);
      expect(places).toEqual(expect.arrayContaining(lang === 'ar' ? ['الإسكندرية', 'سموحة'] : ['Alexandria', 'Smouha']));
    }
  });

  it('reads back as a file with no orders', async () => {
    const template = await api.template(token, 'ar');
    const refused = await api.preview(token, { filename: 'template.xlsx', contentType: XLSX_TYPE, data: template.rawPayload });
    expect(refused.json<ErrorBody>()).toMatchObject({ key: 'import.empty', errors: { file: 'import.empty' } });
  });
});

describe('files it reads', () => {
  it('reads the Arabic template filled in', async () => {
    const answer = await api.preview(token, await xlsxFile([row, row], headersIn('ar')));
    expect(good(answer.json())).toEqual({ total: 2, bad: 0 });
  });

  it('reads the first sheet in tab order, whatever its part is named', async () => {
    const workbook = new ExcelJS.Workbook();
    const replaced = workbook.addWorksheet('Notes');
    const orders = workbook.addWorksheet('Orders');
    orders.addRow(headersIn('en'));
    orders.addRow([null, { richText: [{ text: 'سارة ', font: { bold: true } }, { text: 'محمود' }] }, '01234567890', 'Alexandria', 'Smouha']);
    // The notes take the first part (xl/worksheets/sheet1.xml) back, as a tab after the orders'.
    workbook.removeWorksheet(replaced.id);
    workbook.addWorksheet('Notes').addRow(['Call before noon']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await api.preview(token, { filename: 'orders.xlsx', contentType: XLSX_TYPE, data });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ total: 1, bad: 0, rows: [{ row: 2, values: { full_name: 'سارة محمود', city: 'Alexandria' }, zone_id: zone.id }] });
  });

  it('reads a workbook of inline strings, as the order export writes them', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const labels = headersIn('ar');
    const columns = IMPORT_COLUMNS.map((column, i) => ({ key: column.key, header: labels[i]! }));
    const rows = (async function* () {
      yield { full_name: 'سارة محمود', phone: '01234567890', city: 'الاسكندرية', zone: 'سموحة', total_amount: 150 };
    })();
    await writeXlsx(out, columns, rows, { rightToLeft: true });
    const answer = await api.preview(token, { filename: 'orders.xlsx', contentType: XLSX_TYPE, data: Buffer.concat(chunks) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ total: 1, bad: 0, rows: [{ row: 2, values: { full_name: 'سارة محمود', total_amount: '150' }, zone_id: zone.id }] });
  });

  it.each([
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvText([row], headersIn('ar')))])],
    ['UTF-8 without one, separated by semicolons', Buffer.from(csvText([row], headersIn('en'), ';'))],
    ["the Windows Arabic code page of Excel's plain CSV", windows1256(csvText([row], headersIn('ar')))],
    ['UTF-16 with tabs, as "Unicode text"', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csvText([row], headersIn('en'), '\t'), 'utf16le')])],
  ])('reads CSV in %s', async (_what, bytes) => {
    const answer = await api.preview(token, csvFile(bytes));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ total: 1, bad: 0, rows: [{ city_id: city.id, zone_id: zone.id, total_fees: '35.00' }] });
  });

  it('keeps quoted separators, quotes and line breaks inside their cell, and skips empty rows', async () => {
    const text = `${headersIn('en').join(',')}\r\n,"Adel, ""the tailor""",01234567890,Alexandria,Smouha,"Flat 3\nFloor 2",100,,,\r\n,,,,,,,,,\r\n\r\n,Mona,01234567890,Alexandria,,,,,,\r\n`;
    const answer = await api.preview(token, csvFile(text));
    expect(answer.json()).toMatchObject({
      total: 2,
      bad: 0,
      rows: [{ row: 2, values: { full_name: 'Adel, "the tailor"', address: 'Flat 3\nFloor 2' } }, { row: 5 }],
    });
  });

  it('reads a file larger than the 2 MB limit of JSON bodies, up to its own 5 MB', async () => {
    const long = { ...row, address: 'ش'.repeat(400) };
    const text = csvText(
      Array.from({ length: 2600 }, () => long),
      headersIn('ar'),
    );
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 1024 * 1024);
    const answer = await api.preview(token, csvFile(text));
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(good(answer.json())).toEqual({ total: 2600, bad: 0 });
  });

  it('takes the columns in any order and leaves out the optional ones', async () => {
    const text = 'city,PHONE,recipient\r\nAlexandria,01234567890,Mona\r\n';
    expect(good((await api.preview(token, csvFile(text))).json())).toEqual({ total: 1, bad: 0 });
  });
});

describe('files of another shape', () => {
  const zipOf = async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Empty');
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const tooMany = async () => xlsxFile(Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => row));
  /** A good workbook whose directory says its first file unpacks to `size` bytes (a zip bomb's says gigabytes, or lies). */
  const claiming = (size: number) => async () => {
    const file = await xlsxFile([row]);
    const data = Buffer.from(file.data);
    const first = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    data.writeUInt32LE(size, first + 24);
    return { ...file, data };
  };
  const cases: [string, () => Promise<FormFile | null> | FormFile | null, string, Record<string, string>?][] = [
    ['no file', () => null, 'import.file_required'],
    ['an empty file', () => csvFile(''), 'import.empty'],
    ['a header and no orders', () => csvFile(`${headersIn('en').join(',')}\r\n\r\n`), 'import.empty'],
    ['a photo', () => ({ filename: 'orders.xlsx', contentType: XLSX_TYPE, data: PNG_1X1 }), 'import.not_spreadsheet'],
    ['a JPEG named .csv', () => csvFile(JPEG_HEAD), 'import.not_spreadsheet'],
    ['a PDF', () => csvFile(Buffer.from('%PDF-1.7\n1 0 obj')), 'import.not_spreadsheet'],
    ['binary bytes', () => csvFile(Buffer.from([0x01, 0x00, 0x02, 0x00, 0x41])), 'import.not_spreadsheet'],
    ['an old Excel file', () => csvFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])), 'import.old_excel'],
    ['a broken zip', () => csvFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), 'import.unreadable'],
    ['a workbook that says it unpacks to 2 GB', claiming(0x7fffffff), 'import.unreadable'],
    ['a workbook that unpacks to more than it says', claiming(10), 'import.unreadable'],
    ['a workbook with nothing in it', async () => ({ filename: 'x.xlsx', contentType: XLSX_TYPE, data: await zipOf() }), 'import.empty'],
    ['other headers', () => csvFile('name,mobile,town\r\nMona,01234567890,Alexandria\r\n'), 'import.missing_columns', { columns: 'Recipient, Phone, City' }],
    [
      'a column the template has not',
      () => csvFile(`${headersIn('en').join(',')},Colour\r\n,Mona,01234567890,Alexandria,,,,,,,red\r\n`),
      'import.unknown_columns',
      { columns: 'Colour' },
    ],
    ['a column twice', () => csvFile('Recipient,Phone,City,Phone\r\nMona,01234567890,Alexandria,01234567890\r\n'), 'import.column_twice', { column: 'Phone' }],
    ['too many rows', tooMany, 'import.too_many_rows', { max: MAX_IMPORT_ROWS.toLocaleString('en') }],
    ['a cell longer than any order field', () => csvFile(csvText([{ ...row, address: 'x'.repeat(2001) }])), 'import.cell_too_long', { max: '2,000' }],
    // 4,600 notes of 2,000 characters: each cell fits, but their shared strings unpack to 9 MB, more than any part of a workbook of orders.
    [
      'a workbook whose text unpacks beyond 8 MB',
      () => xlsxFile(Array.from({ length: 4600 }, (_, i) => ({ ...row, notes: `${i}`.padEnd(2000, 'n') }))),
      'import.unreadable',
    ],
  ];

  it('refuses a 4.9 MB cell without echoing it back', async () => {
    const answer = await api.preview(token, csvFile(csvText([{ ...row, notes: 'n'.repeat(4_900_000) }])));
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().key).toBe('import.cell_too_long');
    expect(answer.body.length).toBeLessThan(1000);
  });

  it.each(cases)('refuses %s with a clear message beside the file, for preview and commit alike', async (_what, make, key, params) => {
    const file = await make();
    for (const call of [api.preview, api.commit]) {
      const answer = await call(token, file);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ErrorBody & { params?: Record<string, string> }>()).toMatchObject({ key, errors: { file: key }, ...(params ? { params } : {}) });
    }
  });

  it('names the missing columns in the language of the page', async () => {
    const answer = await api.preview(token, csvFile('name\r\nMona\r\n'), { lang: 'ar' });
    expect(answer.json()).toMatchObject({ key: 'import.missing_columns', params: { columns: 'المستلم, الهاتف, المدينة' } });
  });

  it('refuses a file over the size limit, and a body that is no form', async () => {
    const huge = csvFile(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41));
    expect((await api.preview(token, huge)).statusCode).toBe(413);
    const json = await t.call(token, { method: 'POST', url: '/api/merchant/orders/import/commit/', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});
