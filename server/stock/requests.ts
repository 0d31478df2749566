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
import { eq, sql } from 'drizzle-orm';
import type { RequestAction } from '../../domain/requests/rules';
import type { Location, MoveKind } from '../../domain/stock/moves';
import type { Tx } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { requestItems, warehouses } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { RequestRow } from '../requests/repo';
import { postMove } from './moves';
import { chargeBeyondQuota } from './quotas';

/** The document name of a request's moves. */
const DOCUMENT = 'material_request';

type DeskAction = Extract<RequestAction, 'assign' | 'unassign' | 'done' | 'cancel'>;

/** Refuses, beside the field, a warehouse that was not named, is missing (`active` null) or is closed. */
function refuseWarehouse(warehouse: number | null | undefined, active: unknown): asserts warehouse is number {
  if (!warehouse) throw badRequest({ warehouse: 'stock.warehouse_required' });
  if (active == null) throw badRequest({ warehouse: 'errors.not_found' });
  if (active !== true) throw badRequest({ warehouse: 'stock_entry.warehouse_inactive' });
}

/** Refuses a warehouse that is missing or closed, beside the field; a courier's hand-back must name one. */
export async function assertIssueWarehouse(tx: Tx, warehouse: number | null | undefined): Promise<number> {
  const [found] = warehouse ? await tx.select({ active: warehouses.is_active }).from(warehouses).where(eq(warehouses.id, warehouse)) : [];
  refuseWarehouse(warehouse, found?.active);
  return warehouse;
}

type Item = { material_id: number; quantity: number };

/**
 * What an action changes of the warehouse a material request is issued from, in the action's own change of the
 * request (requests/repo.ts actOn): the one chosen when it is assigned, none once taken back or cancelled; handing
 * it over keeps it.
 */
export function issuedFrom(row: RequestRow, action: RequestAction, warehouse: number | null): Partial<Pick<RequestRow, 'warehouse_id'>> {
  if (row.kind !== 'material' || !['assign', 'unassign', 'cancel'].includes(action)) return {};
  return { warehouse_id: action === 'assign' ? warehouse : null };
}

const readItems = preparedStatement<'ids' | 'warehouse'>(
  (value) => sql`select (select ${warehouses.is_active} from ${warehouses} where ${warehouses.id} = ${value('warehouse')}::int) as warehouse_active,
    (select coalesce(json_agg(json_build_object('request', i.request_id, 'material_id', i.material_id, 'quantity', i.quantity) order by i.request_id, i.material_id), '[]')::text
      from ${requestItems} i where i.request_id = any(${value('ids')}::int[])) as items`,
);

/**
 * The items of every request among `ids`, by request, and the state of the warehouse an assignment chose, in one
 * statement. The warehouse is refused beside the field when it is missing or closed.
 */
async function itemsAndWarehouse(tx: Tx, ids: readonly number[], action: DeskAction, warehouse: number | null | undefined) {
  const assigning = action === 'assign';
  if (assigning && !warehouse) refuseWarehouse(warehouse, null);
  const [read] = await readItems(tx, { ids: [...ids], warehouse: warehouse ?? 0 });
  if (assigning) refuseWarehouse(warehouse, read?.warehouse_active);
  return { chosen: assigning ? warehouse! : null, items: JSON.parse(String(read?.items ?? '[]')) as (Item & { request: number })[] };
}

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
 * says; the action's change of the requests recorded the warehouse each is now issued from (issuedFrom).
 * `warehouse` is the one chosen for an assignment. The items of every request are read at once.
 */
export async function moveRequestStock(
  tx: Tx,
  rows: readonly RequestRow[],
  action: DeskAction,
  options: { shipper: number | null; warehouse: number | null; userId: number },
): Promise<void> {
  const materials = rows.filter((row) => row.kind === 'material');
  if (!materials.length) return;
  const ids = materials.map((row) => row.id);
  const { chosen, items } = await itemsAndWarehouse(tx, ids, action, options.warehouse);
  for (const row of materials) {
    const own = items.filter((item) => item.request === row.id);
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
}
