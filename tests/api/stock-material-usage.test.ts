/**
 * Who takes packaging and ships elsewhere (domain/reports/material-usage.ts, the rule in domain/stock/usage.ts):
 * issued, returned (a reversal against the move it undoes) and used per merchant and material; an order shipped uses
 * one unit of the smallest weight band it fits (the largest for heavier ones), pending, cancelled and refused ones
 * none; the difference per month flagged just above its threshold, not at it; the requests and orders below a month
 * add up to it; a limited staff member reads its merchants only, another or an unknown one answering 404. A
 * material's band is kept on the material screen, checked by the shared rule.
 */
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../domain/reports/kit';
import type { Location } from '../../domain/stock/moves';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { reverseMove } from '../../server/stock/moves';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildMaterial, buildOrder, buildShipper } from '../helpers/builders';
import { buildMaterialRequest, move, stockedWarehouse } from '../helpers/stock';

const { t, admin } = await openApiTest();

type Row = Record<string, unknown>;
const read = async (report: string, query: Record<string, string>, token = admin.token) => {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
};

// The bands of this database: flyers pack orders up to 1 kg, boxes up to 5 kg; tape has none.
const [flyer, box, tape] = [
  await buildMaterial(t.db, { packs_up_to_kg: '1.00' }),
  await buildMaterial(t.db, { packs_up_to_kg: '5.00' }),
  await buildMaterial(t.db),
];
const courier: Location = { kind: 'courier', owner: (await buildShipper(t.db)).id };
for (const material of [flyer, box, tape]) {
  const warehouse = await stockedWarehouse(t.db, material.id, 10_000);
  await move(t.db, { kind: 'issue', material: material.id, quantity: 5_000, from: { kind: 'warehouse', owner: warehouse }, to: courier });
}

const today = cairoToday();
const lastMonth = cairoDaysAgo(1, `${today.slice(0, 8)}01`);
const noonOf = (day: string) => new Date(`${day}T12:00:00+02:00`);

/** A material request of the merchant handed over (courier → merchant), on `day` (today unless told). */
async function handOver(customer: number, material: number, quantity: number, day = today) {
  const request = await buildMaterialRequest(t.db, customer, material, quantity);
  const to: Location = { kind: 'merchant', owner: customer };
  return move(t.db, { kind: 'delivery', material, quantity, from: courier, to, document: 'material_request', documentId: request, at: noonOf(day) });
}

/** What the merchant gave back to the courier. */
const giveBack = (customer: number, material: number, quantity: number) =>
  move(t.db, { kind: 'return', material, quantity, from: { kind: 'merchant', owner: customer }, to: courier });

/** A hand-over made by mistake and reversed: nothing issued. */
async function handOverUndone(customer: number, material: number, quantity: number) {
  const mistaken = await handOver(customer, material, quantity);
  await t.db.transaction((tx) => reverseMove(tx, mistaken.id, null));
}

/** `count` orders of the merchant shipped (delivered) on `day`, each of `weight` kg. */
async function ship(customer: number, count: number, weight = '0.50', day = today) {
  for (let i = 0; i < count; i += 1) await buildOrder(t.db, { customer_id: customer, city_id: null, status: 'Delivered', weight, order_date: day });
}

const sum = (rows: readonly Row[], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

describe('CustomerMaterialBalanceReport', () => {
  it('counts issued, returned and used per material; an order uses the smallest band it fits, pending, cancelled and refused ones none', async () => {
    const merchant = (await buildCustomer(t.db)).id;
    await handOver(merchant, flyer.id, 50);
    await handOver(merchant, box.id, 10);
    await handOver(merchant, tape.id, 4);
    await giveBack(merchant, flyer.id, 5);
    await handOverUndone(merchant, box.id, 3);
    // 1 kg fits the flyer's band exactly; just above it, 5 kg and heavier than every band use a box.
    for (const weight of ['0.50', '1.00', '1.01', '5.00', '12.00']) await ship(merchant, 1, weight);
    for (const values of [{ status: 'Pending' as const }, { status: 'Delivered' as const, status_code: 6 }, { status: 'Delivered' as const, rejected: true }])
      await buildOrder(t.db, { customer_id: merchant, city_id: null, weight: '0.50', ...values });
    // Last month's order is not of this month.
    await ship(merchant, 1, '0.50', lastMonth);

    const page = await read('CustomerMaterialBalanceReport', { customer: String(merchant) });
    const byMaterial = (id: number) => page.results.find((row) => row.material_id === id);
    expect(byMaterial(flyer.id)).toMatchObject({ issued: 50, returned: 5, used: 2, difference: 43, customer_id: merchant });
    expect(byMaterial(box.id)).toMatchObject({ issued: 10, returned: 0, used: 3, difference: 7 });
    expect(byMaterial(tape.id)).toMatchObject({ issued: 4, returned: 0, used: 0, difference: 4 });
    expect(page.totals).toMatchObject({ issued: 64, returned: 5, used: 5, difference: 54 });

    // The orders behind the boxes used: their weights, each one unit.
    const orders = await read('customermaterialorders', { customer: String(merchant), material: String(box.id) });
    expect(orders.results.map((row) => row.weight).sort()).toEqual(['1.01', '12.00', '5.00']);
    expect(orders.totals.used).toBe(3);
  });

  it('takes a band from a material on its screen, checked by the shared rule', async () => {
    const base = { name: `Bag ${Date.now()}`, unit: 'piece', unit_cost: '1.00', price: '2.00' };
    const created = await t.call(admin.token, { method: 'POST', url: '/api/material', payload: { ...base, packs_up_to_kg: 2.5 } });
    expect([created.statusCode, created.json<{ packs_up_to_kg: string }>().packs_up_to_kg]).toEqual([201, '2.50']);
    const cleared = await t.call(admin.token, {
      method: 'PUT',
      url: `/api/material/${created.json<{ id: number }>().id}`,
      payload: { ...base, packs_up_to_kg: null },
    });
    expect(cleared.json<{ packs_up_to_kg: string | null }>().packs_up_to_kg).toBeNull();
    for (const wrong of [0, -1, '1.234', 'heavy', 10_000]) {
      const refused = await t.call(admin.token, {
        method: 'POST',
        url: '/api/material',
        payload: { ...base, name: `${base.name} ${wrong}`, packs_up_to_kg: wrong },
      });
      expect([refused.statusCode, refused.json<ErrorBody>().errors], String(wrong)).toEqual([400, { packs_up_to_kg: 'stock.packs_up_to_invalid' }]);
    }
    // The band just made is deleted again, so the other tests' orders keep theirs.
    await t.call(admin.token, { method: 'DELETE', url: `/api/material/${created.json<{ id: number }>().id}` });
  });
});

describe('CustomerMaterialDifference', () => {
  it('flags a month above both thresholds only, in units of the banded materials', async () => {
    const [over, atUnits, atShare] = [(await buildCustomer(t.db)).id, (await buildCustomer(t.db)).id, (await buildCustomer(t.db)).id];
    // 21 kept of 21 issued: flagged. 20 kept: not more than 20 units. 21 kept of 70: exactly 30 %, not more.
    await handOver(over, flyer.id, 21);
    await handOver(over, tape.id, 100);
    await handOver(atUnits, box.id, 20);
    await handOver(atShare, flyer.id, 70);
    await ship(atShare, 49);
    const page = await read('CustomerMaterialDifference', { from_date: `${today.slice(0, 8)}01` });
    const mine = (rows: readonly Row[]) => rows.filter((row) => [over, atUnits, atShare].includes(Number(row.customer_id)));
    expect(mine(page.results).map((row) => [row.customer_id, row.issued, row.used, row.difference, row.share, row.flagged])).toEqual(
      expect.arrayContaining([
        [over, 21, 0, 21, 100, true],
        [atUnits, 20, 0, 20, 100, false],
        [atShare, 70, 49, 21, 30, false],
      ]),
    );
    const flagged = await read('CustomerMaterialDifference', { from_date: `${today.slice(0, 8)}01`, flagged: 'true' });
    expect(mine(flagged.results).map((row) => row.customer_id)).toEqual([over]);
  });

  it("shows one merchant's months, the requests and orders below each adding up to its figures", async () => {
    const merchant = (await buildCustomer(t.db)).id;
    await handOver(merchant, flyer.id, 30, lastMonth);
    await ship(merchant, 4, '0.80', lastMonth);
    await handOver(merchant, flyer.id, 40);
    await handOver(merchant, box.id, 12);
    await handOver(merchant, tape.id, 9);
    await giveBack(merchant, box.id, 2);
    await handOverUndone(merchant, flyer.id, 6);
    await ship(merchant, 3, '0.80');
    await ship(merchant, 2, '3.00');

    const months = await read('customermaterialmonths', { customer: String(merchant), from_date: `${lastMonth.slice(0, 8)}01` });
    expect(months.results.map((row) => [row.month, row.issued, row.returned, row.used, row.difference, row.flagged])).toEqual([
      [today.slice(0, 7), 52, 2, 5, 45, true],
      [lastMonth.slice(0, 7), 30, 0, 4, 26, true],
    ]);
    for (const month of months.results) {
      const range = { customer: String(merchant), from_date: String(month.month_from), to_date: String(month.month_to) };
      const requests = await read('customermaterialrequests', range);
      expect([sum(requests.results, 'issued'), sum(requests.results, 'returned')], String(month.month)).toEqual([month.issued, month.returned]);
      expect(requests.totals).toMatchObject({ issued: month.issued, returned: month.returned });
      expect(requests.results.filter((row) => row.request_id !== null).every((row) => String(row.request) === `#${String(row.request_id)}`)).toBe(true);
      const orders = await read('customermaterialorders', range);
      expect(orders.totals.used, String(month.month)).toBe(month.used);
    }
  });
});

describe('a limited staff member', () => {
  it('reads the merchants it sees only; another merchant, or one that does not exist, is missing', async () => {
    const [seen, unseen] = [(await buildCustomer(t.db)).id, (await buildCustomer(t.db)).id];
    for (const merchant of [seen, unseen]) await handOver(merchant, flyer.id, 25);
    const limited = await t.loginAs({ role: 'staff', urls: ['/dashboard/CustomerMaterialDifference', '/dashboard/CustomerMaterialBalanceReport'] });
    await buildCustomerPermission(t.db, limited.user.id, seen, { view: true });
    for (const report of ['CustomerMaterialDifference', 'CustomerMaterialBalanceReport'])
      expect(
        (await read(report, {}, limited.token)).results.map((row) => row.customer_id),
        report,
      ).toEqual([seen]);
    for (const report of ['customermaterialmonths', 'customermaterialrequests', 'customermaterialorders']) {
      expect((await read(report, { customer: String(seen) }, limited.token)).count, report).toBeGreaterThanOrEqual(0);
      const [hidden, missing] = [
        await t.call(limited.token, { method: 'GET', url: `/api/reports/${report}`, query: { customer: String(unseen) } }),
        await t.call(limited.token, { method: 'GET', url: `/api/reports/${report}`, query: { customer: '999999' } }),
      ];
      expect([hidden.statusCode, hidden.body], report).toEqual([404, missing.body]);
      // Nobody reads a merchant that does not exist.
      const unknown = await t.call(admin.token, { method: 'GET', url: `/api/reports/${report}`, query: { customer: '999999' } });
      expect(unknown.statusCode, report).toBe(404);
    }
  });
});
