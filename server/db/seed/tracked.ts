import type { Tx } from '../client';
import { trackedCustomers } from '../schema';

const NOTES = ['New merchant: first month', 'Many refused parcels lately', 'Asked for same-day pickups', 'Large order volume this week'];

/** A few merchants the office follows closely (trackCustomerOrdersList), put on the list by the demo staff member and the superuser. */
export async function seedTrackedCustomers(tx: Tx, customerIds: readonly number[], staffId: number, adminId: number): Promise<void> {
  const followed = [customerIds[0], customerIds[2], customerIds[5], customerIds[9]].filter((id): id is number => id !== undefined);
  await tx.insert(trackedCustomers).values(
    followed.map((customer_id, index) => ({
      customer_id,
      user_id: index % 2 === 0 ? staffId : adminId,
      note: NOTES[index] ?? '',
      created_at: new Date(Date.now() - (index * 5 + 2) * 24 * 60 * 60 * 1000),
    })),
  );
}
