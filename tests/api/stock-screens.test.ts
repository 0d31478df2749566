import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packagingMaterials, stockEntries, warehouses } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildMaterial, buildUser } from '../helpers/builders';
import { buildWarehouse, move } from '../helpers/stock';

const { t, admin } = await openApiTest();

const tag = () => randomBytes(4).toString('hex');
const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(token, { method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
const listOf = (token: string, resource: string, filter: Record<string, unknown>, sort: [string, string] = ['name', 'ASC']) =>
  t.call(token, { method: 'GET', url: `/api/${resource}`, query: { filter: JSON.stringify(filter), sort: JSON.stringify(sort) } });
const errorsOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().errors;

interface Material {
  id: number;
  name: string;
  unit: string;
  size: string;
  unit_cost: string;
  price: string;
  reorder_point: number;
  average_cost: string;
  is_active: boolean;
}
interface Warehouse {
  id: number;
  name: string;
  address: string;
  keeper_id: number | null;
  is_active: boolean;
}

const material = (values: Record<string, unknown> = {}) => ({
  name: `Flyer bag ${tag()}`,
  name_ar: 'كيس',
  unit: 'pack',
  size: '25 x 35 cm',
  unit_cost: '12.50',
  price: '15.00',
  reorder_point: 200,
  ...values,
});
const stored = async (id: number) => (await t.db.select().from(packagingMaterials).where(eq(packagingMaterials.id, id)))[0];

describe('materials at /api/material', () => {
  it('creates, edits and lists a material, its money LE text in the API and piastres in the database', async () => {
    const created = await call(admin.token, 'POST', 'material', material({ name: `Box M ${tag()}` }));
    expect(created.statusCode).toBe(201);
    const record = created.json<Material>();
    expect(record).toMatchObject({
      unit: 'pack',
      size: '25 x 35 cm',
      unit_cost: '12.50',
      price: '15.00',
      reorder_point: 200,
      average_cost: '12.50',
      is_active: true,
    });
    expect(await stored(record.id)).toMatchObject({ unit_cost: 1250n, price: 1500n });

    const edited = await call(admin.token, 'PUT', `material/${record.id}`, material({ name: record.name, unit_cost: '0', price: '10000.00', unit: 'roll' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Material>()).toMatchObject({ unit: 'roll', unit_cost: '0.00', price: '10000.00' });
    expect(await stored(record.id)).toMatchObject({ unit_cost: 0n, price: 1000000n });

    const found = await listOf(admin.token, 'material', { q: record.name.slice(-8).toUpperCase() });
    expect(found.json<Material[]>().map((row) => row.id)).toEqual([record.id]);
    expect((await listOf(admin.token, 'material', { q: '25 X 35', unit: 'roll', id: [record.id] })).json<Material[]>()).toHaveLength(1);
  });

  it('refuses money above the ceiling or not an amount, a bad unit and a reorder point out of range beside each field, storing nothing', async () => {
    const name = `Refused ${tag()}`;
    const response = await call(
      admin.token,
      'POST',
      'material',
      material({ name, unit_cost: '10000.01', price: '1.234', unit: 'barrel', reorder_point: 1_000_001 }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual({
      unit_cost: 'limits.material',
      price: 'prices.money_invalid',
      unit: 'stock.unit_invalid',
      reorder_point: 'stock.reorder_point_invalid',
    });
    expect(await t.db.select().from(packagingMaterials).where(eq(packagingMaterials.name, name))).toEqual([]);
    expect(errorsOf(await call(admin.token, 'POST', 'material', material({ name: ' ' })))).toEqual({ name: 'validation.name_required' });
  });

  it('answers bad input with 400, never 500', async () => {
    for (const bad of [
      { unit_cost: '-1' },
      { price: 'x'.repeat(17) },
      { reorder_point: -1 },
      { reorder_point: 1.5 },
      { name: 'a\u0000b' },
      { unit_cost: '9999999999999' },
    ]) {
      const response = await call(admin.token, 'POST', 'material', material(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers a duplicate name beside the field', async () => {
    const first = await buildMaterial(t.db);
    const response = await call(admin.token, 'POST', 'material', material({ name: first.name }));
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)).toEqual({ name: 'errors.already_used' });
  });

  it('values a unit at the weighted average cost of its receipts', async () => {
    const received = await buildMaterial(t.db, { unit_cost: 1000n, received_quantity: 3, received_value: 3500n });
    expect((await call(admin.token, 'GET', `material/${received.id}`)).json<Material>()).toMatchObject({ unit_cost: '10.00', average_cost: '11.67' });
  });

  it('lets any logged-in user read materials and only the screen pages write them', async () => {
    const one = await buildMaterial(t.db);
    const merchant = await t.loginAs({ role: 'customer' });
    const reader = await t.loginAs({ role: 'staff', urls: ['/dashboard/material'] });
    const creator = await t.loginAs({ role: 'staff', urls: ['/dashboard/material/new'] });
    expect((await call(merchant.token, 'GET', `material/${one.id}`)).statusCode).toBe(200);
    expect((await call(merchant.token, 'POST', 'material', material())).statusCode).toBe(403);
    expect((await call(creator.token, 'POST', 'material', material())).statusCode).toBe(201);
    expect((await call(creator.token, 'PUT', `material/${one.id}`, material())).statusCode).toBe(403);
    expect((await call(reader.token, 'PUT', `material/${one.id}`, material())).statusCode).toBe(200);
    expect((await call(merchant.token, 'DELETE', `material/${one.id}`)).statusCode).toBe(403);
  });

  it('deletes an unused material and refuses one that moved, saying to deactivate it', async () => {
    const unused = await buildMaterial(t.db);
    expect((await call(admin.token, 'DELETE', `material/${unused.id}`)).statusCode).toBe(200);
    const moved = await buildMaterial(t.db);
    const warehouse = await buildWarehouse(t.db);
    await move(t.db, {
      kind: 'receipt',
      material: moved.id,
      quantity: 5,
      from: { kind: 'supplier', owner: 0 },
      to: { kind: 'warehouse', owner: warehouse.id },
    });
    const refused = await call(admin.token, 'DELETE', `material/${moved.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().key).toBe('stock.material_in_use');
    expect(await stored(moved.id)).toBeDefined();
  });
});

const warehouse = (values: Record<string, unknown> = {}) => ({ name: `Hub ${tag()}`, name_ar: 'مخزن', address: '12 Tahrir St', keeper_id: null, ...values });

describe('warehouses at /api/warehouse', () => {
  it('creates, edits, searches and lists warehouses with their keeper', async () => {
    const keeper = await buildUser(t.db, { role: 'staff' });
    const created = await call(admin.token, 'POST', 'warehouse', warehouse({ keeper_id: keeper.id }));
    expect(created.statusCode).toBe(201);
    const record = created.json<Warehouse>();
    expect(record).toMatchObject({ keeper_id: keeper.id, address: '12 Tahrir St', is_active: true });
    const edited = await call(
      admin.token,
      'PUT',
      `warehouse/${record.id}`,
      warehouse({ name: record.name, address: 'Nasr City', keeper_id: null, is_active: false }),
    );
    expect(edited.json<Warehouse>()).toMatchObject({ address: 'Nasr City', keeper_id: null, is_active: false });
    expect((await listOf(admin.token, 'warehouse', { q: record.name.slice(-8) })).json<Warehouse[]>().map((row) => row.id)).toEqual([record.id]);
    expect((await listOf(admin.token, 'warehouse', { q: 'nasr city', is_active: false })).json<Warehouse[]>().map((row) => row.id)).toContain(record.id);
  });

  it('refuses a keeper who is no active staff member beside the field', async () => {
    const merchant = await buildUser(t.db, { role: 'customer' });
    const gone = await buildUser(t.db, { role: 'staff', isActive: false });
    for (const keeper_id of [merchant.id, gone.id, 987654]) {
      const response = await call(admin.token, 'POST', 'warehouse', warehouse({ keeper_id }));
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual({ keeper_id: 'errors.not_found' });
    }
    expect((await call(admin.token, 'POST', 'warehouse', warehouse({ keeper_id: 'x' }))).statusCode).toBe(400);
  });

  it('answers a duplicate name beside the field and an empty one as required', async () => {
    const first = await buildWarehouse(t.db);
    const duplicate = await call(admin.token, 'POST', 'warehouse', warehouse({ name: first.name }));
    expect(duplicate.statusCode).toBe(409);
    expect(errorsOf(duplicate)).toEqual({ name: 'errors.already_used' });
    expect(errorsOf(await call(admin.token, 'POST', 'warehouse', warehouse({ name: '' })))).toEqual({ name: 'validation.name_required' });
  });

  it('refuses staff without the screen, and lists keepers only to its holders', async () => {
    const limited = await t.loginAs({ role: 'staff', urls: ['/dashboard/material'] });
    const holder = await t.loginAs({ role: 'staff', urls: ['/dashboard/warehouse/new'] });
    expect((await call(limited.token, 'GET', 'warehouse')).statusCode).toBe(403);
    expect((await call(limited.token, 'POST', 'warehouse', warehouse())).statusCode).toBe(403);
    expect((await call(limited.token, 'GET', 'warehouse-keepers')).statusCode).toBe(403);
    expect((await call(holder.token, 'POST', 'warehouse', warehouse())).statusCode).toBe(201);

    const keeper = await buildUser(t.db, { role: 'staff' });
    const merchant = await buildUser(t.db, { role: 'customer' });
    const keepers = await t.call(holder.token, {
      method: 'GET',
      url: '/api/warehouse-keepers',
      query: { filter: JSON.stringify({ id: [keeper.id, merchant.id] }) },
    });
    expect(keepers.statusCode).toBe(200);
    expect(keepers.json<{ id: number; username: string }[]>()).toEqual([
      expect.objectContaining({ id: keeper.id, username: keeper.username, first_name: 'Test' }),
    ]);
  });

  it('deletes an unused warehouse and refuses one that held stock or an entry names, saying to deactivate it', async () => {
    const unused = await buildWarehouse(t.db);
    expect((await call(admin.token, 'DELETE', `warehouse/${unused.id}`)).statusCode).toBe(200);

    const held = await buildWarehouse(t.db);
    const flyer = await buildMaterial(t.db);
    await move(t.db, { kind: 'receipt', material: flyer.id, quantity: 2, from: { kind: 'supplier', owner: 0 }, to: { kind: 'warehouse', owner: held.id } });
    const named = await buildWarehouse(t.db);
    await t.db.insert(stockEntries).values({ kind: 'receipt', warehouse_id: named.id, entry_date: '2025-01-01' });
    for (const id of [held.id, named.id]) {
      const refused = await call(admin.token, 'DELETE', `warehouse/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().key).toBe('stock.warehouse_in_use');
      expect(await t.db.select().from(warehouses).where(eq(warehouses.id, id))).toHaveLength(1);
    }
  });
});
