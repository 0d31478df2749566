import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OrderRecord } from '../../domain/orders/record';
import { cairoDaysAgo } from '../../domain/time';
import type { Db } from '../../server/db/client';
import { orderEvents, orders } from '../../server/db/schema';
import { buildCategoryPrice, buildCity, buildCustomer, buildCustomerCategory, buildZone } from './builders';
import type { TestApp } from './test-app';

export type { OrderRecord };
export type Payload = Record<string, unknown>;

/** The staff screen that opens the order list and, through its sub-paths, the order pages. */
export const ADMIN_ORDERS = '/dashboard/adminorders';

export { cairoDaysAgo };

/** A customer in a price category, a city with a zone, and a delivery price of 40.00 LE there. */
export async function orderWorld(db: Db, fee = '40.00') {
  const category = await buildCustomerCategory(db);
  const customer = await buildCustomer(db, { category_id: category.id });
  const city = await buildCity(db);
  const zone = await buildZone(db, { city_id: city.id });
  await buildCategoryPrice(db, { category_id: category.id, city_id: city.id, delivery_price: fee });
  return { category, customer, city, zone, fee };
}

/** A valid create payload for `world`, with `extra` on top. */
export const orderPayload = (world: { customer: { id: number }; city: { id: number }; zone: { id: number } }, extra: Payload = {}): Payload => ({
  customer: world.customer.id,
  city: world.city.id,
  zone: world.zone.id,
  full_name: 'Mona Adel',
  phone: '01012345678',
  address: '5 Tahrir Square',
  total_amount: '300',
  ...extra,
});

/** The order calls of the API for one test app. */
export function ordersApi(t: TestApp) {
  const post = (token: string, url: string, payload: Payload) => t.call(token, { method: 'POST', url, payload });
  return {
    create: (token: string, payload: Payload) => post(token, '/api/addorders/order/', payload),
    get: (token: string, id: number) => t.call(token, { method: 'GET', url: `/api/addorders/order/${id}/` }),
    put: (token: string, id: number, payload: Payload) => t.call(token, { method: 'PUT', url: `/api/addorders/order/${id}/`, payload }),
    patch: (token: string, id: number, payload: Payload) => t.call(token, { method: 'PATCH', url: `/api/addorders/order/${id}/`, payload }),
    remove: (token: string, ids: number[]) => t.call(token, { method: 'DELETE', url: '/api/orders/', payload: { ids } }),
    /** The admin list: POST with the filter in Filterdata. */
    admin: (token: string, filter: Payload = {}, extra: Payload = {}, query = 'page=1&page_size=100') =>
      post(token, `/api/orders/adminorders/?${query}`, { Filterdata: filter, ...extra }),
    exportXlsx: (token: string, filter: Payload = {}, extra: Payload = {}) =>
      post(token, '/api/orders/adminorders/', { Filterdata: filter, export_excel: true, ...extra }),
    exportXls: (token: string, filter: Payload = {}, extra: Payload = {}) =>
      post(token, '/api/orders/enhanced/', { Filterdata: filter, export_excel: true, ...extra }),
    /** A GET list in the spec's { count, next, previous, results } shape. */
    drf: (token: string, path: 'order/' | 'cancelledorders' | 'archivedorders', query: Record<string, string> = {}) =>
      t.call(token, { method: 'GET', url: `/api/addorders/${path}`, query }),
    move: (token: string, payload: Payload) => post(token, '/api/orders/orders_status_update/', payload),
    bulkMove: (token: string, payload: Payload) => post(token, '/api/orders/OrderbulkUpdate', payload),
    assign: (token: string, ids: number[], shipper: number) => post(token, '/api/orders/assign_shipper/', { ids, shipper }),
    archive: (token: string, ids: number[]) => post(token, '/api/orders/archive_orders/', { ids }),
    cancel: (token: string, ids: number[]) => post(token, '/api/orders/cancel_orders/', { ids }),
    print: (token: string, ids: number[]) => post(token, '/api/orders/print/', { ids }),
    cash: (token: string, payload: Payload) => post(token, '/api/orders/money_cashed/', payload),
    moves: (token: string, id: number) => t.call(token, { method: 'GET', url: `/api/orders/moves/${id}/` }),
    timeline: (token: string, id: number) => t.call(token, { method: 'GET', url: '/api/addorders/update_audit_log', query: { id: String(id) } }),
  };
}

export interface OrderPage {
  count: number;
  count_capped: boolean;
  results: OrderRecord[];
}

export const pageOf = (response: LightMyRequestResponse): OrderPage => {
  if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}: ${response.body}`);
  return response.json<OrderPage>();
};
export const idsIn = (page: { results: { id: number }[] }) => page.results.map((r) => r.id).sort((a, b) => a - b);
export const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The stored row of an order, straight from the database. */
export async function storedOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function eventCount(db: Db, id: number): Promise<number> {
  return (await db.select({ id: orderEvents.id }).from(orderEvents).where(eq(orderEvents.order_id, id))).length;
}

/** The cells of an .xlsx answer's first sheet as text, row by row (the header first). */
export async function xlsxRows(response: LightMyRequestResponse): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const bytes = response.rawPayload;
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const value = row.getCell(c).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#9;': '\t',
  '&#10;': '\n',
  '&#13;': '\r',
};

/** The cells of an Excel 2003 XML (.xls) answer as text, row by row (empty cells as ''). */
export function xlsRows(response: LightMyRequestResponse): string[][] {
  const rows = [...response.body.matchAll(/<Row>(.*?)<\/Row>/gs)].map((m) => m[1]!);
  return rows.map((row) =>
    [...row.matchAll(/<Cell[^>]*?(?:\/>|>(?:<Data[^>]*>(.*?)<\/Data>)?<\/Cell>)/gs)].map((cell) =>
      (cell[1] ?? '').replace(/&(amp|lt|gt|quot|apos|#9|#10|#13);/g, (entity) => XML_ENTITIES[entity] ?? entity),
    ),
  );
}

/** The values of one column (by header) in exported rows, the header row left out. */
export function column(rows: string[][], header: string): string[] {
  const index = rows[0]?.indexOf(header) ?? -1;
  if (index < 0) throw new Error(`no column ${header} in ${JSON.stringify(rows[0])}`);
  return rows.slice(1).map((row) => row[index] ?? '');
}
