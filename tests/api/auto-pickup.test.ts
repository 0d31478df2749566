import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isPickupDay } from '../../domain/requests/desks';
import { customerRequests, requestEvents } from '../../server/db/schema';
import { makeAutoPickups } from '../../server/requests/auto-pickup';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildRequest } from '../helpers/builders';

const { t } = await openApiTest();

const pickupsOf = (customerIds: number[], day: string) =>
  t.db
    .select()
    .from(customerRequests)
    .where(and(inArray(customerRequests.customer_id, customerIds), eq(customerRequests.pickup_date, day)));

describe('the daily automatic pickup', () => {
  it('is made once per working day for active customers with autoPickup that asked for none', async () => {
    const day = '2030-01-01'; // a Tuesday
    const auto = await buildCustomer(t.db, { autoPickup: true, pickup_address: 'Warehouse 4, 10th of Ramadan' });
    const asked = await buildCustomer(t.db, { autoPickup: true });
    const cancelled = await buildCustomer(t.db, { autoPickup: true });
    const closed = await buildCustomer(t.db, { autoPickup: true, is_active: false });
    const manual = await buildCustomer(t.db);
    await buildRequest(t.db, { customer_id: asked.id, pickup_date: day });
    await buildRequest(t.db, { customer_id: cancelled.id, pickup_date: day, status: 'cancelled' });

    expect(await makeAutoPickups(t.db, day)).toBeGreaterThanOrEqual(2);
    expect(await makeAutoPickups(t.db, day)).toBe(0);
    const made = await pickupsOf([auto.id, asked.id, cancelled.id, closed.id, manual.id], day);
    const autos = made.filter((row) => row.auto);
    expect(autos.map((row) => row.customer_id).sort()).toEqual([auto.id, cancelled.id].sort());
    expect(autos.find((row) => row.customer_id === auto.id)).toMatchObject({ status: 'open', address: 'Warehouse 4, 10th of Ramadan', kind: 'pickup' });
    const history = await t.db
      .select()
      .from(requestEvents)
      .where(
        inArray(
          requestEvents.request_id,
          autos.map((row) => row.id),
        ),
      );
    expect(history.map((row) => row.action)).toEqual(['create', 'create']);
  });

  it('is not made on Friday, the weekly day off', async () => {
    const friday = '2030-01-04';
    expect(isPickupDay(friday)).toBe(false);
    const auto = await buildCustomer(t.db, { autoPickup: true });
    expect(await makeAutoPickups(t.db, friday)).toBe(0);
    expect(await pickupsOf([auto.id], friday)).toEqual([]);
  });

  it('is made once when two servers make the day at the same moment', async () => {
    const day = '2030-01-08';
    const auto = await buildCustomer(t.db, { autoPickup: true });
    await Promise.all([makeAutoPickups(t.db, day), makeAutoPickups(t.db, day), makeAutoPickups(t.db, day)]);
    expect(await pickupsOf([auto.id], day)).toHaveLength(1);
  });
});
