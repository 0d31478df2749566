/**
 * Stock counts (domain/stock/counts.ts, server/routes/stock-counts): a draft of a warehouse or courier, counted and
 * submitted, posts its differences to adjustment only when another person at the approval desk approves it; the
 * submitter never approves; a refusal moves nothing; two approvals post once; a count whose stock moved since
 * submission is refused naming the material; an invisible courier is missing; the low-stock bell rings once per
 * crossing, for the stock screens' holders only.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StockCountRecord } from '../../domain/api/stock-counts';
import type { Location } from '../../domain/stock/moves';
import { notifications } from '../../server/db/schema';
import { stockProblems } from '../../server/stock/invariants';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildMaterial, buildShipper, buildShipperPermission } from '../helpers/builders';
import { buildWarehouse, heldAt, move } from '../helpers/stock';

const { t, admin } = await openApiTest();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, token = admin.token) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });

const COUNTING = ['/dashboard/stockcount', '/dashboard/stockcount/new'];
const counter = await t.loginAs({ role: 'staff', urls: COUNTING });
const approver = await t.loginAs({ role: 'staff', urls: [...COUNTING, '/dashboard/approvallist'] });
const secondApprover = await t.loginAs({ role: 'staff', urls: ['/dashboard/stockcount', '/dashboard/approvallist'] });

const supplier: Location = { kind: 'supplier', owner: 0 };
const adjustment: Location = { kind: 'adjustment', owner: 0 };
const shelf = (id: number): Location => ({ kind: 'warehouse', owner: id });

/** A warehouse holding 10 bags and 4 boxes. */
async function stocked() {
  const warehouse = (await buildWarehouse(t.db)).id;
  const [bags, boxes] = [(await buildMaterial(t.db)).id, (await buildMaterial(t.db)).id];
  await move(t.db, { kind: 'receipt', material: bags, quantity: 10, from: supplier, to: shelf(warehouse) });
  await move(t.db, { kind: 'receipt', material: boxes, quantity: 4, from: supplier, to: shelf(warehouse) });
  return { warehouse, bags, boxes };
}

/** A count of the warehouse by the counter, counted as given and submitted. */
async function submitted(warehouse: number, counted: Record<number, number>) {
  const made = await call('POST', '/api/stockcount', { place: 'warehouse', owner_id: warehouse }, counter.token);
  expect(made.statusCode, made.body).toBe(201);
  const draft = made.json<StockCountRecord>();
  const lines = draft.lines.map((line) => ({ material: line.material, counted: counted[line.material] ?? line.expected }));
  const saved = await call('PUT', `/api/stockcount/${draft.id}`, { lines, version: draft.version }, counter.token);
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await call('POST', `/api/stockcount/${draft.id}/submit/`, { version: saved.json<StockCountRecord>().version }, counter.token);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<StockCountRecord>();
}

describe('stock counts', () => {
  it('moves nothing until another person approves, then posts each difference to adjustment so the shelf holds what was counted', async () => {
    const { warehouse, bags, boxes } = await stocked();
    const count = await submitted(warehouse, { [bags]: 7, [boxes]: 6 });
    expect(count).toMatchObject({ status: 'submitted', differences: 2 });
    expect(count.lines.find((line) => line.material === bags)).toMatchObject({ expected: 10, counted: 7, difference: -3 });
    expect(await heldAt(t.db, bags, shelf(warehouse))).toBe(10);

    const approved = await call('POST', `/api/stockcount/${count.id}/approve/`, { version: count.version }, approver.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StockCountRecord>()).toMatchObject({ status: 'approved', decided_by_name: approver.user.username });
    expect(await heldAt(t.db, bags, shelf(warehouse))).toBe(7);
    expect(await heldAt(t.db, boxes, shelf(warehouse))).toBe(6);
    expect(await heldAt(t.db, bags, adjustment)).toBe(3);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it('never lets the person who submitted a count approve it, nor anyone without the approval list', async () => {
    const { warehouse, bags } = await stocked();
    const superCounter = await t.loginAs({ role: 'superuser' });
    const made = (await call('POST', '/api/stockcount', { place: 'warehouse', owner_id: warehouse }, superCounter.token)).json<StockCountRecord>();
    const lines = made.lines.map((line) => ({ material: line.material, counted: 1 }));
    const saved = (await call('PUT', `/api/stockcount/${made.id}`, { lines }, superCounter.token)).json<StockCountRecord>();
    await call('POST', `/api/stockcount/${saved.id}/submit/`, {}, superCounter.token);
    const own = await call('POST', `/api/stockcount/${made.id}/approve/`, {}, superCounter.token);
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>().key).toBe('stock_count.own_count');
    const outsider = await call('POST', `/api/stockcount/${made.id}/approve/`, {}, counter.token);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json<ErrorBody>().key).toBe('stock_count.not_approver');
    expect(await heldAt(t.db, bags, shelf(warehouse))).toBe(10);
  });

  it('posts nothing for a refused count, and asks for the reason', async () => {
    const { warehouse, bags } = await stocked();
    const count = await submitted(warehouse, { [bags]: 2 });
    const bare = await call('POST', `/api/stockcount/${count.id}/refuse/`, { note: '  ' }, approver.token);
    expect(bare.statusCode).toBe(400);
    expect(bare.json<ErrorBody>().errors).toEqual({ note: 'stock_count.reason_required' });
    const refused = await call('POST', `/api/stockcount/${count.id}/refuse/`, { note: 'Counted the wrong shelf' }, approver.token);
    expect(refused.json<StockCountRecord>()).toMatchObject({ status: 'refused', refusal_note: 'Counted the wrong shelf' });
    expect(await heldAt(t.db, bags, shelf(warehouse))).toBe(10);
    const late = await call('POST', `/api/stockcount/${count.id}/approve/`, {}, secondApprover.token);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().key).toBe('stock_count.not_submitted');
  });

  it('posts a count once when two people approve it at the same moment', async () => {
    const { warehouse, bags } = await stocked();
    const count = await submitted(warehouse, { [bags]: 4 });
    const answers = await Promise.all([approver, secondApprover].map((who) => call('POST', `/api/stockcount/${count.id}/approve/`, {}, who.token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await heldAt(t.db, bags, shelf(warehouse))).toBe(4);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it('refuses to approve a count whose place moved since it was submitted, naming the material', async () => {
    const { warehouse, bags } = await stocked();
    const count = await submitted(warehouse, { [bags]: 9 });
    await move(t.db, { kind: 'receipt', material: bags, quantity: 5, from: supplier, to: shelf(warehouse) });
    const approved = await call('POST', `/api/stockcount/${count.id}/approve/`, {}, approver.token);
    expect(approved.statusCode).toBe(409);
    expect(approved.json<ErrorBody & { params: Record<string, unknown> }>()).toMatchObject({
      key: 'stock_count.stock_moved',
      params: { expected: 10, held: 15 },
    });
    expect(await heldAt(t.db, bags, shelf(warehouse))).toBe(15);
  });

  it('keeps a draft editable only while a draft, and counts a scanned material that was not on it', async () => {
    const { warehouse, bags } = await stocked();
    const extra = (await buildMaterial(t.db)).id;
    const count = await submitted(warehouse, { [bags]: 10 });
    expect((await call('PUT', `/api/stockcount/${count.id}`, { lines: [] }, counter.token)).json<ErrorBody>().key).toBe('stock_count.not_draft');
    expect((await call('DELETE', `/api/stockcount/${count.id}`, undefined, counter.token)).statusCode).toBe(409);

    const draft = (await call('POST', '/api/stockcount', { place: 'warehouse', owner_id: warehouse }, counter.token)).json<StockCountRecord>();
    const lines = [...draft.lines.map((line) => ({ material: line.material, counted: line.expected })), { material: extra, counted: 2 }];
    const saved = (await call('PUT', `/api/stockcount/${draft.id}`, { lines }, counter.token)).json<StockCountRecord>();
    expect(saved.lines.find((line) => line.material === extra)).toMatchObject({ expected: 0, counted: 2, difference: 2 });
    expect((await call('DELETE', `/api/stockcount/${draft.id}`, undefined, counter.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/stockcount/${draft.id}`, undefined, counter.token)).statusCode).toBe(404);
  });

  it('counts a courier only for who may see him: anyone else finds him missing', async () => {
    const [seen, hidden] = [await buildShipper(t.db), await buildShipper(t.db)];
    const limited = await t.loginAs({ role: 'staff', urls: COUNTING });
    await buildShipperPermission(t.db, limited.user.id, seen.id);
    const create = (owner: number) => call('POST', '/api/stockcount', { place: 'courier', owner_id: owner }, limited.token);
    expect((await create(seen.id)).statusCode).toBe(201);
    const [invisible, absent] = [await create(hidden.id), await create(2_000_000_001)];
    expect(invisible.statusCode).toBe(404);
    expect(invisible.body).toBe(absent.body);
    const theirs = (await call('POST', '/api/stockcount', { place: 'courier', owner_id: hidden.id })).json<StockCountRecord>();
    expect((await call('GET', `/api/stockcount/${theirs.id}`, undefined, limited.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/stockcount/${theirs.id}`, { lines: [] }, limited.token)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/stockcount/?place=courier', undefined, limited.token)).json<{ results: StockCountRecord[] }>();
    expect(listed.results.map((row) => row.owner_id)).toEqual([seen.id]);
  });

  it('refuses bad input beside the field (400), never a 500, and keeps the screen to its holders', async () => {
    const { warehouse, bags } = await stocked();
    const draft = (await call('POST', '/api/stockcount', { place: 'warehouse', owner_id: warehouse })).json<StockCountRecord>();
    const bad = [
      { lines: [{ material: bags, counted: -1 }] },
      {
        lines: [
          { material: bags, counted: 1 },
          { material: bags, counted: 2 },
        ],
      },
      { lines: [{ material: 2_000_000_000, counted: 1 }] },
      { lines: [{ material: bags, counted: 'ten' }] },
      { lines: 'all' },
    ];
    for (const body of bad) expect((await call('PUT', `/api/stockcount/${draft.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await call('POST', '/api/stockcount', { place: 'merchant', owner_id: warehouse })).statusCode).toBe(400);
    const uncounted = await call('POST', `/api/stockcount/${draft.id}/submit/`, {});
    expect(uncounted.json<ErrorBody>().errors).toEqual({ 'lines.0.counted': 'stock_count.not_counted', 'lines.1.counted': 'stock_count.not_counted' });
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/material'] });
    expect((await call('GET', '/api/stockcount/', undefined, outsider.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/stockcount', { place: 'warehouse', owner_id: warehouse }, approver.token)).statusCode).toBe(201);
    expect((await call('POST', '/api/stockcount', { place: 'warehouse', owner_id: warehouse }, secondApprover.token)).statusCode).toBe(403);
  });

  it('rings the low-stock bell once when the warehouses fall below the reorder point, for the stock screens only', async () => {
    const keeper = await t.loginAs({ role: 'staff', urls: ['/dashboard/material'] });
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/stock_entry'] });
    const material = (await buildMaterial(t.db, { reorder_point: 5 })).id;
    const warehouse = (await buildWarehouse(t.db)).id;
    const bells = async (user: number) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.for_user, user), eq(notifications.realated_entity_id, String(material))))
      ).length;
    await move(t.db, { kind: 'receipt', material, quantity: 8, from: supplier, to: shelf(warehouse) });
    expect(await bells(keeper.user.id)).toBe(0);
    await move(t.db, { kind: 'count_difference', material, quantity: 4, from: shelf(warehouse), to: adjustment });
    await move(t.db, { kind: 'count_difference', material, quantity: 1, from: shelf(warehouse), to: adjustment });
    expect(await bells(keeper.user.id)).toBe(1);
    expect(await bells(other.user.id)).toBe(0);
    await move(t.db, { kind: 'receipt', material, quantity: 10, from: supplier, to: shelf(warehouse) });
    await move(t.db, { kind: 'count_difference', material, quantity: 12, from: shelf(warehouse), to: adjustment });
    expect(await bells(keeper.user.id)).toBe(2);
  });
});
