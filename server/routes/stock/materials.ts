import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fromPiastres, toPiastres } from '../../../domain/orders/money';
import { screenUrl } from '../../../domain/screens';
import { rowCost } from '../../stock/cost';
import { validateMaterial, type MaterialValues } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { materialQuotas, packagingMaterials, requestItems, stockCountLines, stockEntryLines, stockMoves } from '../../db/schema';
import { registerCrud, type CrudRow } from '../../lib/rest/crud';
import { tableRowSchema } from '../../lib/rest/row-schema';
import { anyRow } from './in-use';

const table = packagingMaterials;

/** Money is typed as LE text ("12.50"); the domain rules check it before it becomes piastres. */
const MaterialBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  name_ar: Type.String({ maxLength: 1000, default: '' }),
  unit: Type.String({ maxLength: 20, default: 'piece' }),
  size: Type.String({ maxLength: 1000, default: '' }),
  unit_cost: Type.String({ maxLength: 16, default: '0' }),
  price: Type.String({ maxLength: 16, default: '0' }),
  reorder_point: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
  /** The heaviest order it packs (kg; the form's number arrives as its text); null or empty when it is not used per order. */
  packs_up_to_kg: Type.Union([Type.String({ maxLength: 16 }), Type.Null()], { default: null }),
  is_active: Type.Boolean({ default: true }),
});
type MaterialBody = MaterialValues & { unit_cost: string; price: string };

/** Piastres as stored (a bigint column) in LE text. */
const money = (value: unknown): string => fromPiastres(BigInt(String(value)));

/**
 * A material as it is shown: its money in LE text, and what one unit is worth at weighted average cost
 * (domain/stock/materials.ts), read from what its receipts added up to.
 */
function present(row: CrudRow) {
  return {
    ...row,
    unit_cost: money(row.unit_cost),
    price: money(row.price),
    received_value: money(row.received_value),
    average_cost: fromPiastres(rowCost(row)),
  };
}

/** A material merchants asked for, that moved, or that an entry, a count or a quota names stays in the records. */
async function inUse(db: Db, row: CrudRow) {
  const id = Number(row.id);
  const used =
    (await anyRow(db, requestItems, eq(requestItems.material_id, id))) ||
    (await anyRow(db, stockMoves, eq(stockMoves.material_id, id))) ||
    (await anyRow(db, stockEntryLines, eq(stockEntryLines.material_id, id))) ||
    (await anyRow(db, stockCountLines, eq(stockCountLines.material_id, id))) ||
    (await anyRow(db, materialQuotas, eq(materialQuotas.material_id, id)));
  return used ? ('stock.material_in_use' as const) : undefined;
}

/**
 * The packaging materials (spec: Stock, material) at `/api/material`. Any logged-in user reads them (the merchants'
 * request screens and the pickers of the request desks name them); creating and changing one needs the screen's
 * pages.
 */
export function registerMaterials(app: FastifyInstance): void {
  registerCrud<MaterialBody>(app, {
    name: 'material',
    table,
    screen: screenUrl('material'),
    readAccess: { user: true },
    searchColumns: [table.name, table.name_ar, table.size],
    filterColumns: { is_active: table.is_active, unit: table.unit },
    sortColumns: {
      id: table.id,
      name: table.name,
      name_ar: table.name_ar,
      unit: table.unit,
      size: table.size,
      unit_cost: table.unit_cost,
      price: table.price,
      reorder_point: table.reorder_point,
      packs_up_to_kg: table.packs_up_to_kg,
      is_active: table.is_active,
      created_at: table.created_at,
    },
    body: MaterialBody,
    row: tableRowSchema(table, { unit_cost: Type.String(), price: Type.String(), received_value: Type.String(), average_cost: Type.String() }),
    validate: validateMaterial,
    stored: (body) => ({
      ...body,
      unit_cost: toPiastres(body.unit_cost),
      price: toPiastres(body.price),
      packs_up_to_kg: body.packs_up_to_kg == null || body.packs_up_to_kg === '' ? null : Number(body.packs_up_to_kg).toFixed(2),
    }),
    present,
    inUse,
  });
}
