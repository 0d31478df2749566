/**
 * The stock reports (domain/reports/stock.ts): the balance equals the kept quantities and values them at average
 * cost, marking materials whose warehouses hold less than their reorder point; the movement over a range opens with
 * what was held before its first Cairo day, counts in and out inside it only (a reversal the other way), and closes
 * at opening + in − out; the moves behind a row add up to its in and out; a limited staff member sees only its
 * couriers, and another courier named answers as a missing one.
 */
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../domain/reports/kit';
import type { Location } from '../../domain/stock/moves';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { reverseMove } from '../../server/stock/moves';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildMaterial, buildShipper, buildShipperPermission } from '../helpers/builders';
import { buildWarehouse, heldAt, move } from '../helpers/stock';

const { t, admin } = await openApiTest();
const SUPPLIER: Location = { kind: 'supplier', owner: 0 };

type Row = Record<string, unknown> & { row_id: string; place: string; owner_id: number; material_id: number };
const read = async (report: string, query: Record<string, string>, token = admin.token) => {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
};

/** The first instant of a Cairo day, and `minutes` after it (negative: before it). */
const cairoDayStart = (day: string, minutes = 0) => new Date(new Date(`${day}T00:00:00+02:00`).getTime() + minutes * 60_000);

/** A material received into a warehouse at 12.50 a unit (a second receipt at 13.10 makes its average 12.80), and two couriers. */
async function stocked(receivedAt?: Date) {
  const material = await buildMaterial(t.db, { name_ar: 'أكياس', unit_cost: 999n, reorder_point: 150, received_quantity: 200, received_value: 256_000n });
  const warehouse: Location = { kind: 'warehouse', owner: (await buildWarehouse(t.db, { name_ar: 'المخزن' })).id };
  const couriers: [Location, Location] = [
    { kind: 'courier', owner: (await buildShipper(t.db)).id },
    { kind: 'courier', owner: (await buildShipper(t.db)).id },
  ];
  const receipt = await move(t.db, { kind: 'receipt', material: material.id, quantity: 200, from: SUPPLIER, to: warehouse, at: receivedAt });
  return { material, warehouse, couriers, receipt };
}

const rowOf = (rows: readonly Row[], place: Location, material: number) =>
  rows.find((row) => row.place === place.kind && row.owner_id === place.owner && row.material_id === material);

describe('StockBalance', () => {
  it('answers each kept quantity, valued at average cost, and marks a material its warehouses hold too little of', async () => {
    const { material, warehouse, couriers } = await stocked();
    await move(t.db, { kind: 'issue', material: material.id, quantity: 60, from: warehouse, to: couriers[0] });
    await move(t.db, { kind: 'issue', material: material.id, quantity: 15, from: warehouse, to: couriers[1] });
    const page = await read('StockBalance', { material: String(material.id) });
    expect(page.results).toHaveLength(3);
    for (const place of [warehouse, ...couriers]) {
      const row = rowOf(page.results, place, material.id)!;
      expect(row.quantity, place.kind).toBe(await heldAt(t.db, material.id, place));
      expect(row.average_cost).toBe('12.80');
      expect(row.value).toBe((Number(row.quantity) * 12.8).toFixed(2));
      // 125 left in the warehouse, below the reorder point of 150: every row of the material is marked.
      expect(row.low).toBe(true);
    }
    expect(rowOf(page.results, warehouse, material.id)!.place_name).toEqual({ name: expect.any(String), name_ar: 'المخزن' });
    expect(page.totals.value).toBe('2560.00');
    // The quantity opens the material's moves at that place.
    expect(rowOf(page.results, couriers[0], material.id)).toMatchObject({ place_param: 'shipper', shipper_id: couriers[0].owner });
    const lowOnly = await read('StockBalance', { low: 'true', place: 'courier', material: String(material.id) });
    expect(lowOnly.results.map((row) => row.owner_id).sort()).toEqual([couriers[0].owner, couriers[1].owner].sort());
  });

  it('marks nothing while the warehouses hold the reorder point, whatever the couriers carry', async () => {
    const { material, warehouse, couriers } = await stocked();
    await move(t.db, { kind: 'issue', material: material.id, quantity: 50, from: warehouse, to: couriers[0] });
    const page = await read('StockBalance', { material: String(material.id) });
    expect(page.results.map((row) => row.low)).toEqual([false, false]);
    expect((await read('StockBalance', { material: String(material.id), low: 'true' })).results).toEqual([]);
  });
  it('pages through every row in the order asked, a page at a time as whole', async () => {
    // Three materials whose names sort apart from their ids and their case, each kept at a different number of places.
    const warehouse: Location = { kind: 'warehouse', owner: (await buildWarehouse(t.db)).id };
    const couriers = await Promise.all([1, 2, 3].map(async () => ({ kind: 'courier', owner: (await buildShipper(t.db)).id }) as Location));
    for (const [name, carriers] of [
      ['zeta paging', 3],
      ['Alpha paging', 1],
      ['mid paging', 2],
    ] as const) {
      const material = await buildMaterial(t.db, { name });
      await move(t.db, { kind: 'receipt', material: material.id, quantity: 50, from: SUPPLIER, to: warehouse });
      for (const courier of couriers.slice(0, carriers)) await move(t.db, { kind: 'issue', material: material.id, quantity: 5, from: warehouse, to: courier });
    }
    const collator = new Intl.Collator();
    const key = (row: Row) => [(row.material_name as { name: string }).name, Number(row.row_id.split('-')[0])] as const;
    for (const ordering of ['material_name', '-material_name', '-quantity', 'place_name']) {
      const whole = (await read('StockBalance', { ordering, page_size: '100' })).results;
      expect(whole.length).toBeLessThan(100);
      const pages: Row[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 3); page += 1)
        pages.push(...(await read('StockBalance', { ordering, page: String(page), page_size: '3' })).results);
      expect(
        pages.map((row) => row.row_id),
        ordering,
      ).toEqual(whole.map((row) => row.row_id));
      if (!ordering.endsWith('material_name')) continue;
      const sign = ordering.startsWith('-') ? -1 : 1;
      for (const [before, after] of whole.slice(1).map((row, i) => [key(whole[i]!), key(row)] as const))
        expect(sign * collator.compare(before[0], after[0]) || before[1] - after[1], `${before.join()} before ${after.join()}`).toBeLessThan(0);
    }
  });
});

describe('StockReport', () => {
  it('opens with what was held before the first day, counts in and out inside the range, and closes at opening + in − out', async () => {
    const [first, last] = [cairoDaysAgo(3), cairoDaysAgo(1)];
    // The receipt of 200 and an issue of 30 came before the range, the last minute before its first day.
    const { material, warehouse, couriers } = await stocked(cairoDayStart(first, -60));
    const at = (when: Date, input: Omit<Parameters<typeof move>[1], 'material'>) => move(t.db, { material: material.id, ...input, at: when });
    await at(cairoDayStart(first, -1), { kind: 'issue', quantity: 30, from: warehouse, to: couriers[0] });
    await at(cairoDayStart(first), { kind: 'issue', quantity: 20, from: warehouse, to: couriers[0] });
    const returned = await at(cairoDayStart(last, 12 * 60), { kind: 'return', quantity: 5, from: couriers[0], to: warehouse });
    await at(cairoDayStart(last, 24 * 60 - 1), { kind: 'issue', quantity: 7, from: warehouse, to: couriers[1] });
    // After the range: today's reversal of the return, which the report walks back from the quantities.
    await t.db.transaction((tx) => reverseMove(tx, returned.id, null));
    const range = { from_date: first, to_date: last, material: String(material.id) };
    const page = await read('StockReport', range);
    expect(rowOf(page.results, couriers[0], material.id)).toMatchObject({ opening: 30, moved_in: 20, moved_out: 5, closing: 45, closing_value: '576.00' });
    expect(rowOf(page.results, couriers[1], material.id)).toMatchObject({ opening: 0, moved_in: 7, moved_out: 0, closing: 7 });
    expect(rowOf(page.results, warehouse, material.id)).toMatchObject({ opening: 170, moved_in: 5, moved_out: 27, closing: 148 });
    // Today the reversal took the 5 back: the closing of today's range is the kept quantity.
    const today = await read('StockReport', { from_date: cairoToday(), material: String(material.id) });
    expect(rowOf(today.results, couriers[0], material.id)).toMatchObject({ opening: 45, moved_in: 5, moved_out: 0, closing: 50 });
    expect(rowOf(today.results, couriers[0], material.id)!.closing).toBe(await heldAt(t.db, material.id, couriers[0]));

    // The moves behind each row add up to its in less its out.
    for (const row of page.results) {
      const moves = await read('stockmoves', { ...range, [String(row.place_param)]: String(row.owner_id) });
      const signed = moves.results.map((one) => Number(one.quantity));
      expect(
        signed.filter((n) => n > 0).reduce((a, b) => a + b, 0),
        row.row_id,
      ).toBe(row.moved_in);
      expect(
        signed.filter((n) => n < 0).reduce((a, b) => a - b, 0),
        row.row_id,
      ).toBe(row.moved_out);
      expect(moves.totals.quantity).toBe(Number(row.moved_in) - Number(row.moved_out));
    }
  });

  it("reads the merchants' when chosen: what they were given less what came back, only those the caller sees", async () => {
    const { material, warehouse, couriers } = await stocked();
    const merchants: [Location, Location] = [
      { kind: 'merchant', owner: (await buildCustomer(t.db)).id },
      { kind: 'merchant', owner: (await buildCustomer(t.db)).id },
    ];
    await move(t.db, { kind: 'issue', material: material.id, quantity: 30, from: warehouse, to: couriers[0] });
    for (const merchant of merchants) await move(t.db, { kind: 'delivery', material: material.id, quantity: 12, from: couriers[0], to: merchant });
    await move(t.db, { kind: 'return', material: material.id, quantity: 2, from: merchants[0], to: couriers[0] });
    const query = { material: String(material.id), place: 'merchant' };
    const page = await read('StockReport', query);
    expect(page.results.map((row) => row.place)).toEqual(['merchant', 'merchant']);
    expect(rowOf(page.results, merchants[0], material.id)).toMatchObject({
      opening: 0,
      moved_in: 12,
      moved_out: 2,
      closing: 10,
      customer_id: merchants[0].owner,
    });
    // Not unless chosen.
    expect((await read('StockReport', { material: String(material.id) })).results.map((row) => row.place).sort()).toEqual(['courier', 'warehouse']);
    const limited = await t.loginAs({ role: 'staff', urls: ['/dashboard/StockReport'] });
    await buildCustomerPermission(t.db, limited.user.id, merchants[0].owner, { view: true });
    expect((await read('StockReport', query, limited.token)).results.map((row) => row.owner_id)).toEqual([merchants[0].owner]);
    const moves = await read('stockmoves', { customer: String(merchants[0].owner), material: String(material.id) }, limited.token);
    expect(moves.results.map((row) => row.quantity)).toEqual([-2, 12]);
    // The courier on the other side, not given to it, is left blank.
    const names = moves.results.map((row) => [row.from_name, row.to_name].map((side) => (side as { name: string }).name));
    expect(names).toEqual([
      [expect.any(String), ''],
      ['', expect.any(String)],
    ]);
    expect(names[0]![0]).not.toBe('');
    const other = await t.call(limited.token, {
      method: 'GET',
      url: '/api/reports/stockmoves',
      query: { customer: String(merchants[1].owner), material: String(material.id) },
    });
    expect(other.statusCode).toBe(404);
  });

  it('asks the moves of one place: a warehouse, a courier or a merchant', async () => {
    const { material, warehouse, couriers } = await stocked();
    const neitherOrBoth: Record<string, string>[] = [{}, { warehouse: String(warehouse.owner), shipper: String(couriers[0].owner) }];
    for (const query of neitherOrBoth) {
      const answer = await t.call(admin.token, { method: 'GET', url: '/api/reports/stockmoves', query: { material: String(material.id), ...query } });
      expect([answer.statusCode, answer.json<{ errors: unknown }>().errors]).toEqual([400, { warehouse: 'validation.required' }]);
    }
  });
});

describe('a limited staff member', () => {
  it("sees the warehouses and its own couriers, not another's, and another courier named answers as a missing one", async () => {
    const { material, warehouse, couriers } = await stocked();
    for (const courier of couriers) await move(t.db, { kind: 'issue', material: material.id, quantity: 10, from: warehouse, to: courier });
    const limited = await t.loginAs({ role: 'staff', urls: ['/dashboard/StockBalance', '/dashboard/StockReport'] });
    await buildShipperPermission(t.db, limited.user.id, couriers[0].owner);
    for (const report of ['StockBalance', 'StockReport']) {
      const page = await read(report, { material: String(material.id) }, limited.token);
      expect(page.results.map((row) => [row.place, row.owner_id]).sort(), report).toEqual(
        [
          ['courier', couriers[0].owner],
          ['warehouse', warehouse.owner],
        ].sort(),
      );
      const [hidden, missing] = [
        await t.call(limited.token, { method: 'GET', url: `/api/reports/${report}`, query: { shipper: String(couriers[1].owner) } }),
        await t.call(limited.token, { method: 'GET', url: `/api/reports/${report}`, query: { shipper: '999999' } }),
      ];
      expect([hidden.statusCode, hidden.body]).toEqual([404, missing.body]);
    }
    const moves = await t.call(limited.token, {
      method: 'GET',
      url: '/api/reports/stockmoves',
      query: { shipper: String(couriers[1].owner), material: String(material.id) },
    });
    expect(moves.statusCode).toBe(404);
    // The warehouse's moves name the courier it may not see blank.
    const shelf = await read('stockmoves', { warehouse: String(warehouse.owner), material: String(material.id) }, limited.token);
    expect(shelf.results.map((row) => (row.to_name as { name: string }).name).filter((name) => name === '')).toHaveLength(1);
  });
});
