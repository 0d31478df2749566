import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission, buildFieldPermission } from '../helpers/builders';
import { balanceOf, closingsApi, ledgerProblems } from '../helpers/ledger';
import { storedOrder } from '../helpers/orders-api';
import { merchantDue } from '../helpers/settlements';

const { t, admin } = await openApiTest();
const supervisor = await t.loginAs({ role: 'superuser' });
const fee = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/orders/fee/', payload });

describe("changing an order's fees (POST fee)", () => {
  it('applies at once before the money is closed, with the reason on its timeline', async () => {
    const { customer, outstanding } = await merchantDue(t, admin.token, supervisor.token);
    const before = await balanceOf(t.db, 'merchant', customer.id);
    const changed = await fee(admin.token, { id: outstanding.id, total_fees: '55.00', reason: 'heavier than declared' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ applied: true, requests: [] });
    expect(await storedOrder(t.db, outstanding.id)).toMatchObject({ total_fees: '55.00' });
    expect(await balanceOf(t.db, 'merchant', customer.id)).toBe(before + 1000n);
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, outstanding.id), eq(orderEvents.action, 'fee')));
    expect(event).toMatchObject({ note: 'heavier than declared', changes: { total_fees: ['45.00', '55.00'] } });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('asks for approval once the order is settled, and the approved change is the next statement’s adjustment', async () => {
    const { customer, returned } = await merchantDue(t, admin.token, supervisor.token);
    const asked = await fee(admin.token, { id: returned.id, return_fees: '20.00', reason: 'return price list changed' });
    expect(asked.statusCode, asked.body).toBe(202);
    const { requests } = asked.json<{ requests: number[] }>();
    expect(requests).toHaveLength(1);
    expect(await storedOrder(t.db, returned.id)).toMatchObject({ return_fees: '15.00' });
    const moved = await closingsApi(t).move(admin.token, { id: returned.id, status: 'Pending', note: 'sent back by mistake' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<ErrorBody>().message).toMatch(/is settled in statement \d+/);
    expect((await closingsApi(t).decide(supervisor.token, requests[0]!, 'approve')).statusCode).toBe(200);
    expect(await storedOrder(t.db, returned.id)).toMatchObject({ return_fees: '20.00' });
    expect(await balanceOf(t.db, 'merchant', customer.id)).toBe(-35500n + 500n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses a change without a reason, without a new figure, or by someone who may not see the fees', async () => {
    const { customer, outstanding } = await merchantDue(t, admin.token, supervisor.token);
    const noReason = await fee(admin.token, { id: outstanding.id, total_fees: '50.00', reason: ' ' });
    expect(noReason.json<ErrorBody>().errors).toHaveProperty('reason');
    const same = await fee(admin.token, { id: outstanding.id, total_fees: '45.00', reason: 'x' });
    expect(same.statusCode).toBe(400);
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders/edit'] });
    await buildCustomerPermission(t.db, clerk.user.id, customer.id, { view: true, updateOrder: true });
    await buildFieldPermission(t.db, clerk.user.id, 'show_fees', false);
    const blind = await fee(clerk.token, { id: outstanding.id, total_fees: '50.00', reason: 'x' });
    expect(blind.statusCode).toBe(403);
    expect(blind.json<ErrorBody>().message).toBe('Only users who may see the fees can change them');
    const stranger = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders/edit'] });
    expect((await fee(stranger.token, { id: outstanding.id, total_fees: '50.00', reason: 'x' })).statusCode).toBe(404);
    expect(await storedOrder(t.db, outstanding.id)).toMatchObject({ total_fees: '45.00' });
  });
});
