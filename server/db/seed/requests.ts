import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import type { Tx } from '../client';
import { customerRequests, packagingMaterials, requestEvents, requestItems } from '../schema';

/** The packaging materials an Egyptian courier office typically hands out. */
const MATERIALS: readonly [string, string][] = [
  ['Flyer bag A4', 'كيس شحن A4'],
  ['Flyer bag A3', 'كيس شحن A3'],
  ['Carton box small', 'كرتونة صغيرة'],
  ['Carton box medium', 'كرتونة وسط'],
  ['Carton box large', 'كرتونة كبيرة'],
  ['Bubble wrap roll', 'لفة بابل'],
  ['Packing tape', 'شريط لاصق'],
];

/**
 * Packaging materials, and requests of the first demo merchant in each state: a pickup for today (open), one
 * yesterday that a courier did, a material request open and one cancelled, each with its history.
 */
export async function seedRequests(tx: Tx, customerId: number, shipperId: number, merchantUserId: number): Promise<void> {
  const materials = await tx
    .insert(packagingMaterials)
    .values(MATERIALS.map(([name, name_ar]) => ({ name, name_ar })))
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
