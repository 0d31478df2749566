/**
 * A material request's packaging moves with it (server/stock/requests.ts): assigned, it is issued from the chosen
 * warehouse to the courier; done, handed to the merchant; the courier changed, taken back or the request cancelled,
 * back to the warehouse; a warehouse that lacks it refuses the assignment whole, also when many race for the last units.
 */
import { describe, expect, it } from 'vitest';
import type { Location } from '../../domain/stock/moves';
import { stockProblems } from '../../server/stock/invariants';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildMaterial, buildShipper } from '../helpers/builders';
import { buildMaterialRequest, buildWarehouse, heldAt, move, stockedWarehouse } from '../helpers/stock';

const { t, admin } = await openApiTest();

const post = (url: string, payload: Record<string, unknown>) => t.call(admin.token, { method: 'POST', url: `/api${url}`, payload });
const courier = (id: number): Location => ({ kind: 'courier', owner: id });
const warehouse = (id: number): Location => ({ kind: 'warehouse', owner: id });

/** A warehouse holding `stock` of a material, two couriers, and a merchant's open request for `asked` of it. */
async function setting(stock: number, asked: number) {
  const material = (await buildMaterial(t.db)).id;
  const hub = await stockedWarehouse(t.db, material, stock);
  const customer = (await buildCustomer(t.db)).id;
  const request = await buildMaterialRequest(t.db, customer, material, asked);
  return { material, hub, customer, request, first: (await buildShipper(t.db)).id, second: (await buildShipper(t.db)).id };
}

const assign = (ids: number[], shipper: number | null, hub?: number) => post('/requests/change_shipper/', { ids, shipper, warehouse: hub, note: '' });

describe("a material request's packaging", () => {
  it('goes from the warehouse to the courier when assigned, and to the merchant when done', async () => {
    const { material, hub, customer, request, first } = await setting(100, 30);
    expect((await assign([request], first, hub)).statusCode).toBe(200);
    expect(await heldAt(t.db, material, warehouse(hub))).toBe(70);
    expect(await heldAt(t.db, material, courier(first))).toBe(30);
    expect((await post('/requests/done/', { ids: [request], note: '' })).statusCode).toBe(200);
    expect(await heldAt(t.db, material, courier(first))).toBe(0);
    expect(await heldAt(t.db, material, { kind: 'merchant', owner: customer })).toBe(30);
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it('comes back from the first courier and goes out from the warehouse now chosen when the courier changes', async () => {
    const { material, hub, request, first, second } = await setting(100, 30);
    const branch = (await buildWarehouse(t.db)).id;
    await move(t.db, { kind: 'receipt', material, quantity: 40, from: { kind: 'supplier', owner: 0 }, to: warehouse(branch) });
    expect((await assign([request], first, hub)).statusCode).toBe(200);
    expect((await assign([request], second, branch)).statusCode).toBe(200);
    expect([await heldAt(t.db, material, warehouse(hub)), await heldAt(t.db, material, warehouse(branch))]).toEqual([100, 10]);
    expect([await heldAt(t.db, material, courier(first)), await heldAt(t.db, material, courier(second))]).toEqual([0, 30]);
  });

  it('comes back to its warehouse when the courier is taken back or the request cancelled', async () => {
    const { material, hub, request, first } = await setting(100, 30);
    await assign([request], first, hub);
    expect((await assign([request], null)).statusCode).toBe(200);
    expect(await heldAt(t.db, material, warehouse(hub))).toBe(100);
    await assign([request], first, hub);
    expect((await post('/requests/cancel/', { ids: [request], note: 'merchant called' })).statusCode).toBe(200);
    expect(await heldAt(t.db, material, warehouse(hub))).toBe(100);
    expect(await heldAt(t.db, material, courier(first))).toBe(0);
  });

  it('needs a warehouse that holds enough, and otherwise leaves the request as it was', async () => {
    const { material, hub, request, first } = await setting(10, 30);
    const none = await assign([request], first);
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().errors).toEqual({ warehouse: 'stock.warehouse_required' });
    const short = await assign([request], first, hub);
    expect(short.statusCode).toBe(409);
    expect(short.json<ErrorBody & { params: Record<string, unknown> }>()).toMatchObject({ key: 'stock.not_enough', params: { left: 10, asked: 30 } });
    const listed = await t.call(admin.token, { method: 'GET', url: `/api/requests/${request}/` });
    expect(listed.json<{ status: string }>().status).toBe('open');
    expect(await heldAt(t.db, material, warehouse(hub))).toBe(10);
  });

  it('issues exactly what the warehouse holds when twenty requests are assigned at once', async () => {
    const { material, hub, customer, first } = await setting(10, 1);
    const requests = await Promise.all(Array.from({ length: 20 }, () => buildMaterialRequest(t.db, customer, material, 1)));
    const answers = await Promise.all(requests.map((id) => assign([id], first, hub)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    expect(await heldAt(t.db, material, warehouse(hub))).toBe(0);
    expect(await heldAt(t.db, material, courier(first))).toBe(10);
    expect(await stockProblems(t.db)).toEqual([]);
  });
});
