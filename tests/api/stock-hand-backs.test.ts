/**
 * A courier's packaging at his closing (domain/stock/hand-backs.ts, server/stock/hand-backs.ts): listed with its
 * cost, what he brings back received into a warehouse and what is missing taken out of his hands, in one go; the
 * missing becomes his debt only when a second person approves the charge on the approval list.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOVE_MAX_QUANTITY } from '../../domain/stock/moves';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildHub, buildMaterial, buildShipper, buildShipperPermission, buildSpecialPermissions } from '../helpers/builders';
import { balanceOf, closingsApi, ledgerProblems } from '../helpers/ledger';
import { heldAt, move, stockedWarehouse } from '../helpers/stock';
import { stockProblems } from '../../server/stock/invariants';

const { t, admin } = await openApiTest();
const ledger = closingsApi(t);
// The hub is shipper 1, never a courier of the custody report.
await buildHub(t.db);
const CLOSING = ['/dashboard/shipperclosing', '/dashboard/shipperclosing/new'];
const clerk = await t.loginAs({ role: 'staff', urls: CLOSING });
const approver = await t.loginAs({ role: 'staff', urls: [...CLOSING, '/dashboard/approvallist'] });
await buildSpecialPermissions(t.db, clerk.user.id, ['request_money_change', 'approve_money_change']);
await buildSpecialPermissions(t.db, approver.user.id, ['request_money_change', 'approve_money_change']);

type Call = { shipper: number; warehouse: number; lines: { material: number; returned: number; missing: number }[]; charge_missing?: boolean; note?: string };
const handBack = (body: Call & { idempotency_key?: string }, token = admin.token) =>
  t.call(token, { method: 'POST', url: '/api/shipperclosing/materials/', payload: body });
const carried = (shipper: number, token = admin.token) =>
  t.call(token, { method: 'GET', url: '/api/shipperclosing/materials/', query: { shipper: String(shipper) } });

/** A courier carrying 50 bags issued from a warehouse; bags cost 1.50 LE each. */
async function carrying() {
  const bags = (await buildMaterial(t.db, { unit_cost: 150n })).id;
  const warehouse = await stockedWarehouse(t.db, bags, 200);
  const shipper = (await buildShipper(t.db)).id;
  await buildShipperPermission(t.db, clerk.user.id, shipper);
  await buildShipperPermission(t.db, approver.user.id, shipper);
  const courier = { kind: 'courier' as const, owner: shipper };
  await move(t.db, { kind: 'issue', material: bags, quantity: 50, from: { kind: 'warehouse', owner: warehouse }, to: courier });
  return { bags, warehouse, shipper, courier };
}

describe("a courier's packaging at his closing", () => {
  it('lists what he carries, takes back what he brings and what is missing, and charges him only once a second person approves', async () => {
    const { bags, warehouse, shipper, courier } = await carrying();
    const listed = (await carried(shipper, clerk.token)).json<{ materials: { material: number; held: number; unit_cost: string }[] }>();
    expect(listed.materials).toEqual([expect.objectContaining({ material: bags, held: 50, unit_cost: '1.50' })]);
    // His custody shows it too: 50 units worth 75.00 LE.
    const custody = (await ledger.custody(admin.token)).json<{ results: { shipper_id: number; packaging: number; packaging_value: string }[] }>();
    expect(custody.results.find((row) => row.shipper_id === shipper)).toMatchObject({ packaging: 50, packaging_value: '75.00' });
    const saved = await handBack(
      { shipper, warehouse, lines: [{ material: bags, returned: 30, missing: 4 }], charge_missing: true, note: 'Lost on the bus' },
      clerk.token,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const record = saved.json<{ returned: number; missing: number; missing_value: string; money_request_id: number }>();
    expect(record).toMatchObject({ returned: 30, missing: 4, missing_value: '6.00' });
    expect(await heldAt(t.db, bags, courier)).toBe(16);
    expect(await heldAt(t.db, bags, { kind: 'warehouse', owner: warehouse })).toBe(180);
    // Nothing is his debt until someone else approves; the clerk cannot approve his own request.
    expect(await balanceOf(t.db, 'shipper_debt', shipper)).toBe(0n);
    expect((await ledger.decide(clerk.token, record.money_request_id, 'approve')).statusCode).toBe(403);
    const approved = await ledger.decide(approver.token, record.money_request_id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceOf(t.db, 'shipper_debt', shipper)).toBe(600n);
    expect((await ledger.decide(approver.token, record.money_request_id, 'approve')).statusCode).toBe(409);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it('leaves the loss with the company when no charge is asked for or it is refused', async () => {
    const { bags, warehouse, shipper } = await carrying();
    const silent = await handBack({ shipper, warehouse, lines: [{ material: bags, returned: 0, missing: 2 }] }, clerk.token);
    expect(silent.json<{ money_request_id: number | null }>().money_request_id).toBeNull();
    const asked = (
      await handBack({ shipper, warehouse, lines: [{ material: bags, returned: 0, missing: 3 }], charge_missing: true, note: 'Torn' }, clerk.token)
    ).json<{
      money_request_id: number;
    }>();
    expect((await ledger.decide(approver.token, asked.money_request_id, 'refuse')).statusCode).toBe(200);
    expect(await balanceOf(t.db, 'shipper_debt', shipper)).toBe(0n);
  });

  it('moves once for one key and never more than he carries, also when two clerks hand back at once', async () => {
    const { bags, warehouse, shipper, courier } = await carrying();
    const body = { shipper, warehouse, lines: [{ material: bags, returned: 20, missing: 0 }], idempotency_key: 'hand-back-once-1' };
    const [first, again] = [await handBack(body), await handBack(body)];
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    expect(await heldAt(t.db, bags, courier)).toBe(30);
    const all = { shipper, warehouse, lines: [{ material: bags, returned: 30, missing: 0 }] };
    const raced = await Promise.all([handBack(all), handBack(all)]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(raced.find((answer) => answer.statusCode === 400)!.json<ErrorBody>().errors).toEqual({ 'lines.0.material': 'stock.hand_back_not_held' });
    expect(await heldAt(t.db, bags, courier)).toBe(0);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it('refuses bad lines beside their field and changes nothing', async () => {
    const { bags, warehouse, shipper, courier } = await carrying();
    const other = (await buildMaterial(t.db)).id;
    const cases: [Call['lines'], Record<string, string>][] = [
      [[{ material: bags, returned: 40, missing: 11 }], { 'lines.0.missing': 'stock.hand_back_too_many' }],
      [[{ material: other, returned: 1, missing: 0 }], { 'lines.0.material': 'stock.hand_back_not_held' }],
      [[{ material: bags, returned: 0, missing: 0 }], { lines: 'stock.hand_back_empty' }],
      [
        [
          { material: bags, returned: 1, missing: 0 },
          { material: bags, returned: 1, missing: 0 },
        ],
        { 'lines.1.material': 'stock.duplicate_material' },
      ],
    ];
    for (const [lines, errors] of cases) {
      const answer = await handBack({ shipper, warehouse, lines });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ErrorBody>().errors).toEqual(errors);
    }
    const unnamed = await handBack({ shipper, warehouse, lines: [{ material: bags, returned: 0, missing: 1 }], charge_missing: true });
    expect(unnamed.json<ErrorBody>().errors).toEqual({ note: 'ledger.reason_required' });
    expect((await handBack({ shipper, warehouse: 2_000_000_000, lines: [{ material: bags, returned: 1, missing: 0 }] })).json<ErrorBody>().errors).toEqual({
      warehouse: 'errors.not_found',
    });
    expect(await heldAt(t.db, bags, courier)).toBe(50);
  });

  it('refuses absurd units, moving and charging nothing', async () => {
    const { bags, warehouse, shipper, courier } = await carrying();
    for (const missing of [MOVE_MAX_QUANTITY + 1, Number.MAX_SAFE_INTEGER, -1, 1.5, '1e9']) {
      const refused = await t.call(admin.token, {
        method: 'POST',
        url: '/api/shipperclosing/materials/',
        payload: { shipper, warehouse, lines: [{ material: bags, returned: 0, missing }], charge_missing: true, note: 'Lost' },
      });
      expect(refused.statusCode, `${missing}: ${refused.body}`).toBe(400);
      // The schema refuses it, naming the lines (the dialog's own check names the line first: more than he carries).
      expect(refused.json<ErrorBody>().errors, String(missing)).toEqual({ lines: 'validation.invalid' });
    }
    expect(await heldAt(t.db, bags, courier)).toBe(50);
    expect(await balanceOf(t.db, 'shipper_debt', shipper)).toBe(0n);
    expect(await t.db.execute(sql`select 1 from money_requests where shipper_id = ${shipper}`)).toMatchObject({ rows: [] });
  });

  it('keeps a courier the caller may not see missing, and the screen to those who make closings', async () => {
    const { bags, warehouse } = await carrying();
    const hidden = (await buildShipper(t.db)).id;
    const [invisible, absent] = [await carried(hidden, clerk.token), await carried(2_000_000_001, clerk.token)];
    expect(invisible.statusCode).toBe(404);
    expect(invisible.body).toBe(absent.body);
    expect((await handBack({ shipper: hidden, warehouse, lines: [{ material: bags, returned: 1, missing: 0 }] }, clerk.token)).statusCode).toBe(404);
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/shipperclosing'] });
    expect((await carried(hidden, outsider.token)).statusCode).toBe(403);
    // Asking to charge a courier needs the code that asks for changes of money.
    const plain = await t.loginAs({ role: 'staff', urls: CLOSING });
    const second = await carrying();
    await buildShipperPermission(t.db, plain.user.id, second.shipper);
    const charge = {
      shipper: second.shipper,
      warehouse: second.warehouse,
      lines: [{ material: second.bags, returned: 0, missing: 1 }],
      charge_missing: true,
      note: 'Lost',
    };
    expect((await handBack(charge, plain.token)).statusCode).toBe(403);
    const asked = await t.call(approver.token, {
      method: 'POST',
      url: '/api/approvallist/',
      payload: { kind: 'material_shortage', shipper_id: hidden, amount: '5.00', reason: 'x' },
    });
    expect(asked.statusCode).toBe(400);
  });
});
