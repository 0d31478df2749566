/**
 * A courier's packaging at his closing (domain/stock/hand-backs.ts): what he carries, and taking back what he
 * brings into a warehouse and what he cannot show out of his hands, in one transaction with its audit row. When
 * the clerk asks to charge him for what is missing, a money request waits on the approval list for a second
 * person; approving it posts his debt (server/closings/money-requests.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { handBackErrors, missingValue, type HandBackLine } from '../../domain/stock/hand-backs';
import { withinLimit } from '../../domain/ledger/limits';
import { fromPiastres } from '../../domain/orders/money';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { materialHandBackLines, materialHandBacks, moneyRequests } from '../db/schema';
import { audit } from '../lib/audit';
import { badRequest } from '../lib/errors';
import { carriedBy } from './carried';
import { postMove } from './moves';
import { assertIssueWarehouse } from './requests';

export interface HandBackInput {
  shipper: number;
  warehouse: number;
  lines: readonly HandBackLine[];
  /** Ask a second person to charge the courier for what is missing. */
  charge_missing: boolean;
  note: string;
  idempotency_key?: string;
}

const DOCUMENT = 'hand_back';

const byKey = async (tx: Tx, key: string | undefined) =>
  key ? (await tx.select({ id: materialHandBacks.id }).from(materialHandBacks).where(eq(materialHandBacks.idempotency_key, key)))[0] : undefined;

/**
 * Takes back what the courier (seen by the caller, checked by the route) brings and what is missing: under the lock
 * of his quantity rows the lines are checked against what he carries, each returned quantity moves courier →
 * warehouse and each missing one courier → adjustment, and a charge asked for becomes a money request. The same
 * idempotency key answers the hand-back it made. Answers its id.
 */
export async function handBack(tx: Tx, userId: number, input: HandBackInput): Promise<number> {
  const done = await byKey(tx, input.idempotency_key);
  if (done) return done.id;
  await assertIssueWarehouse(tx, input.warehouse);
  const carried = await carriedBy(tx, input.shipper, true);
  const raced = await byKey(tx, input.idempotency_key);
  if (raced) return raced.id;
  const errors = handBackErrors(input.lines, new Map(carried.map((row) => [row.material, row.held])));
  if (Object.keys(errors).length) throw badRequest(errors);
  const cost = new Map(carried.map((row) => [row.material, row.unit_cost]));
  const value = missingValue(input.lines, (material) => cost.get(material) ?? 0n);
  const charge = input.charge_missing && value > 0n;
  if (charge && !input.note.trim()) throw badRequest({ note: 'ledger.reason_required' });
  if (charge && !withinLimit(value, 'counted')) throw badRequest({ charge_missing: 'limits.counted' });
  const [saved] = await tx
    .insert(materialHandBacks)
    .values({
      shipper_id: input.shipper,
      warehouse_id: input.warehouse,
      missing_value: value,
      note: input.note.trim(),
      idempotency_key: input.idempotency_key ?? null,
      created_by: userId,
    })
    .returning({ id: materialHandBacks.id });
  const id = saved!.id;
  const lines = input.lines.filter((line) => line.returned + line.missing > 0);
  await tx.insert(materialHandBackLines).values(
    lines.map((line) => ({
      hand_back_id: id,
      material_id: line.material,
      returned: line.returned,
      missing: line.missing,
      unit_cost: cost.get(line.material)!,
    })),
  );
  const courier = { kind: 'courier' as const, owner: input.shipper };
  for (const line of lines) {
    const base = { material: line.material, from: courier, document: DOCUMENT, documentId: id, user: userId };
    if (line.returned > 0)
      await postMove(tx, {
        ...base,
        kind: 'return',
        quantity: line.returned,
        to: { kind: 'warehouse', owner: input.warehouse },
        key: `hand_back:${id}:return:${line.material}`,
      });
    if (line.missing > 0)
      await postMove(tx, {
        ...base,
        kind: 'count_difference',
        quantity: line.missing,
        to: { kind: 'adjustment', owner: 0 },
        key: `hand_back:${id}:missing:${line.material}`,
      });
  }
  if (charge) {
    const [request] = await tx
      .insert(moneyRequests)
      .values({ kind: 'material_shortage', shipper_id: input.shipper, amount: value, reason: input.note.trim(), requested_by: userId })
      .returning({ id: moneyRequests.id });
    await tx.update(materialHandBacks).set({ money_request_id: request!.id }).where(eq(materialHandBacks.id, id));
  }
  await audit(tx, {
    userId,
    action: 'create',
    entity: 'material_hand_back',
    entityId: id,
    after: { shipper: input.shipper, warehouse: input.warehouse, lines, missing_value: fromPiastres(value), charged: charge },
  });
  return id;
}

/** A hand-back as the API answers it: units back and missing, what the missing cost (LE) and the charge asked for. */
export async function handBackById(db: Db, id: number) {
  const [row] = rowsOf(
    await db.execute(sql`select h.id, h.shipper_id, h.warehouse_id, h.missing_value::text, h.money_request_id,
        coalesce(sum(l.returned), 0)::int as returned, coalesce(sum(l.missing), 0)::int as missing
      from material_hand_backs h left join material_hand_back_lines l on l.hand_back_id = h.id where h.id = ${id} group by h.id`),
  );
  return {
    id: Number(row!.id),
    shipper: Number(row!.shipper_id),
    warehouse: Number(row!.warehouse_id),
    returned: Number(row!.returned),
    missing: Number(row!.missing),
    missing_value: fromPiastres(BigInt(String(row!.missing_value))),
    money_request_id: row!.money_request_id === null ? null : Number(row!.money_request_id),
  };
}
