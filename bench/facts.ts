import type { BenchEngine } from './engine';
import type { WriterInputs } from './writers';

/** What the measurements need to know about the loaded data, read once after the load. */
export interface DataFacts {
  today: string;
  firstDate: string;
  customerIds: number[];
  shipperIds: number[];
  /** Existing serials and phone prefixes to search for. */
  serials: string[];
  phonePrefixes: string[];
  /** The last 4 to 11 digits of existing phones, and the last 5 of existing serials (staff read them out). */
  phoneSuffixes: string[];
  serialSuffixes: string[];
  /** A date range holding about 100,000 orders, for the export. */
  exportFrom: string;
  exportTo: string;
  exportCount: number;
  /** 5,000 Pending orders (not cancelled, not archived, not awaiting pickup) for the bulk status update. */
  pendingIds: number[];
  /** What the writers of the mixed workload enter orders with. */
  writerInputs: WriterInputs;
}

const EXPORT_ROWS = 100_000;
/** What the order list shows without filters: rejected orders hidden, cancelled and archived in their own lists. */
const LISTED = 'not rejected and (status_code is null or status_code = 1)';

export async function readFacts(engine: BenchEngine): Promise<DataFacts> {
  const [range] = await engine.rows<{ first: string; last: string }>('select min(order_date)::text as first, max(order_date)::text as last from orders');
  const customers = await engine.rows<{ id: number }>('select id from customers order by id');
  const shippers = await engine.rows<{ id: number }>('select id from shippers where not is_hub and is_active order by id');
  // A spread of existing rows: every 997th id, so the searches hit all of the table.
  const sample = await engine.rows<{ serial: string; phone: string }>(
    `select serial, phone from orders where id % 997 = 0 and ${LISTED} order by id limit 400`,
  );
  const days = await engine.rows<{ day: string; n: string }>(
    `select order_date::text as day, count(*) as n from orders where ${LISTED} group by 1 order by 1 desc`,
  );
  let total = 0;
  let from = range!.last;
  for (const day of days) {
    total += Number(day.n);
    from = day.day;
    if (total >= EXPORT_ROWS) break;
  }
  const pending = await engine.rows<{ id: number }>(
    "select id from orders where status = 'Pending' and status_code is null and not rejected order by id desc limit 5000",
  );
  // Customers with a category are priced for every city (the demo seed's category templates).
  const priced = await engine.rows<{ id: number }>('select id from customers where is_active and category_id is not null order by id');
  const zones = await engine.rows<{ id: number; city_id: number }>('select id, city_id from zones where is_active order by id');
  return {
    today: range!.last,
    firstDate: range!.first,
    customerIds: customers.map((c) => c.id),
    shipperIds: shippers.map((s) => s.id),
    serials: sample.map((s) => s.serial),
    phonePrefixes: sample.map((s) => s.phone.slice(0, 7)),
    phoneSuffixes: sample.map((s, i) => s.phone.slice(-(4 + (i % 8)))),
    serialSuffixes: sample.map((s) => s.serial.slice(-5)),
    exportFrom: from,
    exportTo: range!.last,
    exportCount: total,
    pendingIds: pending.map((p) => p.id),
    writerInputs: { customers: priced.map((c) => c.id), zones, shippers: shippers.map((s) => s.id) },
  };
}
