/**
 * Stock entries (domain/stock/entries.ts, server/routes/stock-entries): a draft moves nothing and may change; posting
 * moves each line and prices a receipt into the weighted average cost; a posted entry is never edited, only reversed,
 * which undoes its moves and its cost; a warehouse that lacks the stock refuses the whole entry; every id is checked.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StockEntryRecord } from '../../domain/api/stock-entries';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { averageCost } from '../../domain/stock/materials';
import { packagingMaterials } from '../../server/db/schema';
import { stockProblems } from '../../server/stock/invariants';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildMaterial } from '../helpers/builders';
import { buildWarehouse, heldAt } from '../helpers/stock';

const { t, admin } = await openApiTest();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, token = admin.token) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });

const place = (id: number) => ({ kind: 'warehouse' as const, owner: id });

/** Two warehouses and a material, fresh for each test. */
async function setting() {
  const [main, branch] = [await buildWarehouse(t.db), await buildWarehouse(t.db)];
  const material = await buildMaterial(t.db, { name_ar: 'أكياس' });
  return { main: main.id, branch: branch.id, material: material.id };
}

const receipt = (warehouse: number, lines: { material: number; quantity: number; unit_cost: string }[], extra: Record<string, unknown> = {}) =>
  call('POST', '/api/stock_entry', { kind: 'receipt', warehouse_id: warehouse, supplier: 'Cairo Packaging', entry_date: cairoToday(), lines, ...extra });

async function posted(warehouse: number, material: number, quantity: number, unit_cost: string) {
  const made = await receipt(warehouse, [{ material, quantity, unit_cost }], { post: true });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<StockEntryRecord>();
}

const averageOf = async (material: number) => {
  const [row] = await t.db.select().from(packagingMaterials).where(eq(packagingMaterials.id, material));
  return averageCost(row!);
};

describe('stock entries', () => {
  it('keeps a draft from moving stock until it is posted, and lets the draft change meanwhile', async () => {
    const { main, material } = await setting();
    const made = await receipt(main, [{ material, quantity: 100, unit_cost: '2.00' }]);
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json<StockEntryRecord>();
    expect(draft).toMatchObject({ status: 'draft', quantity: 100, value: '200.00' });
    expect(await heldAt(t.db, material, place(main))).toBe(0);

    const changed = await call('PUT', `/api/stock_entry/${draft.id}`, {
      kind: 'receipt',
      warehouse_id: main,
      supplier: 'Cairo Packaging',
      entry_date: cairoToday(),
      lines: [{ material, quantity: 120, unit_cost: '2.50' }],
      version: draft.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await call('POST', `/api/stock_entry/${draft.id}/post/`, { version: draft.version });
    expect(stale.statusCode).toBe(409);

    const post = await call('POST', `/api/stock_entry/${draft.id}/post/`, { version: changed.json<StockEntryRecord>().version });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json<StockEntryRecord>()).toMatchObject({ status: 'posted', value: '300.00', posted_by_name: expect.any(String) });
    expect(await heldAt(t.db, material, place(main))).toBe(120);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it('values stock at the weighted average of its receipts, and takes a reversed receipt back out', async () => {
    const { main, material } = await setting();
    await posted(main, material, 100, '2.00');
    const second = await posted(main, material, 300, '3.00');
    // (100 × 2.00 + 300 × 3.00) / 400 = 2.75
    expect(await averageOf(material)).toBe(275n);
    const reversed = await call('POST', `/api/stock_entry/${second.id}/reverse/`, { note: 'wrong supplier' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json<StockEntryRecord>().status).toBe('reversed');
    expect(await averageOf(material)).toBe(200n);
    expect(await heldAt(t.db, material, place(main))).toBe(100);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it('never edits or deletes a posted entry, and reverses it only once', async () => {
    const { main, material } = await setting();
    const entry = await posted(main, material, 10, '1.00');
    const body = { kind: 'receipt', warehouse_id: main, entry_date: cairoToday(), lines: [{ material, quantity: 5, unit_cost: '1.00' }] };
    const edit = await call('PUT', `/api/stock_entry/${entry.id}`, body);
    expect(edit.statusCode).toBe(409);
    expect(edit.json<ErrorBody>().key).toBe('stock_entry.not_draft');
    expect((await call('DELETE', `/api/stock_entry/${entry.id}`)).statusCode).toBe(409);
    expect((await call('POST', `/api/stock_entry/${entry.id}/reverse/`, {})).statusCode).toBe(200);
    const again = await call('POST', `/api/stock_entry/${entry.id}/reverse/`, {});
    expect(again.json<ErrorBody>().key).toBe('stock_entry.not_posted');
    expect(await heldAt(t.db, material, place(main))).toBe(0);
  });

  it('moves a transfer between warehouses, and refuses the whole of one the warehouse cannot bear, naming what is left', async () => {
    const { main, branch, material } = await setting();
    const other = (await buildMaterial(t.db)).id;
    await posted(main, material, 30, '1.00');
    await posted(main, other, 5, '1.00');
    const transfer = (quantity: number) =>
      call('POST', '/api/stock_entry', {
        kind: 'transfer',
        warehouse_id: main,
        to_warehouse_id: branch,
        entry_date: cairoToday(),
        lines: [
          { material, quantity: 10 },
          { material: other, quantity },
        ],
        post: true,
      });
    const refused = await transfer(6);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody & { params: Record<string, unknown> }>()).toMatchObject({ key: 'stock.not_enough', params: { left: 5, asked: 6 } });
    expect(await heldAt(t.db, material, place(main))).toBe(30);
    const moved = await transfer(5);
    expect(moved.statusCode, moved.body).toBe(201);
    expect(await heldAt(t.db, material, place(branch))).toBe(10);
    expect(await heldAt(t.db, other, place(main))).toBe(0);
    // Reversing the transfer needs the branch still to hold what it was sent.
    expect((await call('POST', `/api/stock_entry/${moved.json<StockEntryRecord>().id}/reverse/`, {})).statusCode).toBe(200);
    expect(await heldAt(t.db, material, place(main))).toBe(30);
  });

  it('adds what was found and takes what was damaged, each with its reason', async () => {
    const { main, material } = await setting();
    await posted(main, material, 20, '1.00');
    const adjust = (reason: string | null, quantity: number) =>
      call('POST', '/api/stock_entry', {
        kind: 'adjustment',
        warehouse_id: main,
        reason,
        entry_date: cairoToday(),
        lines: [{ material, quantity }],
        post: true,
      });
    expect((await adjust('damaged', 4)).statusCode).toBe(201);
    expect((await adjust('found', 1)).statusCode).toBe(201);
    expect(await heldAt(t.db, material, place(main))).toBe(17);
    // The loss and adjustment place holds, net, what went missing.
    expect(await heldAt(t.db, material, { kind: 'adjustment', owner: 0 })).toBe(3);
    const noReason = await adjust(null, 1);
    expect(noReason.json<ErrorBody>().errors).toEqual({ reason: 'stock_entry.reason_required' });
  });

  it('refuses bad entries beside the field and stores nothing', async () => {
    const { main, branch, material } = await setting();
    const closed = (await buildWarehouse(t.db, { is_active: false })).id;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ lines: [] }, { lines: 'stock_entry.lines_required' }],
      [{ lines: [{ material, quantity: 0, unit_cost: '1.00' }] }, { 'lines.0.quantity': 'stock.bad_quantity' }],
      [{ lines: [{ material, quantity: 1, unit_cost: '10000.01' }] }, { 'lines.0.unit_cost': 'stock_entry.cost_too_high' }],
      [{ lines: [{ material, quantity: 1, unit_cost: 'abc' }] }, { 'lines.0.unit_cost': 'stock_entry.cost_invalid' }],
      [
        {
          lines: [
            { material, quantity: 1, unit_cost: '1' },
            { material, quantity: 2, unit_cost: '1' },
          ],
        },
        { 'lines.1.material': 'stock_entry.material_twice' },
      ],
      [{ lines: [{ material: 2147483000, quantity: 1, unit_cost: '1' }] }, { 'lines.0.material': 'errors.not_found' }],
      [{ warehouse_id: 2147483000 }, { warehouse_id: 'errors.not_found' }],
      [{ warehouse_id: closed }, { warehouse_id: 'stock_entry.warehouse_inactive' }],
      [{ kind: 'transfer', to_warehouse_id: main }, { to_warehouse_id: 'stock_entry.same_warehouse' }],
      [{ kind: 'transfer', to_warehouse_id: null }, { to_warehouse_id: 'stock_entry.to_required' }],
      [{ entry_date: cairoDaysAgo(-1) }, { entry_date: 'validation.date_future' }],
    ];
    for (const [change, errors] of cases) {
      const answer = await receipt(main, [{ material, quantity: 1, unit_cost: '1.00' }], change);
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json<ErrorBody>().errors, JSON.stringify(change)).toEqual(errors);
    }
    const listed = await call('GET', `/api/stock_entry/?warehouse=${branch}`);
    expect(listed.json<{ count: number }>().count).toBe(0);
    expect(await heldAt(t.db, material, place(main))).toBe(0);
  });

  it('lets a staff member with the screen list, change, post and reverse entries, and write new ones only with its new page', async () => {
    const { main, material } = await setting();
    const draft = (await receipt(main, [{ material, quantity: 3, unit_cost: '1.00' }])).json<StockEntryRecord>();
    const newBody = { kind: 'receipt', warehouse_id: main, entry_date: cairoToday(), lines: [{ material, quantity: 1, unit_cost: '1.00' }] };
    // Editing follows the list (domain/permissions/actions.ts): the screen's holder may post and reverse.
    const keeper = await t.loginAs({ role: 'staff', urls: ['/dashboard/stock_entry'] });
    expect((await call('GET', `/api/stock_entry/${draft.id}`, undefined, keeper.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/stock_entry', newBody, keeper.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/stock_entry/${draft.id}/post/`, {}, keeper.token)).statusCode).toBe(200);
    const buyer = await t.loginAs({ role: 'staff', urls: ['/dashboard/stock_entry/new'] });
    expect((await call('POST', '/api/stock_entry', newBody, buyer.token)).statusCode).toBe(201);
    for (const outsider of [await t.loginAs({ role: 'staff', urls: ['/dashboard/material'] }), await t.loginAs({ role: 'customer' })]) {
      expect((await call('GET', '/api/stock_entry/', undefined, outsider.token)).statusCode).toBe(403);
      expect((await call('POST', `/api/stock_entry/${draft.id}/reverse/`, {}, outsider.token)).statusCode).toBe(403);
    }
  });

  it('posts an entry once when two people post it at the same moment', async () => {
    const { main, material } = await setting();
    const draft = (await receipt(main, [{ material, quantity: 7, unit_cost: '1.00' }])).json<StockEntryRecord>();
    const answers = await Promise.all([1, 2].map(() => call('POST', `/api/stock_entry/${draft.id}/post/`, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await heldAt(t.db, material, place(main))).toBe(7);
    expect(await averageOf(material)).toBe(100n);
  });
});
