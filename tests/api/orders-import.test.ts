/**
 * Importing orders from a spreadsheet: a merchant's own orders and staff's for a customer they may add orders to.
 * Every row is checked as the order form's create checks one order; the file is stored whole or not at all.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import { auditLog, orderEvents, orders } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCategoryPrice, buildCity, buildCustomer, buildCustomerCategory, buildCustomerPermission, buildOrder, buildZone } from '../helpers/builders';
import { importApi, xlsxFile, type ImportCells } from '../helpers/import-files';
import { ADMIN_ORDERS, cairoDaysAgo, storedOrder } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const merchantImport = importApi(t, '/api/merchant/orders/import');
const staffImport = importApi(t, '/api/orders/import');

interface PreviewBody {
  total: number;
  good: number;
  bad: number;
  rows: { row: number; errors: Record<string, string>; total_fees: string | null; city_id: number | null; zone_id: number | null }[];
}

let names = 0;
/** A customer priced 40 LE in a city (English and Arabic names) with a zone, and a second city and zone with no price. */
async function world() {
  names += 1;
  const category = await buildCustomerCategory(t.db);
  const customer = await buildCustomer(t.db, { category_id: category.id });
  const city = await buildCity(t.db, { name: `New Cairo ${names}`, name_ar: `القاهرة الجديدة ${names}` });
  const zone = await buildZone(t.db, { city_id: city.id, name: `Fifth Settlement ${names}`, name_ar: `التجمع الخامس ${names}` });
  const unpriced = await buildCity(t.db, { name: `Siwa ${names}` });
  const unpricedZone = await buildZone(t.db, { city_id: unpriced.id, name: `Oasis ${names}` });
  await buildCategoryPrice(t.db, { category_id: category.id, city_id: city.id, delivery_price: '40.00' });
  const row = (extra: ImportCells = {}): ImportCells => ({
    full_name: 'Mona Adel',
    phone: '01012345678',
    city: city.name,
    zone: zone.name,
    address: '5 Tahrir Square',
    total_amount: 300,
    ...extra,
  });
  return { customer, city, zone, unpriced, unpricedZone, row, n: names };
}

async function merchant() {
  const w = await world();
  const login = await t.loginAs({ role: 'customer', customerId: w.customer.id });
  return { ...w, token: login.token, user: login.user };
}

const ordersOf = (customerId: number) => t.db.select().from(orders).where(eq(orders.customer_id, customerId)).orderBy(orders.id);
const importAudits = async (customerId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity_id, String(customerId))))
  ).length;

describe("a merchant's import", () => {
  it('previews a good file, then stores every row as a single create would: awaiting pickup, priced by its prices, each with its timeline row, one audit row', async () => {
    const m = await merchant();
    const file = await xlsxFile([m.row({ customer_serial: 'A-1' }), m.row({ full_name: 'Omar Said', phone: '01123456789', zone: '', customer_serial: 'A-2' })]);
    const preview = await merchantImport.preview(m.token, file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<PreviewBody>()).toMatchObject({
      total: 2,
      good: 2,
      bad: 0,
      rows: [
        { row: 2, errors: {}, total_fees: '40.00', zone_id: m.zone.id },
        { row: 3, errors: {}, zone_id: null },
      ],
    });
    expect(await ordersOf(m.customer.id)).toEqual([]);

    const committed = await merchantImport.commit(m.token, file);
    expect(committed.statusCode, committed.body).toBe(201);
    const stored = await ordersOf(m.customer.id);
    expect(committed.json()).toEqual({ created: 2, customer: m.customer.id, first_serial: stored[0]!.serial, last_serial: stored[1]!.serial });
    expect(stored.map((o) => o.customer_serial)).toEqual(['A-1', 'A-2']);
    for (const order of stored) {
      expect(order).toMatchObject({
        status: 'Pending',
        status_code: STATUS_CODE.awaitingPickup,
        pick_up: true,
        total_fees: '40.00',
        total_amount: '300.00',
        created_by: m.user.id,
        shipper_id: null,
      });
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
      expect(events).toMatchObject([{ action: 'create', to_status: 'Pending', user_id: m.user.id }]);
    }
    expect(await importAudits(m.customer.id)).toBe(1);
    const alerts = (await t.call(admin.token, { method: 'GET', url: '/api/notifications/order-alerts/' })).json<{
      results: { subject: string; url: string }[];
    }>();
    expect(alerts.results).toContainEqual(
      expect.objectContaining({ subject: `${m.customer.name} imported orders; orders: 2`, url: `/dashboard/adminorders/customer/${m.customer.id}` }),
    );
  });

  it('marks each bad row with its reason beside the cell', async () => {
    const m = await merchant();
    await buildOrder(t.db, { customer_id: m.customer.id, customer_serial: 'OLD-1' });
    const file = await xlsxFile([
      m.row({ city: 'Atlantis' }),
      m.row({ zone: 'Nowhere' }),
      m.row({ phone: '12345' }),
      m.row({ full_name: '' }),
      m.row({ customer_serial: 'TWICE' }),
      m.row({ customer_serial: 'TWICE' }),
      m.row({ customer_serial: 'OLD-1' }),
      m.row({ city: m.unpriced.name, zone: m.unpricedZone.name }),
      m.row({ total_amount: 'a lot' }),
      m.row(),
    ]);
    const preview = await merchantImport.preview(m.token, file);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<PreviewBody>();
    expect(body).toMatchObject({ total: 10, good: 1, bad: 9 });
    expect(body.rows.map((row) => row.errors)).toEqual([
      { city: 'import.unknown_city' },
      { zone: 'import.unknown_zone' },
      { phone: 'validation.phone_invalid' },
      { full_name: 'orders.full_name_required' },
      { customer_serial: 'import.serial_in_file' },
      { customer_serial: 'import.serial_in_file' },
      { customer_serial: 'import.serial_taken' },
      { zone: 'prices.no_price' },
      { total_amount: 'prices.money_invalid' },
      {},
    ]);
  });

  it('reads names in either language whatever their case and spacing, and phones as people type them', async () => {
    const m = await merchant();
    const file = await xlsxFile([
      m.row({ city: `  new   CAIRO ${m.n} `, zone: `fifth settlement ${m.n}`, phone: 1012345678 }),
      m.row({ city: `القاهره الجديده ${m.n}`, zone: `التجمع الخامس ${m.n}`, phone: '٠١٠١٢٣٤٥٦٧٨' }),
      m.row({ phone: '+20 101 234 5678' }),
    ]);
    const preview = (await merchantImport.preview(m.token, file)).json<PreviewBody>();
    expect(preview.rows.map((row) => [row.errors, row.city_id, row.zone_id])).toEqual(Array(3).fill([{}, m.city.id, m.zone.id]));
    expect((await merchantImport.commit(m.token, file)).statusCode).toBe(201);
    expect((await ordersOf(m.customer.id)).map((o) => o.phone)).toEqual(['01012345678', '01012345678', '01012345678']);
  });

  it('stores nothing when any row is bad, and answers every bad row with its reason', async () => {
    const m = await merchant();
    const file = await xlsxFile([m.row(), m.row({ phone: 'none' }), m.row()]);
    const refused = await merchantImport.commit(m.token, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      key: 'import.rows_invalid',
      params: { count: 1 },
      total: 3,
      good: 2,
      bad: 1,
      rows: [{ row: 3, errors: { phone: 'validation.phone_invalid' } }],
    });
    expect(await ordersOf(m.customer.id)).toEqual([]);
    expect(await importAudits(m.customer.id)).toBe(0);
  });

  it("imports into its own customer only and never touches another merchant's orders", async () => {
    const a = await merchant();
    const b = await merchant();
    const theirs = await buildOrder(t.db, { customer_id: b.customer.id, customer_serial: 'SHARED-1', phone: '01012345678' });
    const before = await storedOrder(t.db, theirs.id);
    // A customer serial is the merchant's own reference: B's use of it does not stop A.
    const file = await xlsxFile([a.row({ customer_serial: 'SHARED-1' })]);
    const committed = await merchantImport.commit(a.token, file, { customer: String(b.customer.id) });
    expect(committed.statusCode, committed.body).toBe(201);
    expect(await ordersOf(a.customer.id)).toHaveLength(1);
    expect(await ordersOf(b.customer.id)).toEqual([before]);
  });

  it('flags a row going to the phone of an open order, or of an earlier row of the file, as repeated', async () => {
    const m = await merchant();
    await buildOrder(t.db, { customer_id: m.customer.id, phone: '01099990001', order_date: cairoDaysAgo(2) });
    const file = await xlsxFile([m.row({ phone: '01099990001' }), m.row({ phone: '01099990002' }), m.row({ phone: '01099990002' })]);
    expect((await merchantImport.commit(m.token, file)).statusCode).toBe(201);
    const stored = (await ordersOf(m.customer.id)).slice(1);
    expect(stored.map((o) => o.is_repeated)).toEqual([true, false, true]);
  });

  it('stores a file sent twice at once (by two logins of the merchant) only once when its rows carry customer serials', async () => {
    const m = await merchant();
    const colleague = await t.loginAs({ role: 'customer', customerId: m.customer.id });
    const file = await xlsxFile([m.row({ customer_serial: 'P-1' }), m.row({ customer_serial: 'P-2' })]);
    const answers = await Promise.all([merchantImport.commit(m.token, file), merchantImport.commit(colleague.token, file)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json<PreviewBody>().rows.map((row) => row.errors)).toEqual([
      { customer_serial: 'import.serial_taken' },
      { customer_serial: 'import.serial_taken' },
    ]);
    expect(await ordersOf(m.customer.id)).toHaveLength(2);
  });

  it('imports a file without customer serials each time it is sent: nothing tells its rows from new ones', async () => {
    const m = await merchant();
    const file = await xlsxFile([m.row()]);
    expect((await merchantImport.commit(m.token, file)).statusCode).toBe(201);
    expect((await merchantImport.commit(m.token, file)).statusCode).toBe(201);
    expect(await ordersOf(m.customer.id)).toHaveLength(2);
  });
});

describe("staff importing a customer's orders", () => {
  const staff = async (grants: Parameters<typeof buildCustomerPermission>[3], urls = [ADMIN_ORDERS]) => {
    const w = await world();
    const login = await t.loginAs({ role: 'staff', urls });
    if (grants) await buildCustomerPermission(t.db, login.user.id, w.customer.id, grants);
    return { ...w, token: login.token, customerField: { customer: String(w.customer.id) } };
  };

  it('stores the orders of a customer the member may add orders to, as the staff create form would', async () => {
    const s = await staff({ view: true, addOrder: true });
    const committed = await staffImport.commit(s.token, await xlsxFile([s.row()]), s.customerField);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(await ordersOf(s.customer.id)).toMatchObject([{ status: 'Pending', status_code: null, pick_up: false, total_fees: '40.00' }]);
  });

  it("refuses a member without addOrder for the customer with the spec's message, and stores nothing", async () => {
    const s = await staff({ view: true });
    for (const call of [staffImport.preview, staffImport.commit]) {
      const refused = await call(s.token, await xlsxFile([s.row()]), s.customerField);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>()).toMatchObject({ key: 'orders.no_add_permission', message: "You don't have permission to add order to this customer" });
    }
    expect(await ordersOf(s.customer.id)).toEqual([]);
  });

  it('answers a customer the member may not see as a missing one, and asks for the customer when none is given', async () => {
    const s = await staff(undefined);
    const hidden = await staffImport.preview(s.token, await xlsxFile([s.row()]), s.customerField);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<ErrorBody>().errors).toEqual({ customer: 'errors.not_found' });
    const none = await staffImport.preview(s.token, await xlsxFile([s.row()]));
    expect(none.json<ErrorBody>().errors).toEqual({ customer: 'orders.customer_required' });
  });

  it('refuses staff without the order entry screens', async () => {
    const s = await staff({ view: true, addOrder: true }, ['/dashboard/City']);
    expect((await staffImport.commit(s.token, await xlsxFile([s.row()]), s.customerField)).statusCode).toBe(403);
    expect((await staffImport.template(s.token)).statusCode).toBe(403);
  });
});
