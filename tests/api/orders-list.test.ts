import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { COUNT_CAP } from '../../server/orders/list';
import { openApiTest } from '../helpers/api-test';
import { buildCity, buildCustomer, buildOrder, buildShipper, buildZone } from '../helpers/builders';
import { cairoDaysAgo, idsIn, ordersApi, pageOf, sorted, type OrderRecord } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

/** Lists one customer's orders with the filter (so other tests' orders never count). */
const listFor = async (customer: number, filter: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  pageOf(await api.admin(admin.token, { customer, ...filter }, extra));
const idsFor = async (customer: number, filter: Record<string, unknown> = {}) => idsIn(await listFor(customer, filter));

/** A serial no sequence will make: 9 digits starting with 9. */
const oddSerial = () => `9${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

describe('the search box', () => {
  it('finds the start of the serial, the customer serial, the phone and the name, not the middle', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const serial = oddSerial();
    const bySerial = await buildOrder(t.db, { customer_id: customer, serial, full_name: 'Hany Said', phone: '01011111111' });
    const byCustomerSerial = await buildOrder(t.db, { customer_id: customer, customer_serial: 'INV-5521', full_name: 'Laila Amr', phone: '01022222222' });
    const byPhone = await buildOrder(t.db, { customer_id: customer, full_name: 'Nour Tarek', phone: '01234567890' });
    const byName = await buildOrder(t.db, { customer_id: customer, full_name: 'Mona Adel', phone: '01033333333' });
    await buildOrder(t.db, { customer_id: customer, full_name: 'Ahmed Mona', phone: '01044444444', customer_serial: 'X-INV-5521' });
    expect(await idsFor(customer, { query: serial.slice(0, 6) })).toEqual([bySerial.id]);
    expect(await idsFor(customer, { query: serial })).toEqual([bySerial.id]);
    expect(await idsFor(customer, { query: 'INV-55' })).toEqual([byCustomerSerial.id]);
    expect(await idsFor(customer, { query: '01234' })).toEqual([byPhone.id]);
    expect(await idsFor(customer, { query: 'mona' })).toEqual([byName.id]);
    expect(await idsFor(customer, { query: 'MONA A' })).toEqual([byName.id]);
    // The end of a phone is found too (orders-search.test.ts); the middle is not.
    expect(await idsFor(customer, { query: '4567890' })).toEqual([byPhone.id]);
    expect(await idsFor(customer, { query: '345678' })).toEqual([]);
    expect(await idsFor(customer, { query: '%' })).toEqual([]);
    expect(await idsFor(customer, { order_serial: serial })).toEqual([bySerial.id]);
    expect(await idsFor(customer, { customer_serial: 'INV-5521' })).toEqual([byCustomerSerial.id]);
  });
});

describe('filters', () => {
  it('filters by city, zone, status, customer and shipper', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const city = await buildCity(t.db);
    const zone = await buildZone(t.db, { city_id: city.id });
    const shipper = await buildShipper(t.db);
    const inCity = await buildOrder(t.db, { customer_id: customer, city_id: city.id });
    const inZone = await buildOrder(t.db, { customer_id: customer, city_id: city.id, zone_id: zone.id });
    const held = await buildOrder(t.db, { customer_id: customer, status: 'Hold' });
    const out = await buildOrder(t.db, { customer_id: customer, status: 'Out For Deliver', shipper_id: shipper.id });
    expect(await idsFor(customer, { city: city.id })).toEqual(sorted([inCity.id, inZone.id]));
    expect(await idsFor(customer, { zone: zone.id })).toEqual([inZone.id]);
    expect(await idsFor(customer, { status: 'Hold' })).toEqual([held.id]);
    expect(await idsFor(customer, { status: '' })).toEqual(sorted([inCity.id, inZone.id, held.id, out.id]));
    expect(await idsFor(customer, { shipper: shipper.id })).toEqual([out.id]);
    expect(idsIn(pageOf(await api.admin(admin.token, { shipper: shipper.id })))).toEqual([out.id]);
  });

  it('filters by an inclusive order date range and by today', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const [old, middle, recent, today] = await Promise.all(
      [10, 5, 2, 0].map((days) => buildOrder(t.db, { customer_id: customer, order_date: cairoDaysAgo(days) })),
    );
    expect(await idsFor(customer, { order_date: cairoDaysAgo(5), to_date: cairoDaysAgo(2) })).toEqual(sorted([middle!.id, recent!.id]));
    expect(await idsFor(customer, { order_date: cairoDaysAgo(5) })).toEqual(sorted([middle!.id, recent!.id, today!.id]));
    expect(await idsFor(customer, { to_date: cairoDaysAgo(5) })).toEqual(sorted([old!.id, middle!.id]));
    expect(await idsFor(customer, { today: '1' })).toEqual(sorted([today!.id]));
    expect(await idsFor(customer, { today: '0' })).toEqual(sorted([old!.id, middle!.id, recent!.id]));
    const [listed] = (await listFor(customer, { today: '1' })).results;
    expect(listed?.today).toBe(true);
    for (const bad of [{ order_date: '2026-02-30' }, { to_date: '2026-13-01' }] as Record<string, string>[]) {
      const response = await api.admin(admin.token, { customer, ...bad });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ [Object.keys(bad)[0]!]: 'orders.date_invalid' });
      expect((await api.drf(admin.token, 'order/', bad)).statusCode).toBe(400);
      expect((await api.exportXlsx(admin.token, { customer, ...bad })).statusCode).toBe(400);
    }
  });

  it('filters by printed, pickup and repeated flags', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const printed = await buildOrder(t.db, { customer_id: customer, printO: true });
    const pickup = await buildOrder(t.db, { customer_id: customer, pick_up: true });
    const repeated = await buildOrder(t.db, { customer_id: customer, is_repeated: true });
    expect(await idsFor(customer, { printO: '1' })).toEqual([printed.id]);
    expect(await idsFor(customer, { printO: '0' })).toEqual([pickup.id, repeated.id]);
    expect(await idsFor(customer, { pickup: '1' })).toEqual([pickup.id]);
    expect(await idsFor(customer, { pickup: '0' })).toEqual([printed.id, repeated.id]);
    expect(await idsFor(customer, { is_repeated: '1' })).toEqual([repeated.id]);
    expect(await idsFor(customer, { is_repeated: '0' })).toEqual([printed.id, pickup.id]);
  });

  it('hides orders rejected at intake by default ("0"), shows only them with "1" and both with ""', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const kept = await buildOrder(t.db, { customer_id: customer });
    const rejected = await buildOrder(t.db, { customer_id: customer, rejected: true });
    expect(await idsFor(customer)).toEqual([kept.id]);
    expect(await idsFor(customer, { rejected: '0' })).toEqual([kept.id]);
    expect(await idsFor(customer, { rejected: '1' })).toEqual([rejected.id]);
    expect(await idsFor(customer, { rejected: '' })).toEqual([kept.id, rejected.id]);
  });
});

describe('ordering and pages', () => {
  it('orders by id (newest first by default), amount, date, serial and status', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const a = await buildOrder(t.db, { customer_id: customer, total_amount: '300.00', order_date: cairoDaysAgo(1), status: 'Pending', serial: oddSerial() });
    const b = await buildOrder(t.db, { customer_id: customer, total_amount: '100.00', order_date: cairoDaysAgo(3), status: 'Delivered', serial: oddSerial() });
    const c = await buildOrder(t.db, { customer_id: customer, total_amount: '200.00', order_date: cairoDaysAgo(2), status: 'Hold', serial: oddSerial() });
    const ids = async (ordering?: string) => (await listFor(customer, {}, ordering ? { ordering } : {})).results.map((r) => r.id);
    expect(await ids()).toEqual([c.id, b.id, a.id]);
    expect(await ids('id')).toEqual([a.id, b.id, c.id]);
    expect(await ids('total_amount')).toEqual([b.id, c.id, a.id]);
    expect(await ids('-total_amount')).toEqual([a.id, c.id, b.id]);
    expect(await ids('order_date')).toEqual([b.id, c.id, a.id]);
    expect(await ids('-order_date')).toEqual([a.id, c.id, b.id]);
    expect(await ids('Order_Delivery_Status')).toEqual([b.id, c.id, a.id]);
    const bySerial = [a, b, c].sort((x, y) => x.serial.localeCompare(y.serial)).map((o) => o.id);
    expect(await ids('serial')).toEqual(bySerial);
    expect(await ids('-serial')).toEqual([...bySerial].reverse());
    expect((await api.admin(admin.token, { customer }, { ordering: 'full_name' })).statusCode).toBe(400);
  });

  it('pages with page and page_size and counts every match', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await buildOrder(t.db, { customer_id: customer })).id);
    const newestFirst = [...made].reverse();
    const page = async (n: number) => pageOf(await api.admin(admin.token, { customer }, {}, `page=${n}&page_size=2`));
    expect(await page(1)).toMatchObject({ count: 5, count_capped: false });
    expect((await page(1)).results.map((r) => r.id)).toEqual(newestFirst.slice(0, 2));
    expect((await page(2)).results.map((r) => r.id)).toEqual(newestFirst.slice(2, 4));
    expect((await page(3)).results.map((r) => r.id)).toEqual(newestFirst.slice(4));
    expect(await page(4)).toMatchObject({ count: 5, results: [] });
    const defaults = pageOf(await t.call(admin.token, { method: 'POST', url: '/api/orders/adminorders/', payload: { Filterdata: { customer } } }));
    expect(defaults.results).toHaveLength(5);
  });

  it('counts again after any change to the orders, even one written straight to the database', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const first = await buildOrder(t.db, { customer_id: customer });
    const count = async () => pageOf(await api.admin(admin.token, { customer }, {}, 'page=1&page_size=1')).count;
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    await buildOrder(t.db, { customer_id: customer });
    expect(await count()).toBe(2);
    await t.db.execute(sql`update orders set rejected = true where id = ${first.id}`);
    expect(await count()).toBe(1);
  });

  it('keeps each status count right while orders are entered, moved between statuses, written by hand and deleted', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const { id: city } = await buildCity(t.db);
    const statuses = ['Pending', 'Hold', 'Delivered'] as const;
    const change = fc.oneof(
      fc.record({ kind: fc.constant('enter' as const), status: fc.constantFrom(...statuses) }),
      fc.record({ kind: fc.constant('move' as const), status: fc.constantFrom(...statuses), pick: fc.nat() }),
      fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        const listed = async (status: string) => (await listFor(customer, { status })).count;
        const truth = async (status: string) => {
          const [row] = rowsOf(
            await t.db.execute(
              sql`select count(*)::int as n from orders where customer_id = ${customer} and status = ${status} and not rejected and status_code is null`,
            ),
          );
          return Number(row?.n);
        };
        for (const status of statuses) expect(await listed(status)).toBe(await truth(status));
        for (const step of changes) {
          const ids = rowsOf(await t.db.execute(sql`select id from orders where customer_id = ${customer} order by id`)).map((r) => Number(r.id));
          const id = 'pick' in step ? ids[step.pick % Math.max(1, ids.length)] : undefined;
          if (step.kind === 'enter') await buildOrder(t.db, { customer_id: customer, city_id: city, status: step.status });
          else if (id !== undefined && step.kind === 'move') await t.db.execute(sql`update orders set status = ${step.status} where id = ${id}`);
          else if (id !== undefined && step.kind === 'reject') await t.db.execute(sql`update orders set rejected = not rejected where id = ${id}`);
          else if (id !== undefined) await t.db.execute(sql`delete from orders where id = ${id}`);
          for (const status of statuses) expect(await listed(status)).toBe(await truth(status));
        }
      }),
      { numRuns: 15 },
    );
  });

  it('gives a deep page the same rows, names and order as the whole list, whichever way it is read', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const { id: city } = await buildCity(t.db);
    await t.db.execute(sql`
      insert into orders (order_date, customer_id, city_id, full_name, phone, total_amount)
      select ${cairoToday()}::date - (g % 7), ${customer}, ${city}, 'Deep ' || g, '01000000000', g
      from generate_series(1, 130) as g`);
    const whole = pageOf(await api.admin(admin.token, { customer }, { ordering: '-total_amount' }, 'page=1&page_size=130')).results;
    // Pages 1 to 10 start within the first hundred matches (read in one pass), the later ones beyond (ids first).
    for (const page of [1, 10, 11, 12, 13]) {
      const rows = pageOf(await api.admin(admin.token, { customer }, { ordering: '-total_amount' }, `page=${page}&page_size=10`)).results;
      expect(rows.map((row) => [row.id, row.customer_name, row.city_name])).toEqual(
        whole.slice((page - 1) * 10, page * 10).map((row) => [row.id, row.customer_name, row.city_name]),
      );
    }
    expect(whole.map((row) => Number(row.total_amount))).toEqual(Array.from({ length: 130 }, (_, i) => 130 - i));
  });

  it('caps the count above COUNT_CAP and says so, and counts exactly up to it', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const { id: city } = await buildCity(t.db);
    await t.db.execute(sql`
      insert into orders (order_date, customer_id, city_id, full_name, phone, print_o)
      select ${cairoToday()}::date, ${customer}, ${city}, 'Bulk ' || g, '01000000000', g = 1
      from generate_series(1, ${COUNT_CAP + 1}) as g`);
    const all = pageOf(await api.admin(admin.token, { customer }, {}, 'page=1&page_size=10'));
    expect(all).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(all.results).toHaveLength(10);
    const exact = pageOf(await api.admin(admin.token, { customer, printO: '0' }, {}, 'page=1&page_size=10'));
    expect(exact).toMatchObject({ count: COUNT_CAP, count_capped: false });
  });

  it('keeps a count above COUNT_CAP right while orders change: capped while more match, exact once no more do', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const { id: city } = await buildCity(t.db);
    await t.db.execute(sql`
      insert into orders (order_date, customer_id, city_id, full_name, phone)
      select ${cairoToday()}::date, ${customer}, ${city}, 'Bulk ' || g, '01000000000' from generate_series(1, ${COUNT_CAP + 2}) as g`);
    const count = async () => {
      const page = pageOf(await api.admin(admin.token, { customer }, {}, 'page=1&page_size=1'));
      return [page.count, page.count_capped];
    };
    const rejectOne = () =>
      t.db.execute(sql`update orders set rejected = true where id = (select min(id) from orders where customer_id = ${customer} and not rejected)`);
    expect(await count()).toEqual([COUNT_CAP, true]);
    await rejectOne();
    expect(await count()).toEqual([COUNT_CAP, true]);
    await rejectOne();
    expect(await count()).toEqual([COUNT_CAP, false]);
    await buildOrder(t.db, { customer_id: customer });
    expect(await count()).toEqual([COUNT_CAP, true]);
    await t.db.execute(sql`delete from orders where id = (select max(id) from orders where customer_id = ${customer})`);
    expect(await count()).toEqual([COUNT_CAP, false]);
  });
});

describe('the spec-shaped GET lists', () => {
  interface DrfPage {
    count: number;
    next: string | null;
    previous: string | null;
    results: OrderRecord[];
  }
  const drf = async (path: 'order/' | 'cancelledorders' | 'archivedorders', query: Record<string, string>) => {
    const response = await api.drf(admin.token, path, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DrfPage>();
  };

  it('answers count, next, previous and results, and the links keep the filters', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await buildOrder(t.db, { customer_id: customer })).id);
    await buildOrder(t.db);
    const first = await drf('order/', { customer: String(customer), page: '1', page_size: '2' });
    expect(first).toMatchObject({ count: 5, previous: null });
    expect(first.results.map((r) => r.id)).toEqual([made[4], made[3]]);
    expect(first.next).toContain('page=2');
    const second = await drf('order/', Object.fromEntries(new URLSearchParams(first.next!.split('?')[1])));
    expect(second.results.map((r) => r.id)).toEqual([made[2], made[1]]);
    expect(second.previous).toContain('page=1');
    const last = await drf('order/', Object.fromEntries(new URLSearchParams(second.next!.split('?')[1])));
    expect(last).toMatchObject({ count: 5, next: null });
    expect(last.results.map((r) => r.id)).toEqual([made[0]]);
  });

  it('takes the spec filters in the query string, with rejected "0" by default', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const kept = await buildOrder(t.db, { customer_id: customer, full_name: 'Rana Fawzy' });
    const rejected = await buildOrder(t.db, { customer_id: customer, rejected: true, full_name: 'Rana Hamed' });
    expect((await drf('order/', { customer: String(customer) })).results.map((r) => r.id)).toEqual([kept.id]);
    expect((await drf('order/', { customer: String(customer), rejected: '' })).results.map((r) => r.id)).toEqual([rejected.id, kept.id]);
    expect((await drf('order/', { customer: String(customer), rejected: '', query: 'rana h' })).results.map((r) => r.id)).toEqual([rejected.id]);
  });

  it('lists cancelled orders and archived orders apart', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const open = await buildOrder(t.db, { customer_id: customer });
    const cancelled = await buildOrder(t.db, { customer_id: customer, status_code: 6 });
    const archived = await buildOrder(t.db, { customer_id: customer, status: 'Delivered', status_code: 7 });
    const query = { customer: String(customer) };
    expect((await drf('cancelledorders', query)).results.map((r) => r.id)).toEqual([cancelled.id]);
    expect((await drf('archivedorders', query)).results.map((r) => r.id)).toEqual([archived.id]);
    expect((await drf('cancelledorders', { ...query, status_code: '7' })).results.map((r) => r.id)).toEqual([cancelled.id]);
    expect((await drf('order/', { ...query, status_code: '0' })).results.map((r) => r.id)).toEqual([open.id]);
  });
});
