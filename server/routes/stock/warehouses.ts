import { Type } from '@sinclair/typebox';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { validateWarehouse, type FieldErrors, type WarehouseValues } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { customerRequests, stockCounts, stockEntries, stockLocations, users, warehouses } from '../../db/schema';
import { registerCrud, type CrudRow } from '../../lib/rest/crud';
import { activeStaff, registerStaffPicker } from '../../lib/rest/staff-picker';
import { anyRow } from './in-use';

const table = warehouses;
const url = screenUrl('warehouse');
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

const WarehouseBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  name_ar: Type.String({ maxLength: 1000, default: '' }),
  address: Type.String({ maxLength: 1000, default: '' }),
  keeper_id: Type.Union([Id, Type.Null()], { default: null }),
  is_active: Type.Boolean({ default: true }),
});

/** The keeper is a person of the company: an active staff account, or the field is refused as naming no one. */
async function keeperIsStaff(db: Db, values: WarehouseValues): Promise<FieldErrors> {
  if (values.keeper_id == null) return {};
  return (await anyRow(db, users, and(eq(users.id, values.keeper_id), activeStaff))) ? {} : { keeper_id: 'errors.not_found' };
}

/**
 * A warehouse that ever held stock has a place in the ledger (a stock_locations row, made by its first move) and
 * its moves name it; one an entry, a count or a material request names is in their history. Each stays, deactivated if it is closed.
 */
async function inUse(db: Db, row: CrudRow) {
  const id = Number(row.id);
  const used =
    (await anyRow(db, stockLocations, and(eq(stockLocations.kind, 'warehouse'), eq(stockLocations.owner_id, id)))) ||
    (await anyRow(db, stockEntries, or(eq(stockEntries.warehouse_id, id), eq(stockEntries.to_warehouse_id, id)))) ||
    (await anyRow(db, stockCounts, and(eq(stockCounts.place, 'warehouse'), eq(stockCounts.owner_id, id)))) ||
    (await anyRow(db, customerRequests, eq(customerRequests.warehouse_id, id)));
  return used ? ('stock.warehouse_in_use' as const) : undefined;
}

/**
 * The warehouses that keep packaging (spec: Stock, warehouse) at `/api/warehouse`, and the staff accounts its
 * pages pick a keeper from (`/api/warehouse-keepers`), read by whoever may open the list or its creation page.
 */
export function registerWarehouses(app: FastifyInstance): void {
  registerCrud<WarehouseValues>(app, {
    name: 'warehouse',
    table,
    screen: url,
    searchColumns: [table.name, table.name_ar, table.address],
    filterColumns: { is_active: table.is_active, keeper_id: table.keeper_id },
    sortColumns: {
      id: table.id,
      name: table.name,
      name_ar: table.name_ar,
      keeper_id: table.keeper_id,
      is_active: table.is_active,
      created_at: table.created_at,
    },
    body: WarehouseBody,
    validate: validateWarehouse,
    validateWith: keeperIsStaff,
    inUse,
  });
  // The creation page is granted on its own, and it picks a keeper too.
  registerStaffPicker(app, { name: 'warehouse-keepers', access: { urls: [url, `${url}/new`] } });
}
