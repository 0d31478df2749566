import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import type { Tx } from '../client';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { RETURNABLE_STATUSES } from '../../../domain/requests/rules';
import { customerRequests, orders, packagingMaterials, requestEvents, requestItems, requestOrders } from '../schema';

/**
 * The packaging materials an Egyptian courier office typically hands out: names in both languages, the unit and size,
 * what a unit costs the office and what a merchant pays beyond its free quota (piastres), the reorder point, and for
 * flyers and boxes the heaviest order each packs (domain/stock/usage.ts).
 */
const MATERIALS: readonly (typeof packagingMaterials.$inferInsert)[] = [
  { name: 'Flyer bag A4', name_ar: 'كيس شحن A4', unit: 'piece', size: '25 x 35 cm', unit_cost: 120n, price: 200n, reorder_point: 500, packs_up_to_kg: '1.00' },
  { name: 'Flyer bag A3', name_ar: 'كيس شحن A3', unit: 'piece', size: '35 x 45 cm', unit_cost: 180n, price: 300n, reorder_point: 300, packs_up_to_kg: '2.00' },
  {
    name: 'Carton box small',
    name_ar: 'كرتونة صغيرة',
    unit: 'piece',
    size: '20 x 15 x 10 cm',
    unit_cost: 450n,
    price: 700n,
    reorder_point: 150,
    packs_up_to_kg: '4.00',
  },
  {
    name: 'Carton box medium',
    name_ar: 'كرتونة وسط',
    unit: 'piece',
    size: '30 x 25 x 20 cm',
    unit_cost: 750n,
    price: 1100n,
    reorder_point: 100,
    packs_up_to_kg: '8.00',
  },
  {
    name: 'Carton box large',
    name_ar: 'كرتونة كبيرة',
    unit: 'piece',
    size: '45 x 35 x 30 cm',
    unit_cost: 1200n,
    price: 1700n,
    reorder_point: 60,
    packs_up_to_kg: '20.00',
  },
  { name: 'Bubble wrap roll', name_ar: 'لفة بابل', unit: 'roll', size: '1 x 50 m', unit_cost: 9500n, price: 12500n, reorder_point: 10 },
  { name: 'Packing tape', name_ar: 'شريط لاصق', unit: 'roll', size: '48 mm x 100 m', unit_cost: 1500n, price: 2000n, reorder_point: 40 },
  { name: 'AWB sticker roll', name_ar: 'لفة ملصقات بوليصة', unit: 'roll', size: '100 x 150 mm, 500 labels', unit_cost: 6000n, price: 8000n, reorder_point: 20 },
];

/**
 * Packaging materials, and requests of the first demo merchant in each state: a pickup for today (open), one
 * yesterday that a courier did, a material request open and one cancelled, each with its history.
 */
export async function seedRequests(tx: Tx, customerId: number, shipperId: number, merchantUserId: number): Promise<void> {
  const materials = await tx
    .insert(packagingMaterials)
    .values([...MATERIALS])
    .returning({ id: packagingMaterials.id });
  const base = { customer_id: customerId, created_by: merchantUserId };
  const [today, yesterday, material, dropped] = await tx
    .insert(customerRequests)
    .values([
      { ...base, kind: 'pickup', pickup_date: cairoToday(), address: '14 Abbas El Akkad, Nasr City', parcel_count: 8, notes: 'Ring the bell twice' },
      {
        ...base,
        kind: 'pickup',
        pickup_date: cairoDaysAgo(1),
        address: '14 Abbas El Akkad, Nasr City',
        parcel_count: 15,
        status: 'done',
        shipper_id: shipperId,
      },
      { ...base, kind: 'material', notes: 'Before the weekend please' },
      { ...base, kind: 'material', status: 'cancelled' },
    ])
    .returning();
  await tx.insert(requestItems).values([
    { request_id: material!.id, material_id: materials[0]!.id, quantity: 200 },
    { request_id: material!.id, material_id: materials[6]!.id, quantity: 5 },
    { request_id: dropped!.id, material_id: materials[3]!.id, quantity: 30 },
  ]);
  const created = (id: number) => ({ request_id: id, user_id: merchantUserId, action: 'create', to_status: 'open' });
  await tx
    .insert(requestEvents)
    .values([
      created(today!.id),
      created(yesterday!.id),
      { request_id: yesterday!.id, action: 'assign', from_status: 'open', to_status: 'assigned', shipper_id: shipperId },
      { request_id: yesterday!.id, action: 'done', from_status: 'assigned', to_status: 'done', shipper_id: shipperId },
      created(material!.id),
      created(dropped!.id),
      { request_id: dropped!.id, user_id: merchantUserId, action: 'cancel', from_status: 'open', to_status: 'cancelled' },
    ]);
}

/**
 * The desks' other work: pickups of five more merchants for today (two with a courier already), material
 * requests of two others (one waiting, one done), and the demo merchant's parcels asked back (one request waiting,
 * one with a courier, one done with its parcel back), each with its history. Made by the office (no login) so the desks show every kind of asker.
 */
export async function seedDeskRequests(tx: Tx, customerIds: readonly number[], shipperIds: readonly number[]): Promise<void> {
  const pickups = await tx
    .insert(customerRequests)
    .values(
      customerIds.slice(1, 6).map((customer_id, i) => ({
        kind: 'pickup' as const,
        customer_id,
        pickup_date: cairoToday(),
        address: `${10 + i} Gameat El Dowal, Mohandessin`,
        parcel_count: 3 + i * 4,
        ...(i < 2 ? { status: 'assigned' as const, shipper_id: shipperIds[i + 2]! } : {}),
      })),
    )
    .returning();
  const [material, delivered] = await tx
    .insert(customerRequests)
    .values([
      { kind: 'material', customer_id: customerIds[2]!, notes: 'Boxes for the new collection' },
      { kind: 'material', customer_id: customerIds[3]!, status: 'done', shipper_id: shipperIds[2]! },
    ])
    .returning();
  const [box] = await tx.select({ id: packagingMaterials.id }).from(packagingMaterials).limit(1);
  await tx.insert(requestItems).values([
    { request_id: material!.id, material_id: box!.id, quantity: 50 },
    { request_id: delivered!.id, material_id: box!.id, quantity: 120 },
  ]);
  const [backHome] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customer_id, customerIds[0]!), eq(orders.status, 'Returned')))
    .limit(1);
  const finished = backHome
    ? await tx.insert(customerRequests).values({ kind: 'return', customer_id: customerIds[0]!, status: 'done', shipper_id: shipperIds[1]! }).returning()
    : [];
  if (backHome && finished[0]) await tx.insert(requestOrders).values({ request_id: finished[0].id, order_id: backHome.id });
  const out = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customer_id, customerIds[0]!), inArray(orders.status, [...RETURNABLE_STATUSES]), isNull(orders.status_code)))
    .orderBy(orders.id)
    .limit(3);
  const returns = out.length
    ? await tx
        .insert(customerRequests)
        .values([
          { kind: 'return' as const, customer_id: customerIds[0]!, notes: 'Please bring them back together' },
          { kind: 'return' as const, customer_id: customerIds[0]!, status: 'assigned' as const, shipper_id: shipperIds[1]! },
        ])
        .returning()
    : [];
  if (returns.length) {
    await tx.insert(requestOrders).values(out.map((order, i) => ({ request_id: returns[i === 0 ? 1 : 0]!.id, order_id: order.id })));
  }
  const rows = [...pickups, material!, delivered!, ...returns, ...finished];
  await tx
    .insert(requestEvents)
    .values([
      ...rows.map((row) => ({ request_id: row.id, action: 'create', to_status: 'open' })),
      ...rows
        .filter((row) => row.status === 'assigned' || row.status === 'done')
        .map((row) => ({ request_id: row.id, action: 'assign', from_status: 'open', to_status: 'assigned', shipper_id: row.shipper_id })),
      ...rows
        .filter((row) => row.status === 'done')
        .map((row) => ({ request_id: row.id, action: 'done', from_status: 'assigned', to_status: 'done', shipper_id: row.shipper_id })),
    ]);
}
