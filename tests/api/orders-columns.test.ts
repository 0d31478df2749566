import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_COLUMNS, ORDER_COLUMNS } from '../../domain/orders/record';
import { orderColumnVisibility } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';

const { t, admin } = await openApiTest();

type Columns = Record<string, boolean>;
const defaults = Object.fromEntries(ORDER_COLUMNS.map((c) => [c, DEFAULT_ORDER_COLUMNS.has(c)]));

const read = (token: string | null, userid?: number) =>
  t.call(token, { method: 'GET', url: '/api/orders/get_OrderColumnVisibility', query: userid === undefined ? {} : { userid: String(userid) } });
const save = (token: string, columns: unknown) => t.call(token, { method: 'POST', url: '/api/orders/saveOrderColumnVisibility', payload: { columns } });

describe('order column visibility', () => {
  it('shows the default columns until the user saves a choice, then keeps that choice', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    const first = await read(staff.token, staff.user.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ columns: Columns }>().columns).toEqual(defaults);
    expect(defaults).toMatchObject({ serial: true, Order_Delivery_Status: true, total_amount: true, notes: false });

    const saved = await save(staff.token, { notes: true, phone: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ columns: Columns }>().columns).toEqual({ ...defaults, notes: true, phone: false });

    await save(staff.token, { phone: true });
    const again = await read(staff.token);
    expect(again.json<{ columns: Columns }>().columns).toEqual({ ...defaults, notes: true });
  });

  it('refuses unknown column names and saves nothing', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    const response = await save(staff.token, { serial: false, password_hash: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ key: 'orders.unknown_column', message: expect.stringContaining('password_hash') });
    expect((await save(staff.token, { serial: 'maybe' })).statusCode).toBe(400);
    expect(await t.db.select().from(orderColumnVisibility).where(eq(orderColumnVisibility.user_id, staff.user.id))).toEqual([]);
  });

  it("lets only a superuser read another user's choice", async () => {
    const owner = await t.loginAs({ role: 'staff' });
    const other = await t.loginAs({ role: 'staff' });
    await save(owner.token, { phone: false });
    const refused = await read(other.token, owner.user.id);
    expect(refused.statusCode).toBe(403);
    const bySuperuser = await read(admin.token, owner.user.id);
    expect(bySuperuser.json<{ columns: Columns }>().columns).toEqual({ ...defaults, phone: false });
    expect((await read(admin.token, 99999999)).statusCode).toBe(404);
  });

  it("keeps a merchant login's own choice for its order list, and no one else's", async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await save(merchant.token, { notes: false })).statusCode).toBe(200);
    expect((await read(merchant.token)).json()).toMatchObject({ userid: merchant.user.id, columns: { notes: false } });
    expect((await read(merchant.token, admin.id)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });
});
