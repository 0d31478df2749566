/**
 * The demo's packaging stock: three warehouses kept by the office's staff member, receipts from suppliers over the
 * last three months (posted through the stock entries, so the average costs are real), a transfer to Alexandria, an
 * adjustment for damaged boxes, a receipt still in draft, the done material request's packaging issued and handed
 * to its merchant (beyond its free quota, so charged), one request out with its courier now, free quotas for a
 * category and for those merchants, the tape below its reorder point, a count of Giza with boxes missing that
 * waits for a second person's approval, and a merchant handed far more flyers than its orders used (flagged).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { cairoDaysAgo } from '../../../domain/time';
import { createEntry, postEntry, type EntryValues } from '../../stock/entries';
import { postMove } from '../../stock/moves';
import { chargeBeyondQuota } from '../../stock/quotas';
import { submitCount } from '../../stock/count-decisions';
import { createCount, saveCount } from '../../stock/counts';
import { rowsOf } from '../rows';
import { seedPackagingTaker } from './material-usage';
import type { Tx } from '../client';
import { customerCategories, customerRequests, materialQuotas, packagingMaterials, requestEvents, requestItems, warehouses } from '../schema';

const WAREHOUSES = [
  { name: 'Nasr City hub', name_ar: 'مخزن مدينة نصر', address: '14 Abbas El Akkad, Nasr City, Cairo' },
  { name: 'Giza hub', name_ar: 'مخزن الجيزة', address: '3 Murad St, Giza' },
  { name: 'Alexandria hub', name_ar: 'مخزن الإسكندرية', address: '21 Fouad St, Alexandria' },
];

/** How long ago the demo's done material requests were handed to their merchants. */
const HANDED_DAYS_AGO = 2;

/** Noon, Cairo, `days` ago: when the demo's past entries were posted. */
const daysAgoAt = (days: number) => new Date(`${cairoDaysAgo(days)}T10:00:00Z`);

/** What each material's receipts bring (per delivery) and cost (piastres, per unit), by the materials' order. */
const RECEIPTS: readonly [quantity: number, cost: string][] = [
  [2000, '1.15'],
  [1000, '1.75'],
  [400, '4.40'],
  [300, '7.40'],
  [150, '11.80'],
  [20, '94.00'],
  // The tape comes in small lots: it ends up below its reorder point of 40.
  [15, '15.00'],
  [40, '59.00'],
];

type EntryDraft = Omit<EntryValues, 'note' | 'supplier' | 'to_warehouse_id' | 'reason' | 'entry_date'> & Partial<EntryValues>;

export async function seedStock(tx: Tx, keeperId: number, adminId: number): Promise<void> {
  const hubs = await tx
    .insert(warehouses)
    .values(WAREHOUSES.map((hub) => ({ ...hub, keeper_id: keeperId })))
    .returning({ id: warehouses.id });
  const [nasr, giza, alex] = hubs.map((hub) => hub.id) as [number, number, number];
  const materials = (await tx.select({ id: packagingMaterials.id }).from(packagingMaterials).orderBy(asc(packagingMaterials.id))).map((row) => row.id);
  /** An entry of `days` ago, posted then (a draft when `posted` is false). */
  const entry = async (days: number, values: EntryDraft, posted = true) => {
    const id = await createEntry(
      tx,
      adminId,
      { supplier: '', note: '', to_warehouse_id: null, reason: null, entry_date: cairoDaysAgo(days), ...values },
      false,
    );
    if (posted) await postEntry(tx, adminId, id, undefined, daysAgoAt(days));
  };
  const lines = (share: number, count = materials.length) =>
    materials.slice(0, count).map((material, i) => ({ material, quantity: Math.max(1, Math.round(RECEIPTS[i]![0] * share)), unit_cost: RECEIPTS[i]![1] }));
  // A delivery to Nasr City each month (the tape and stickers only the first time), a smaller one to Giza.
  for (const [days, supplier] of [
    [88, 'Cairo Packaging Co.'],
    [58, 'El Nour Cartons'],
    [27, 'Cairo Packaging Co.'],
  ] as const) {
    await entry(days, { kind: 'receipt', warehouse_id: nasr, supplier, lines: lines(1, days === 88 ? materials.length : 6) });
    await entry(days - 1, { kind: 'receipt', warehouse_id: giza, supplier, lines: lines(0.25, 5) });
  }
  const [flyer, , small] = materials;
  await entry(20, {
    kind: 'transfer',
    warehouse_id: nasr,
    to_warehouse_id: alex,
    lines: [
      { material: flyer!, quantity: 600 },
      { material: small!, quantity: 100 },
    ],
  });
  await entry(9, { kind: 'adjustment', warehouse_id: giza, reason: 'damaged', note: 'Rain through the roof', lines: [{ material: small!, quantity: 12 }] });
  await entry(0, { kind: 'receipt', warehouse_id: alex, supplier: 'Alex Pack', lines: lines(0.5, 2) }, false);
  await seedPackagingTaker(tx, flyer!, HANDED_DAYS_AGO);
  await issueRequests(tx, nasr, materials, adminId);
  await countGiza(tx, giza, keeperId);
}

/** The staff member counted Giza and found three small boxes missing: the count waits for a second person's approval. */
async function countGiza(tx: Tx, giza: number, counterId: number): Promise<void> {
  const actor = { id: counterId, desk: false };
  const id = await createCount(tx, counterId, { all: true }, { place: 'warehouse', owner_id: giza, note: 'Monthly count' });
  const held = rowsOf(
    await tx.execute(sql`select q.material_id, q.quantity from stock_quantities q join stock_locations l on l.id = q.location_id
      where l.kind = 'warehouse' and l.owner_id = ${giza} and q.quantity > 0 order by q.material_id`),
  );
  const lines = held.map((row, i) => ({ material: Number(row.material_id), counted: Number(row.quantity) - (i === 2 ? 3 : 0) }));
  await saveCount(tx, actor, { all: true }, id, { lines, note: 'Monthly count' });
  await submitCount(tx, actor, { all: true }, id);
}

/**
 * The material requests the desks show done: their packaging issued from Nasr City to their courier and handed to
 * the merchant; and the office's open one, given to a courier who carries it now.
 */
async function issueRequests(tx: Tx, warehouse: number, materials: readonly number[], userId: number): Promise<void> {
  const requests = await tx.select().from(customerRequests).where(eq(customerRequests.kind, 'material')).orderBy(asc(customerRequests.id));
  const done = requests.filter((request) => request.status === 'done');
  const [shipper] = done.map((request) => request.shipper_id);
  const carried = requests.find((request) => request.status === 'open' && request.created_by === null);
  if (carried && shipper) {
    await tx.update(customerRequests).set({ status: 'assigned', shipper_id: shipper }).where(eq(customerRequests.id, carried.id));
    await tx
      .insert(requestEvents)
      .values({ request_id: carried.id, user_id: userId, action: 'assign', from_status: 'open', to_status: 'assigned', shipper_id: shipper });
  }
  // Merchants whose category gets 100 flyers free a month, and the done requests' merchants 100 of each of theirs:
  // what they were handed beyond it is charged to them.
  await tx.insert(materialQuotas).values([
    ...(await tx.select({ id: customerCategories.id }).from(customerCategories).orderBy(asc(customerCategories.id)).limit(1)).map((category) => ({
      category_id: category.id,
      material_id: materials[0]!,
      monthly_quantity: 100,
    })),
    ...done.map((request) => ({ customer_id: request.customer_id, material_id: materials[0]!, monthly_quantity: 100 })),
  ]);
  for (const request of [...done, ...(carried && shipper ? [{ ...carried, shipper_id: shipper }] : [])]) {
    const items = await tx.select().from(requestItems).where(eq(requestItems.request_id, request.id));
    const courier = { kind: 'courier' as const, owner: request.shipper_id! };
    for (const item of items) {
      const base = { material: item.material_id, quantity: item.quantity, document: 'material_request', documentId: request.id, user: userId };
      await postMove(tx, {
        ...base,
        kind: 'issue',
        from: { kind: 'warehouse', owner: warehouse },
        to: courier,
        key: `seed:issue:${request.id}:${item.material_id}`,
        at: daysAgoAt(3),
      });
      if (request.status !== 'done') continue;
      await postMove(tx, {
        ...base,
        kind: 'delivery',
        from: courier,
        to: { kind: 'merchant', owner: request.customer_id },
        key: `seed:deliver:${request.id}:${item.material_id}`,
        at: daysAgoAt(HANDED_DAYS_AGO),
      });
      await chargeBeyondQuota(tx, { request: request.id, customer: request.customer_id, material: item.material_id, quantity: item.quantity, userId });
    }
    await tx.update(customerRequests).set({ warehouse_id: warehouse }).where(eq(customerRequests.id, request.id));
  }
}
