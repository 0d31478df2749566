import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { positionOf } from '../../domain/ledger/position';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { postTransactions } from '../../server/ledger/post';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import {
  buildCity,
  buildCustomer,
  buildCustomerPermission,
  buildCustomerPrice,
  buildFieldPermission,
  buildHub,
  buildOrder,
  buildShipper,
} from '../helpers/builders';
import { closingsApi, ledgerProblems } from '../helpers/ledger';
import { xlsxRows } from '../helpers/orders-api';
import { ledgerKey } from '../../domain/ledger/keys';
import type { ReportPage } from '../../domain/reports/kit';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const today = cairoToday();
const yesterday = cairoDaysAgo(1);

type Row = Record<string, string | number | null>;
type Answer = ReportPage<Row>;

/** A report on the kit (domain/reports/customer-revenue.ts). */
const get = (token: string, report: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: `/api/reports/${report}`, query });
const read = async (token: string, report: string, query: Record<string, string> = {}) => {
  const response = await get(token, report, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
};
const exportOf = (token: string, report: string, query: Record<string, string>) => get(token, `${report}/export`, { format: 'xlsx', lang: 'en', ...query });

// A merchant charged return fees, one shipper, and its parcels out for delivery (45 LE fee each).
await buildHub(t.db);
const city = await buildCity(t.db);
const merchant = await buildCustomer(t.db, { HasReturnPrice: true, name: 'Nile Crafts' });
await buildCustomerPrice(t.db, { customer_id: merchant.id, city_id: city.id, return_price: '15.00' });
const shipper = await buildShipper(t.db);
const parcel = (total_amount: string, status: 'Out For Deliver' | 'Rejected' = 'Out For Deliver') =>
  buildOrder(t.db, { customer_id: merchant.id, city_id: city.id, shipper_id: shipper.id, status, total_amount, total_fees: '45.00', shipper_fees: '20.00' });
const [full, partial, feeChanged, reversed, returned] = [
  await parcel('300.00'),
  await parcel('250.00'),
  await parcel('200.00'),
  await parcel('120.00'),
  await parcel('180.00', 'Rejected'),
];

const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);
ok(await api.deliver(admin.token, full.id, '300.00'));
// The recipient paid 100 of 250.
ok(await api.deliver(admin.token, partial.id, '100.00'));
ok(await api.deliver(admin.token, feeChanged.id, '200.00'));
ok(await t.call(admin.token, { method: 'PATCH', url: `/api/addorders/order/${feeChanged.id}/`, payload: { total_fees: '30.00' } }));
// Delivered, then moved back out for delivery: the delivery is reversed the same day.
ok(await api.deliver(admin.token, reversed.id, '120.00'));
ok(await api.move(admin.token, { id: reversed.id, status: 'Out For Deliver', shipper: shipper.id, note: 'Delivered by mistake' }));
ok(await api.move(admin.token, { id: returned.id, status: 'Returned', note: 'back to the merchant' }));

// Yesterday's delivery of another parcel, posted as the ledger records the past (its entries at that time).
const old = await buildOrder(t.db, {
  customer_id: merchant.id,
  city_id: city.id,
  shipper_id: shipper.id,
  status: 'Delivered',
  total_amount: '500.00',
  total_fees: '45.00',
});
await t.db.transaction((tx) =>
  postTransactions(tx, [
    {
      header: { kind: 'delivered', key: ledgerKey.order(old.id, old.version), user_id: null, order_id: old.id, at: new Date(`${yesterday}T10:00:00Z`) },
      postings: positionOf(old),
    },
  ]),
);

// A second merchant with one delivery today.
const other = await buildCustomer(t.db, { name: 'Delta Shoes' });
const otherParcel = await buildOrder(t.db, {
  customer_id: other.id,
  shipper_id: shipper.id,
  status: 'Out For Deliver',
  total_amount: '90.00',
  total_fees: '40.00',
});
ok(await api.deliver(admin.token, otherParcel.id, '90.00'));

const TODAY = { delivered: 3, returned: 1, collected: '600.00', fees: '120.00', return_fees: '15.00', net: '465.00' };
const YESTERDAY = { delivered: 1, returned: 0, collected: '500.00', fees: '45.00', return_fees: '0.00', net: '455.00' };
const OTHER = { delivered: 1, returned: 0, collected: '90.00', fees: '40.00', return_fees: '0.00', net: '50.00' };

const id = String(merchant.id);

describe("a merchant's revenue by day (customers/revenue)", () => {
  it("gives each day's orders, cash, fees and net, equal to the orders' own money", async () => {
    const answer = await read(admin.token, 'customerrevenue', { id, from_date: yesterday, to_date: today });
    expect(answer.results).toEqual([
      { day: today, customer_id: merchant.id, ...TODAY },
      { day: yesterday, customer_id: merchant.id, ...YESTERDAY },
    ]);
    expect(answer.count).toBe(2);
    expect(answer.totals).toEqual({ delivered: 4, returned: 1, collected: '1100.00', fees: '165.00', return_fees: '15.00', net: '920.00' });
    // The orders' money today: the cash taken and the fees of those delivered, the fee of the one returned.
    const [money] = rowsOf(
      await t.db.execute(sql`select
        sum(collected_amount) filter (where status = 'Delivered')::text as collected,
        sum(total_fees) filter (where status = 'Delivered')::text as fees,
        sum(return_fees) filter (where status = 'Returned')::text as return_fees
        from orders where id = any(${sql.param([full.id, partial.id, feeChanged.id, reversed.id, returned.id])}::int[])`),
    );
    expect([Number(money!.collected), Number(money!.fees), Number(money!.return_fees)]).toEqual([600, 120, 15]);
    expect(Number(TODAY.net)).toBe(Number(money!.collected) - Number(money!.fees) - Number(money!.return_fees));
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('reads one day (day_date), a range, a filter (the detailed twin), a page and any sort', async () => {
    const one = await read(admin.token, 'customerrevenue', { id, day_date: yesterday });
    expect([one.range, one.results]).toEqual([{ from_date: yesterday, to_date: yesterday }, [{ day: yesterday, customer_id: merchant.id, ...YESTERDAY }]]);
    const range = await read(admin.token, 'customerrevenue', { id, from_date: today, to_date: today });
    expect(range.results.map((row) => row.day)).toEqual([today]);
    const returns = await read(admin.token, 'customerrevenue_enhanced', { id, from_date: yesterday, has: 'returned' });
    expect(returns.results.map((row) => row.day)).toEqual([today]);
    const deliveries = await read(admin.token, 'customerrevenue_enhanced', { id, from_date: yesterday, has: 'delivered' });
    expect(deliveries.results.map((row) => row.day)).toEqual([today, yesterday]);
    const sorted = await read(admin.token, 'customerrevenue', { id, from_date: yesterday, ordering: 'net' });
    expect(sorted.results.map((row) => row.net)).toEqual(['455.00', '465.00']);
    const second = await read(admin.token, 'customerrevenue', { id, from_date: yesterday, page: '2', page_size: '1' });
    expect([second.count, second.results.map((row) => row.day), second.totals.net]).toEqual([2, [yesterday], '920.00']);
    const reversedRange = await get(admin.token, 'customerrevenue', { id, from_date: today, to_date: yesterday });
    expect([reversedRange.statusCode, reversedRange.json<ErrorBody>().errors]).toEqual([400, { to_date: 'ledger.range_reversed' }]);
    const future = await get(admin.token, 'customerrevenue', { id, day_date: cairoDaysAgo(-1) });
    expect(future.json<ErrorBody>().errors).toEqual({ day_date: 'validation.date_future' });
    expect((await get(admin.token, 'customerrevenue', { id, ordering: 'name' })).statusCode).toBe(400);
    expect((await get(admin.token, 'customerrevenue')).statusCode).toBe(400);
  });

  it('lists exactly the orders of a day, each with its part, adding up to the day', async () => {
    const day = await read(admin.token, 'customerrevenue_orders', { id, day_date: today });
    const lines = Object.fromEntries(day.results.map((row) => [row.order_id, [row.collected, row.fees, row.return_fees, row.net]]));
    expect(lines).toEqual({
      [full.id]: ['300.00', '45.00', '0.00', '255.00'],
      [partial.id]: ['100.00', '45.00', '0.00', '55.00'],
      [feeChanged.id]: ['200.00', '30.00', '0.00', '170.00'],
      // Delivered and taken back the same day: on the list, at nothing.
      [reversed.id]: ['0.00', '0.00', '0.00', '0.00'],
      [returned.id]: ['0.00', '0.00', '15.00', '-15.00'],
    });
    expect(day.results.find((row) => row.order_id === full.id)).toMatchObject({ serial: full.serial, status: 'Delivered' });
    const { delivered: _delivered, returned: _returned, ...money } = TODAY;
    expect(day.totals).toEqual(money);
    const past = await read(admin.token, 'customerrevenue_orders', { id, day_date: yesterday });
    expect(past.results.map((row) => row.order_id)).toEqual([old.id]);
    const byNet = await read(admin.token, 'customerrevenue_orders', { id, day_date: today, ordering: '-net', page_size: '2' });
    expect([byNet.count, byNet.results.map((row) => row.order_id)]).toEqual([5, [full.id, feeChanged.id]]);
  });

  it('answers the lists and a day as xlsx whose rows match, headers in the language asked', async () => {
    const days = await xlsxRows(await exportOf(admin.token, 'customerrevenue', { id, from_date: yesterday }));
    expect(days).toEqual([
      ['Day', 'Orders delivered', 'Returns', 'Collected (LE)', 'Delivery fees (LE)', 'Return fees (LE)', 'Net (LE)'],
      [today, '3', '1', '600', '120', '15', '465'],
      [yesterday, '1', '0', '500', '45', '0', '455'],
      ['Total', '4', '1', '1100', '165', '15', '920'],
    ]);
    const orders = await xlsxRows(await exportOf(admin.token, 'customerrevenue_orders', { id, day_date: today, ordering: '-net', lang: 'ar' }));
    expect(orders[0]).toEqual(['الطلب', 'الحالة', 'المحصل (ج.م)', 'مصاريف الشحن (ج.م)', 'مصاريف المرتجع (ج.م)', 'الصافي (ج.م)']);
    expect(orders[1]).toEqual([full.serial, 'Delivered', '300', '45', '0', '255']);
    expect(orders.at(-1)).toEqual(['الإجمالي', '', '600', '120', '15', '465']);
    const all = await xlsxRows(await exportOf(admin.token, 'customernewrevenue', { day_date: today, customer_name: 'nile' }));
    expect(all.slice(1)).toEqual([
      ['Nile Crafts', merchant.company_name ?? '', '3', '1', '600', '120', '15', '465'],
      ['Total', '', '3', '1', '600', '120', '15', '465'],
    ]);
    const empty = await exportOf(admin.token, 'customerrevenue', { id, day_date: cairoDaysAgo(5) });
    expect([empty.statusCode, empty.json<ErrorBody>().key]).toEqual([404, 'errors.empty_data']);
  });
});

describe('every merchant over a range (customers/newrevenue)', () => {
  it('sums each merchant and all of them, narrowed by name', async () => {
    const answer = await read(admin.token, 'customernewrevenue', { from_date: today, to_date: today, ordering: 'customer_name' });
    const mine = answer.results.filter((row) => row.customer_id === merchant.id || row.customer_id === other.id);
    expect(mine).toEqual([
      { customer_id: other.id, customer_name: 'Delta Shoes', company_name: other.company_name ?? '', ...OTHER },
      { customer_id: merchant.id, customer_name: 'Nile Crafts', company_name: merchant.company_name ?? '', ...TODAY },
    ]);
    expect(answer.totals).toEqual({ delivered: 4, returned: 1, collected: '690.00', fees: '160.00', return_fees: '15.00', net: '515.00' });
    const both = await read(admin.token, 'customernewrevenue', { from_date: yesterday });
    expect(both.results.find((row) => row.customer_id === merchant.id)).toMatchObject({ delivered: 4, net: '920.00' });
    const named = await read(admin.token, 'customernewrevenue', { customer_name: 'delta' });
    expect(named.results.map((row) => row.customer_id)).toEqual([other.id]);
    const byNet = await read(admin.token, 'customernewrevenue', { ordering: '-net' });
    expect(byNet.results.map((row) => row.customer_id)).toEqual([merchant.id, other.id]);
  });
});

describe('who may read whose revenue', () => {
  it("keeps staff to the merchants whose row grants revnue: another seen one is refused with the spec's message, an unseen one is missing", async () => {
    const hidden = await buildCustomer(t.db);
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers/revenue', '/dashboard/customers/newrevenue'] });
    await buildCustomerPermission(t.db, clerk.user.id, merchant.id, { view: true, revnue: true });
    await buildCustomerPermission(t.db, clerk.user.id, other.id, { view: true });
    await buildFieldPermission(t.db, clerk.user.id, 'show_order_serial', false);
    expect((await read(clerk.token, 'customerrevenue', { id, day_date: today })).totals).toMatchObject({ net: '465.00' });
    for (const report of ['customerrevenue', 'customerrevenue_orders']) {
      const refused = await get(clerk.token, report, { id: String(other.id), day_date: today });
      expect([refused.statusCode, refused.json<ErrorBody>().key]).toEqual([403, 'orders.no_open_revenue']);
      const unseen = await get(clerk.token, report, { id: String(hidden.id), day_date: today });
      expect([unseen.statusCode, unseen.body]).toEqual([404, (await get(clerk.token, report, { id: '999999', day_date: today })).body]);
    }
    const refusedExport = await exportOf(clerk.token, 'customerrevenue', { id: String(other.id) });
    expect([refusedExport.statusCode, refusedExport.json<ErrorBody>().key]).toEqual([403, 'orders.no_open_revenue']);
    expect((await read(clerk.token, 'customernewrevenue')).results.map((row) => row.customer_id)).toEqual([merchant.id]);
    // Without the serial's field permission the day's orders are named by their numbers.
    const day = await read(clerk.token, 'customerrevenue_orders', { id, day_date: today });
    expect(day.results.map((row) => row.serial).sort()).toEqual([full, partial, feeChanged, reversed, returned].map((order) => `#${order.id}`).sort());
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers/wallet'] });
    expect((await get(outsider.token, 'customernewrevenue')).statusCode).toBe(403);
  });

  it('opens to whoever holds the customers list (spec: detail pages follow it); the detailed twin alone opens its own days', async () => {
    const holder = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    await buildCustomerPermission(t.db, holder.user.id, merchant.id, { view: true, revnue: true });
    expect((await read(holder.token, 'customerrevenue_orders', { id, day_date: today })).count).toBe(5);
    const twin = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers/revenue_enhanced'] });
    await buildCustomerPermission(t.db, twin.user.id, merchant.id, { view: true, revnue: true });
    expect((await read(twin.token, 'customerrevenue_enhanced', { id, day_date: today })).totals).toMatchObject({ net: '465.00' });
  });

  it('gives the merchant its own revenue only: an id of another merchant changes nothing', async () => {
    const own = await t.loginAs({ role: 'customer', customerId: merchant.id });
    const answer = await read(own.token, 'ownrevenue', { from_date: yesterday });
    expect(answer.results).toEqual([
      { day: today, ...TODAY },
      { day: yesterday, ...YESTERDAY },
    ]);
    expect((await read(own.token, 'ownrevenue', { id: String(other.id), day_date: today })).totals).toMatchObject({ net: '465.00' });
    const day = await read(own.token, 'ownrevenue_orders', { day_date: today });
    expect(day.results.map((row) => row.order_id).sort((a, b) => Number(a) - Number(b))).toEqual([
      full.id,
      partial.id,
      feeChanged.id,
      reversed.id,
      returned.id,
    ]);
    expect((await read(own.token, 'ownrevenue_orders', { id: String(other.id), day_date: today })).count).toBe(5);
    const sheet = await xlsxRows(await exportOf(own.token, 'ownrevenue', { day_date: today }));
    expect(sheet.at(-1)).toEqual(['Total', '3', '1', '600', '120', '15', '465']);
    expect((await get(admin.token, 'ownrevenue')).statusCode).toBe(403);
    expect((await get(own.token, 'customerrevenue', { id })).statusCode).toBe(403);
  });
});
