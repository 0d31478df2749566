/**
 * The low-stock bell (domain/stock/materials.ts isBelowReorder): when a move leaves a material's total in all
 * warehouses below its reorder point, the staff who keep the materials or read the stock's balance (the material
 * and StockBalance screens' holders, and the superusers) are told, once per crossing. The material's row in
 * `stock_low_materials` says it is already low: it is made by the move that takes the total below (the bell rings
 * only when the row is new, so two moves racing below ring once) and removed by the move that brings it back up, so
 * the next fall rings again.
 */
import { eq } from 'drizzle-orm';
import { screenUrl } from '../../domain/screens';
import { isBelowReorder } from '../../domain/stock/materials';
import type { Tx } from '../db/client';
import { stockLowMaterials } from '../db/schema';
import { notify, staffAtScreen } from '../notices/send';

/** A material as the bell names it. */
export interface WatchedMaterial {
  id: number;
  name: string;
  reorder: number;
}

/**
 * Rings or re-arms the bell of one material after a move to or from a warehouse, in the move's transaction: `held`
 * is what its warehouses hold after the move, `marked` whether it was already low. The move's own statement reads
 * both (server/stock/moves.ts), so a move that crosses nothing costs nothing more.
 */
export async function watchLowStock(tx: Tx, material: WatchedMaterial, held: number, marked: boolean): Promise<void> {
  const low = isBelowReorder(held, material.reorder);
  if (low === marked) return;
  if (!low) {
    await tx.delete(stockLowMaterials).where(eq(stockLowMaterials.material_id, material.id));
    return;
  }
  const fell = await tx.insert(stockLowMaterials).values({ material_id: material.id }).onConflictDoNothing().returning();
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
      url: `${url}/edit/${material.id}`,
      related: material.id,
    },
  );
}
