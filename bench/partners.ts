/**
 * The company the bench measures (issue 23, item 8): 2,000 merchants and 150 couriers, the demo's first. The
 * generated orders are spread over all of them (bench/generate.ts adds them before the load), the demo's merchants
 * and couriers keeping the busiest places. Each added merchant copies a demo merchant's city, zone, category and
 * payout method in turn, each added courier a demo courier's city, group, fees and zones, so prices, zones and
 * groups answer for them as for the demo's; their records date from before the year of orders.
 */
import type { BenchEngine } from './engine';

export const MERCHANTS_WANTED = 2_000;
export const COURIERS_WANTED = 150;

const count = async (engine: BenchEngine, from: string): Promise<number> => {
  const [row] = await engine.rows<{ n: number }>(`select count(*)::int as n from ${from}`);
  return row!.n;
};

/** Adds merchants and couriers (not the hub) until there are as many as wanted. */
export async function enoughPartners(engine: BenchEngine): Promise<void> {
  const merchants = Math.max(0, MERCHANTS_WANTED - (await count(engine, 'customers')));
  const couriers = Math.max(0, COURIERS_WANTED - (await count(engine, 'shippers where not is_hub and is_active')));
  if (merchants > 0)
    await engine.exec(`
      with demo as (select c.*, row_number() over (order by id) - 1 as k, count(*) over () as total from customers c)
      insert into customers (name, company_name, phone, address, city_id, zone_id, category_id, pickup_address, payout_method, created_at)
      select 'Bench merchant ' || g, 'Bench shop ' || g, '015' || (90000000 + g)::text, d.address, d.city_id, d.zone_id, d.category_id,
        d.pickup_address, d.payout_method, now() - interval '400 days'
      from generate_series(1, ${merchants}) g join demo d on d.k = g % d.total`);
  if (couriers > 0)
    await engine.exec(`
      with demo as (select s.*, row_number() over (order by id) - 1 as k, count(*) over () as total from shippers s where not is_hub and is_active),
      added as (
        insert into shippers (name, phone, city_id, group_id, delivery_fee, return_fee, vehicle_type, created_at)
        select 'Bench courier ' || g, '010' || lpad(g::text, 8, '7'), d.city_id, d.group_id, d.delivery_fee, d.return_fee, d.vehicle_type,
          now() - interval '400 days'
        from generate_series(1, ${couriers}) g join demo d on d.k = g % d.total
        returning id, substr(name, 15)::int as g)
      insert into shipper_zones (shipper_id, zone_id)
      select a.id, z.zone_id from added a join demo d on d.k = a.g % d.total join shipper_zones z on z.shipper_id = d.id`);
}
