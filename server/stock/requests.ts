/**
 * A material request's packaging moves with the request (issue 22, item 4), in the desk action's transaction:
 * - assigning it to a courier issues its items from the chosen warehouse to him (warehouse → courier), refused whole
 *   when the warehouse lacks one of them (naming the material and what is left);
 * - changing the courier brings the items back from the first to the warehouse they came from, then issues them
 *   from the warehouse now chosen to the new one; taking the courier back or cancelling brings them back;
 * - marking it done hands them to the merchant (courier → merchant), charging what lies beyond its free quota
 *   (server/stock/quotas.ts).
 * A request assigned before its stock was kept (no warehouse on it) moves nothing. Each move's key names the request,
 * its version and the step, so a retried action moves nothing twice.
 */
import { eq, inArray } from 'drizzle-orm';
import type { RequestAction } from '../../domain/requests/rules';
import type { Location, MoveKind } from '../../domain/stock/moves';
import type { Tx } from '../db/client';
import { customerRequests, requestItems, warehouses } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { RequestRow } from '../requests/repo';
import { postMove } from './moves';
import { chargeBeyondQuota } from './quotas';

/** The document name of a request's moves. */
const DOCUMENT = 'material_request';

type DeskAction = Extract<RequestAction, 'assign' | 'unassign' | 'done' | 'cancel'>;

/** Refuses a warehouse that is missing or closed, beside the field; a material request's assignment must name one. */
export async function assertIssueWarehouse(tx: Tx, warehouse: number | null | undefined): Promise<number> {
  if (!warehouse) throw badRequest({ warehouse: 'stock.warehouse_required' });
  const [found] = await tx.select({ active: warehouses.is_active }).from(warehouses).where(eq(warehouses.id, warehouse));
  if (!found) throw badRequest({ warehouse: 'errors.not_found' });
  if (!found.active) throw badRequest({ warehouse: 'stock_entry.warehouse_inactive' });
  return warehouse;
}

type Item = typeof requestItems.$inferSelect;

/** Moves every item of `row` as `kind` from one place to another, each move keyed by the request's version and `step`. */
async function moveItems(tx: Tx, row: RequestRow, items: readonly Item[], step: string, kind: MoveKind, from: Location, to: Location, userId: number) {
  for (const item of items)
    await postMove(tx, {
      kind,
      material: item.material_id,
      quantity: item.quantity,
      from,
      to,
      key: `request:${row.id}:v${row.version}:${step}:${item.material_id}`,
      document: DOCUMENT,
      documentId: row.id,
      user: userId,
    });
}

/**
 * Moves the packaging of the material requests among `rows` (locked, as they were before `action`) as the action
 * says, and records the warehouse each is issued from. `warehouse` is the one chosen for an assignment. The items of
 * every request are read at once, and the warehouse recorded on all of them at once.
 */
export async function moveRequestStock(
  tx: Tx,
  rows: readonly RequestRow[],
  action: DeskAction,
  options: { shipper: number | null; warehouse: number | null; userId: number },
): Promise<void> {
  const materials = rows.filter((row) => row.kind === 'material');
  if (!materials.length) return;
  const chosen = action === 'assign' ? await assertIssueWarehouse(tx, options.warehouse) : null;
  const ids = materials.map((row) => row.id);
  const items = await tx.select().from(requestItems).where(inArray(requestItems.request_id, ids));
  for (const row of materials) {
    const own = items.filter((item) => item.request_id === row.id);
    const issued = row.status === 'assigned' && row.warehouse_id !== null && row.shipper_id !== null;
    const courier: Location = { kind: 'courier', owner: row.shipper_id ?? 0 };
    if (issued && action === 'done') {
      await moveItems(tx, row, own, 'deliver', 'delivery', courier, { kind: 'merchant', owner: row.customer_id }, options.userId);
      for (const item of own)
        await chargeBeyondQuota(tx, {
          request: row.id,
          customer: row.customer_id,
          material: item.material_id,
          quantity: item.quantity,
          userId: options.userId,
        });
      continue;
    }
    if (issued) await moveItems(tx, row, own, 'back', 'return', courier, { kind: 'warehouse', owner: row.warehouse_id! }, options.userId);
    if (chosen && options.shipper)
      await moveItems(tx, row, own, 'issue', 'issue', { kind: 'warehouse', owner: chosen }, { kind: 'courier', owner: options.shipper }, options.userId);
  }
  if (action !== 'done') await tx.update(customerRequests).set({ warehouse_id: chosen }).where(inArray(customerRequests.id, ids));
}
