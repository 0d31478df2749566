/**
 * The request desks' and issues' work of a busy office, made in SQL on top of the generated orders for the
 * merchant benchmark (bench/merchant.ts): a few thousand requests of every kind and status with their items,
 * parcels and history, issue threads with their messages, and bell entries for the merchant and the admin.
 * One in five of the requests and issues is the busiest merchant's; the rest are spread over the other
 * customers. Everything is dated over the orders' days, oldest first (ids follow time as in a real table): what
 * is older than a few days is finished (done or cancelled, issues mostly closed), the recent work is open.
 */
import type { BenchEngine } from './engine';

export interface DeskWorkOptions {
  /** The busiest merchant's customer and login. */
  customerId: number;
  merchantUserId: number;
  /** The office login that answers issues and gets the order alerts. */
  adminUserId: number;
  days: number;
  requests?: number;
  issues?: number;
  merchantNotices?: number;
  adminAlerts?: number;
}

export interface DeskWork {
  requests: number;
  issues: number;
  notices: number;
  ms: number;
}

const ints = (values: readonly number[]): string => `array[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`;

/** The row's customer: every fifth the merchant's, else one of the others by i. */
const customerOf = (merchant: number, others: readonly number[]) =>
  `case when i % 5 = 0 then ${merchant} else (${ints(others)})[1 + (i * 7) % ${others.length}] end`;

/** How long ago row i of n was made, spread evenly over `days` (row n is the newest). */
const ageOf = (n: number, days: number) => `((${n} - i)::float8 * ${days} / ${n})`;

async function addRequests(engine: BenchEngine, o: DeskWorkOptions, others: number[], shippers: number[], n: number): Promise<void> {
  const [before] = await engine.rows<{ id: number }>('select coalesce(max(id), 0)::int as id from customer_requests');
  await engine.exec(`
    insert into customer_requests (kind, customer_id, status, shipper_id, pickup_date, address, parcel_count, notes, created_by, created_at, updated_at)
    select kind, customer_id, status, case when status in ('assigned', 'done') then (${ints(shippers)})[1 + i % ${shippers.length}] end,
      case when kind = 'pickup' then (at at time zone 'Africa/Cairo')::date + (i % 2) end,
      case when kind = 'pickup' then 'Warehouse ' || (1 + i % 60) || ', industrial zone' else '' end,
      case when kind = 'pickup' then 1 + i % 40 end,
      case when i % 3 = 0 then 'Please call before coming' else '' end,
      case when customer_id = ${o.customerId} then ${o.merchantUserId} end, at, at + interval '2 hours'
    from (
      select i, ${customerOf(o.customerId, others)} as customer_id,
        case when i % 10 < 5 then 'pickup' when i % 10 < 8 then 'material' else 'return' end as kind,
        case when ${ageOf(n, o.days)} > 3 then (case when (i * 37) % 100 < 85 then 'done' else 'cancelled' end)
          else (case when (i * 37) % 100 < 50 then 'open' when (i * 37) % 100 < 80 then 'assigned' when (i * 37) % 100 < 95 then 'done' else 'cancelled' end)
        end as status,
        now() - ${ageOf(n, o.days)} * interval '1 day' as at
      from generate_series(1, ${n}) i
    ) made order by i`);
  const fresh = `r.id > ${before!.id}`;
  await engine.exec(`
    insert into request_items (request_id, material_id, quantity)
    select r.id, m.id, 10 * (1 + r.id % 20) from customer_requests r
      cross join lateral (select id from packaging_materials order by id offset r.id % 4 limit 1 + r.id % 3) m
    where ${fresh} and r.kind = 'material'`);
  // A return asks back one to three of its customer's parcels that did not reach their recipient.
  await engine.exec(`
    with out_there as (
      select customer_id, id, row_number() over (partition by customer_id order by id desc) as rn, count(*) over (partition by customer_id) as n
      from orders where status in ('Hold', 'Undelivered', 'Rejected') and status_code is null)
    insert into request_orders (request_id, order_id)
    select distinct r.id, o.id from customer_requests r cross join generate_series(0, r.id % 3) k
      join out_there o on o.customer_id = r.customer_id and o.rn = 1 + (r.id * 3 + k) % o.n
    where ${fresh} and r.kind = 'return'`);
  await engine.exec(`
    insert into request_events (request_id, user_id, action, from_status, to_status, shipper_id, at)
    select r.id, r.created_by, 'create', null, 'open', null, r.created_at from customer_requests r where ${fresh}
    union all
    select r.id, ${o.adminUserId}, 'assign', 'open', 'assigned', r.shipper_id, r.created_at + interval '1 hour' from customer_requests r
      where ${fresh} and r.status in ('assigned', 'done')
    union all
    select r.id, ${o.adminUserId}, case when r.status = 'done' then 'done' else 'cancel' end,
      case when r.status = 'done' then 'assigned' else 'open' end, r.status, r.shipper_id, r.updated_at from customer_requests r
      where ${fresh} and r.status in ('done', 'cancelled')
    order by 7`);
}

/**
 * Issues, each with three messages: the merchant's first, the office's answer halfway, and a last one from either
 * side. Each side's read mark is at or after its own last message (writing marks a thread read), so what is
 * unread is the other side's last message: the office has not read half of the merchants' last words, the
 * merchants a third of the office's. The thread key is made from the row number, to find each issue again.
 */
async function addIssues(engine: BenchEngine, o: DeskWorkOptions, others: number[], n: number): Promise<void> {
  const made = `
    select i, customer_id, age, at, last, at + (last - at) / 2 as mid, md5('bench-issue-' || i)::uuid as key,
      case when i % 2 = 0 then 'staff' else 'merchant' end as last_side
    from (
      select i, customer_id, age, at, least(now(), at + (i % 48) * interval '1 hour') as last
      from (select i, ${customerOf(o.customerId, others)} as customer_id, ${ageOf(n, o.days)} as age,
        now() - ${ageOf(n, o.days)} * interval '1 day' as at from generate_series(1, ${n}) i) dated
    ) timed`;
  await engine.exec(`
    insert into issues (thread_key, customer_id, order_id, subject, status, created_by, closed_by, created_at, last_message_at, merchant_read_at, staff_read_at)
    select key, customer_id,
      case when i % 2 = 0 then (select id from orders where orders.customer_id = made.customer_id order by id desc offset (i * 13) % 500 limit 1) end,
      (array['Parcel not delivered yet', 'Wrong amount collected', 'Courier did not call', 'Pickup missed', 'Damaged parcel'])[1 + i % 5],
      case when age > 7 and i % 5 <> 0 then 'closed' else 'open' end,
      case when customer_id = ${o.customerId} then ${o.merchantUserId} end,
      case when age > 7 and i % 5 <> 0 then ${o.adminUserId} end,
      at, last,
      case when last_side = 'staff' and i % 3 = 0 then at else last end,
      case when last_side = 'merchant' and i % 4 = 1 then mid else last end
    from (${made}) made order by i`);
  await engine.exec(`
    insert into issue_messages (issue_id, side, author_id, text, created_at)
    select t.id, side, case when side = 'staff' then ${o.adminUserId} when t.customer_id = ${o.customerId} then ${o.merchantUserId} end, text, m.at
    from (${made}) made join issues t on t.thread_key = made.key
      cross join lateral (values
        ('merchant', 'Please look into this parcel.', made.at),
        ('staff', 'We are checking with the courier and will answer today.', made.mid),
        (made.last_side, 'Any news?', made.last)) m(side, text, at)
    order by t.id, m.at`);
}

async function addNotices(engine: BenchEngine, o: DeskWorkOptions, merchantNotices: number, adminAlerts: number): Promise<void> {
  const entries = (user: number, kind: string, n: number, subject: string) => `
    select ${user}, '${kind}', '${subject}', 'Order ' || (10000000 + i * 97), '/customerdashboard/orders', i % 10 <> 0,
      now() - ${ageOf(n, o.days)} * interval '1 day'
    from generate_series(1, ${n}) i`;
  await engine.exec(`
    insert into notifications (for_user, kind, subject, content, url, is_read, created_at)
    select * from (${entries(o.merchantUserId, 'notification', merchantNotices, 'A parcel is on hold')}
      union all ${entries(o.adminUserId, 'order_alert', adminAlerts, 'A merchant asked for a pickup')}) made order by 7`);
}

/** Adds the desks' work; the other customers and the couriers are read from the database. */
export async function addDeskWork(engine: BenchEngine, options: DeskWorkOptions): Promise<DeskWork> {
  const started = performance.now();
  const others = (await engine.rows<{ id: number }>(`select id from customers where id <> ${options.customerId} order by id`)).map((c) => c.id);
  const shippers = (await engine.rows<{ id: number }>('select id from shippers where not is_hub and is_active order by id')).map((s) => s.id);
  const requests = options.requests ?? 4000;
  const issues = options.issues ?? 3000;
  const merchantNotices = options.merchantNotices ?? 5000;
  const adminAlerts = options.adminAlerts ?? 3000;
  await addRequests(engine, options, others, shippers, requests);
  await addIssues(engine, options, others, issues);
  await addNotices(engine, options, merchantNotices, adminAlerts);
  await engine.exec('vacuum (analyze) customer_requests, request_items, request_orders, request_events, issues, issue_messages, notifications');
  return { requests, issues, notices: merchantNotices + adminAlerts, ms: performance.now() - started };
}
