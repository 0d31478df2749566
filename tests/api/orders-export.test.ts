import { describe, expect, it } from 'vitest';
import { exportHeader, ORDER_EXPORT_COLUMNS } from '../../domain/orders/export-columns';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildOrder, buildShipper, buildZone } from '../helpers/builders';
import { column, ordersApi, pageOf, xlsRows, xlsxRows } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A customer with five orders, two of them on hold, made oldest first. */
async function fiveOrders() {
  const customer = await buildCustomer(t.db);
  const statuses = ['Pending', 'Hold', 'Pending', 'Hold', 'Delivered'] as const;
  const rows = [];
  for (const status of statuses) rows.push(await buildOrder(t.db, { customer_id: customer.id, status }));
  return { customer, rows };
}

describe('order exports', () => {
  it('holds exactly the filtered rows, newest first, under a header row', async () => {
    const { customer, rows } = await fiveOrders();
    const filter = { customer: customer.id, status: 'Hold' };
    const response = await api.exportXlsx(admin.token, filter);
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await xlsxRows(response);
    expect(sheet[0]).toEqual(ORDER_EXPORT_COLUMNS.map((c) => exportHeader(c, 'en')));
    const held = rows.filter((r) => r.status === 'Hold').reverse();
    expect(column(sheet, 'Serial')).toEqual(held.map((r) => r.serial));
    expect(column(sheet, 'Status')).toEqual(['Hold', 'Hold']);
    const listed = pageOf(await api.admin(admin.token, filter));
    expect(listed.count).toBe(sheet.length - 1);
    expect(column(sheet, 'Recipient name')).toEqual(listed.results.map((r) => r.full_name));
    expect(column(sheet, 'Total amount (LE)').map(Number)).toEqual([250, 250]);
    const everything = await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id }));
    expect(column(everything, 'Serial')).toEqual([...rows].reverse().map((r) => r.serial));
  });

  it('names the customer, city, zone and shipper of each row, blank where the order has none', async () => {
    const customer = await buildCustomer(t.db);
    const city = await buildCity(t.db);
    const zone = await buildZone(t.db, { city_id: city.id });
    const shipper = await buildShipper(t.db);
    await buildOrder(t.db, { customer_id: customer.id, city_id: city.id });
    await buildOrder(t.db, { customer_id: customer.id, city_id: city.id, zone_id: zone.id, shipper_id: shipper.id });
    const sheet = await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id }));
    expect(column(sheet, 'Customer')).toEqual([customer.name, customer.name]);
    expect(column(sheet, 'City')).toEqual([city.name, city.name]);
    expect(column(sheet, 'Zone')).toEqual([zone.name, '']);
    expect(column(sheet, 'Shipper')).toEqual([shipper.name, '']);
  });

  it('leaves the rejected orders out by default, as the list does', async () => {
    const customer = await buildCustomer(t.db);
    const kept = await buildOrder(t.db, { customer_id: customer.id });
    const rejected = await buildOrder(t.db, { customer_id: customer.id, rejected: true });
    expect(column(await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id })), 'Serial')).toEqual([kept.serial]);
    const both = await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id, rejected: '' }));
    expect(column(both, 'Serial')).toEqual([rejected.serial, kept.serial]);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const customer = await buildCustomer(t.db);
    const risky = ['=HYPERLINK("http://evil.example","x")', '+201001234567', '-5+3', '@SUM(A1:A9)', '\tcmd', '\rcmd'];
    for (const text of risky) await buildOrder(t.db, { customer_id: customer.id, full_name: text, notes: text });
    await buildOrder(t.db, { customer_id: customer.id, full_name: 'Plain = Name', notes: 'a-b' });
    const expected = ['Plain = Name', ...[...risky].reverse().map((text) => `'${text}`)];
    const sheet = await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id }));
    expect(column(sheet, 'Recipient name')).toEqual(expected);
    expect(column(sheet, 'Notes')).toEqual(expected.map((text) => (text === 'Plain = Name' ? 'a-b' : text)));
    const xls = xlsRows(await api.exportXls(admin.token, { customer: customer.id }));
    expect(column(xls, 'Recipient name')).toEqual(expected);
  });

  it("answers 404 'Empty Data' when nothing matches, in both formats", async () => {
    const customer = await buildCustomer(t.db);
    for (const response of [await api.exportXlsx(admin.token, { customer: customer.id }), await api.exportXls(admin.token, { customer: customer.id })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toMatchObject({ key: 'errors.empty_data', message: 'Empty Data' });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it('names the file Orders.xlsx from the admin list and Orders.xls from the enhanced one, with their types', async () => {
    const { customer, rows } = await fiveOrders();
    const xlsx = await api.exportXlsx(admin.token, { customer: customer.id });
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="Orders.xlsx"');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const xls = await api.exportXls(admin.token, { customer: customer.id });
    expect(xls.statusCode, xls.body).toBe(200);
    expect(xls.headers['content-type']).toContain('application/vnd.ms-excel');
    expect(xls.headers['content-disposition']).toBe('attachment; filename="Orders.xls"');
    expect(xls.body).toContain('<Workbook');
    const sheet = xlsRows(xls);
    expect(sheet[0]).toEqual(ORDER_EXPORT_COLUMNS.map((c) => exportHeader(c, 'en')));
    expect(column(sheet, 'Serial')).toEqual([...rows].reverse().map((r) => r.serial));
  });

  it("writes the headers in Arabic with lang 'ar'", async () => {
    const { customer, rows } = await fiveOrders();
    const arabic = ORDER_EXPORT_COLUMNS.map((c) => exportHeader(c, 'ar'));
    const xlsx = await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id }, { lang: 'ar' }));
    expect(xlsx[0]).toEqual(arabic);
    expect(column(xlsx, 'رقم الشحنة')).toEqual([...rows].reverse().map((r) => r.serial));
    const xls = xlsRows(await api.exportXls(admin.token, { customer: customer.id }, { lang: 'ar' }));
    expect(xls[0]).toEqual(arabic);
    expect((await api.exportXlsx(admin.token, { customer: customer.id }, { lang: 'fr' })).statusCode).toBe(400);
  });

  it('names cities and zones in the language of the file, and gives the list both names', async () => {
    const customer = await buildCustomer(t.db);
    const city = await buildCity(t.db, { name: 'Giza', name_ar: 'الجيزة' });
    const zone = await buildZone(t.db, { city_id: city.id, name: 'Dokki', name_ar: 'الدقي' });
    const unnamed = await buildZone(t.db, { city_id: city.id, name: 'Haram', name_ar: '' });
    await buildOrder(t.db, { customer_id: customer.id, city_id: city.id, zone_id: zone.id });
    await buildOrder(t.db, { customer_id: customer.id, city_id: city.id, zone_id: unnamed.id });
    const arabic = await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id }, { lang: 'ar' }));
    expect(column(arabic, 'المدينة')).toEqual(['الجيزة', 'الجيزة']);
    // A zone without an Arabic name keeps its own.
    expect(column(arabic, 'المنطقة')).toEqual(['Haram', 'الدقي']);
    const english = await xlsxRows(await api.exportXlsx(admin.token, { customer: customer.id }, { lang: 'en' }));
    expect(column(english, 'Zone')).toEqual(['Haram', 'Dokki']);
    const listed = pageOf(await api.admin(admin.token, { customer: customer.id })).results;
    expect(listed.map((row) => [row.city_name, row.city_name_ar, row.zone_name, row.zone_name_ar])).toEqual([
      ['Giza', 'الجيزة', 'Haram', ''],
      ['Giza', 'الجيزة', 'Dokki', 'الدقي'],
    ]);
  });
});
