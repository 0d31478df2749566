/**
 * The low-stock bell (domain/stock/materials.ts isBelowReorder): when a move leaves a material's total in all
 * warehouses below its reorder point, the staff who keep the materials or read the stock's balance (the material
 * and StockBalance screens' holders, and the superusers) are told, once per crossing. The material's row in
 * `stock_low_materials` says it is already low: it is made by the move that takes the total below (the bell rings
 * only when the row is new, so two moves racing below ring once) and removed by the move that brings it back up, so
 * the next fall rings again.
 */
import { eq, sql } from 'drizzle-orm';
import { screenUrl } from '../../domain/screens';
import { isBelowReorder } from '../../domain/stock/materials';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { packagingMaterials, stockLowMaterials } from '../db/schema';
import { notify, staffAtScreen } from '../notices/send';

/** Rings or re-arms the bell of one material after a move to or from a warehouse, in the move's transaction. */
export async function watchLowStock(tx: Tx, materialId: number): Promise<void> {
  const [material] = await tx
    .select({ name: packagingMaterials.name, reorder: packagingMaterials.reorder_point })
    .from(packagingMaterials)
    .where(eq(packagingMaterials.id, materialId));
  if (!material) return;
  const [total] = rowsOf(
    await tx.execute(sql`select coalesce(sum(q.quantity), 0)::bigint as held from stock_quantities q join stock_locations l on l.id = q.location_id
      where q.material_id = ${materialId} and l.kind = 'warehouse'`),
  );
  const held = Number(total?.held ?? 0);
  if (!isBelowReorder(held, material.reorder)) {
    await tx.delete(stockLowMaterials).where(eq(stockLowMaterials.material_id, materialId));
    return;
  }
  const fell = await tx.insert(stockLowMaterials).values({ material_id: materialId }).onConflictDoNothing().returning();
  if (!fell.length) return;
  const url = screenUrl('material');
  // Those who keep the materials or read the stock's balance.
  const readers = await staffAtScreen(tx, [url, screenUrl('StockBalance')]);
  await notify(
    tx,
    readers.map((reader) => reader.id),
    'notification',
    {
      subject_key: 'stock_alert.low_stock',
      content_key: 'stock_alert.low_stock_content',
      params: { material: material.name, held: String(held), reorder: String(material.reorder) },
      url: `${url}/edit/${materialId}`,
      related: materialId,
    },
  );
}
