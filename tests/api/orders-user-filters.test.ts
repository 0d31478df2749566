import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userFilters } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';

const { t } = await openApiTest();

interface SavedFilter {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  created_at?: string;
}

const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const save = (token: string, name: unknown, filters: unknown = { status: 'Hold' }) => call(token, 'POST', '/api/user-filters/', { name, filters });
const storedFor = async (userId: number) => t.db.select().from(userFilters).where(eq(userFilters.user_id, userId));

describe('saved order filters', () => {
  it('saves, lists (full and simple), renames, changes and deletes a filter', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    const created = await save(staff.token, '  Held in Giza ', { status: 'Hold', city: 4 });
    expect(created.statusCode, created.body).toBe(201);
    const filter = created.json<SavedFilter>();
    expect(filter).toMatchObject({ name: 'Held in Giza', filters: { status: 'Hold', city: 4 } });
    await save(staff.token, 'Archive');

    const full = await call(staff.token, 'GET', '/api/user-filters/');
    expect(full.json<SavedFilter[]>().map((f) => f.name)).toEqual(['Archive', 'Held in Giza']);
    expect(full.json<SavedFilter[]>()[1]).toMatchObject({ id: filter.id, filters: { status: 'Hold', city: 4 }, created_at: expect.any(String) });
    const simple = await call(staff.token, 'GET', '/api/user-filters/?simple=true');
    expect(simple.json<SavedFilter[]>()[1]).toEqual({ id: filter.id, name: 'Held in Giza' });

    const renamed = await call(staff.token, 'PATCH', `/api/user-filters/${filter.id}/`, { name: 'Giza holds' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedFilter>()).toMatchObject({ id: filter.id, name: 'Giza holds', filters: { status: 'Hold', city: 4 } });
    const changed = await call(staff.token, 'PATCH', `/api/user-filters/${filter.id}/`, { filters: { status: 'Delivered' } });
    expect(changed.json<SavedFilter>()).toMatchObject({ name: 'Giza holds', filters: { status: 'Delivered' } });

    expect((await call(staff.token, 'DELETE', `/api/user-filters/${filter.id}/`)).statusCode).toBe(204);
    expect((await storedFor(staff.user.id)).map((f) => f.name)).toEqual(['Archive']);
  });

  it("keeps each user's filters to themselves: another user's id is not found", async () => {
    const owner = await t.loginAs({ role: 'staff' });
    const other = await t.loginAs({ role: 'staff' });
    const filter = (await save(owner.token, 'Mine')).json<SavedFilter>();
    expect((await call(other.token, 'GET', '/api/user-filters/')).json()).toEqual([]);
    expect((await call(other.token, 'PATCH', `/api/user-filters/${filter.id}/`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(other.token, 'DELETE', `/api/user-filters/${filter.id}/`)).statusCode).toBe(404);
    expect((await storedFor(owner.user.id)).map((f) => f.name)).toEqual(['Mine']);
  });

  it('refuses a missing, blank or too long name and a filters value that is not an object, saving nothing', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    for (const name of [undefined, '   ']) {
      const response = await save(staff.token, name);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ name: 'validation.name_required' });
    }
    expect((await save(staff.token, 'x'.repeat(101))).json<ErrorBody>().errors).toEqual({ name: 'orders.filter_name_too_long' });
    expect((await save(staff.token, 'List', ['Hold'])).statusCode).toBe(400);
    expect((await save(staff.token, 'Huge', { query: 'x'.repeat(25000) })).json<ErrorBody>().errors).toEqual({ filters: 'orders.filters_too_large' });
    expect(await storedFor(staff.user.id)).toEqual([]);

    const kept = (await save(staff.token, 'Kept')).json<SavedFilter>();
    const blank = await call(staff.token, 'PATCH', `/api/user-filters/${kept.id}/`, { name: '' });
    expect(blank.json<ErrorBody>().errors).toEqual({ name: 'validation.name_required' });
    expect((await storedFor(staff.user.id))[0]?.name).toBe('Kept');
  });

  it('keeps at most 50 filters per user', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    await t.db.insert(userFilters).values(Array.from({ length: 50 }, (_, i) => ({ user_id: staff.user.id, name: `Filter ${i}`, filters: {} })));
    const refused = await save(staff.token, 'One more');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>()).toMatchObject({ key: 'orders.filters_limit', message: expect.stringContaining('50') });
    expect(await storedFor(staff.user.id)).toHaveLength(50);
    const someoneElse = await t.loginAs({ role: 'staff' });
    expect((await save(someoneElse.token, 'First')).statusCode).toBe(201);
  });

  it('is for staff only', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await save(merchant.token, 'Nope')).statusCode).toBe(403);
    expect((await call(merchant.token, 'GET', '/api/user-filters/')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/user-filters/')).statusCode).toBe(401);
  });
});
