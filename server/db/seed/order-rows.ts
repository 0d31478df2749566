/**
 * Makes believable orders for the demo seed and the benchmark generator (bench/generate.ts): recipients, dates
 * over the last N days, statuses by age, fees from the customer's price list, cash states that fit the status.
 * Deterministic for a given context and PRNG. Money is computed in whole piastres, never as float sums.
 */
import { ARCHIVABLE, CANCELLABLE, STATUS_CODE, type OrderStatus } from '../../../domain/orders/status';
import type { CashSubmitState } from '../../../domain/orders/money';
import { CONTENTS, LANDMARKS, ORDER_NOTES, RECIPIENT_ARABIC, RECIPIENT_FAMILY, RECIPIENT_FATHER, RECIPIENT_FIRST, STREETS } from './order-data';
import { PREVIOUS_STATUS, STATUS_LAG_HOURS, statusForAge, WEEKDAY_WEIGHT } from './order-profile';
import { chance, pick, randomInt, weightedPicker, type Rng } from './prng';

export interface OrderRowContext {
  /** Today in Africa/Cairo (YYYY-MM-DD); orders are dated today and the days before. */
  today: string;
  /** No timestamp is later than this. */
  now: Date;
  days: number;
  /** Customers, biggest senders first; fees maps a city id to the delivery price ("55.00"). */
  customers: readonly { id: number; fees: ReadonlyMap<number, string> }[];
  /** Cities, busiest first, with their zones. */
  cities: readonly { id: number; zones: readonly { id: number; name: string }[] }[];
  /** Couriers (not the hub) with their fee per delivery. */
  shippers: readonly { id: number; fee: string }[];
  holdReasonIds: readonly number[];
  /** The staff who enter orders, in turn (the first, the superuser, most): none in an office without staff. */
  clerks: readonly number[];
}

/** Who entered the order at `index`: the staff in turn, the first of them every other order. */
const clerkOf = (clerks: readonly number[], index: number): number | null =>
  clerks.length === 0 ? null : index % 2 === 0 ? clerks[0]! : clerks[(index >> 1) % clerks.length]!;

/** One order as inserted (the serial comes from the database sequence). Column names are Drizzle's keys. */
export interface OrderRow {
  order_date: string;
  customer_id: number;
  city_id: number;
  zone_id: number | null;
  shipment_contents: string;
  full_name: string;
  phone: string;
  address: string;
  weight: string;
  total_amount: string;
  total_fees: string;
  shipper_fees: string;
  shipper_id: number | null;
  notes: string;
  pick_up: boolean;
  return_count: number;
  status: OrderStatus;
  status_date: Date;
  status_code: number | null;
  hold_reason_id: number | null;
  collected_amount: string | null;
  customer_serial: string;
  rejected: boolean;
  printO: boolean;
  is_repeated: boolean;
  shipper_cash_state: CashSubmitState;
  shipper_cashed: string;
  customer_cash_state: CashSubmitState;
  customer_cashed: string;
  is_urgent: boolean;
  created_by: number | null;
  created_at: Date;
}

/** The status an order was in before its current one (for the seeded timeline). */
export const previousStatus = (status: OrderStatus): OrderStatus | null => PREVIOUS_STATUS[status];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Cairo is UTC+2 (+3 in summer time); demo timestamps use +2, which is close enough for made-up data. */
const CAIRO_OFFSET = 2 * HOUR;
const SERIAL_PREFIXES = ['INV', 'ORD', 'WEB', 'SHP', 'FB'] as const;
const MOBILE = ['010', '011', '012', '015'] as const;
const DEFAULT_FEE = 6500;

/** "125.50" -> 12550 (the inputs here always have at most two decimals). */
function piastres(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
const money = (p: number): string => `${Math.trunc(p / 100)}.${String(p % 100).padStart(2, '0')}`;

function recipientName(rng: Rng): string {
  if (chance(rng, 0.2)) return pick(rng, RECIPIENT_ARABIC);
  return `${pick(rng, RECIPIENT_FIRST)} ${pick(rng, RECIPIENT_FATHER)} ${pick(rng, RECIPIENT_FAMILY)}`;
}

function address(rng: Rng, zoneName: string): string {
  const landmark = pick(rng, LANDMARKS);
  const flat = chance(rng, 0.7) ? `, floor ${randomInt(rng, 1, 12)}, flat ${randomInt(rng, 1, 40)}` : '';
  return `${randomInt(rng, 1, 180)} ${pick(rng, STREETS)} St${flat}, ${zoneName}${landmark ? `, ${landmark}` : ''}`;
}

/** Moves a moment into 10:00-21:59 Cairo time of its day (couriers do not knock at 3 am). */
function workingHours(at: number, rng: Rng): number {
  const hour = Math.floor(((at + CAIRO_OFFSET) % DAY) / HOUR);
  if (hour >= 10 && hour < 22) return at;
  const dayStart = at - ((at + CAIRO_OFFSET) % DAY);
  return dayStart + randomInt(rng, 10 * 60, 21 * 60 + 59) * 60_000;
}

function statusCode(rng: Rng, status: OrderStatus, age: number, pickUp: boolean): number | null {
  if (status === 'Pending' && pickUp && age <= 3 && chance(rng, 0.6)) return STATUS_CODE.awaitingPickup;
  if (CANCELLABLE.includes(status) && chance(rng, age <= 6 ? 0.03 : 0.12)) return STATUS_CODE.cancelled;
  if (ARCHIVABLE.includes(status) && age > 30 && chance(rng, 0.15)) return STATUS_CODE.archived;
  return null;
}

/** The order dates (YYYY-MM-DD) by age: [today, yesterday, ...]. */
function orderDates(ctx: OrderRowContext): string[] {
  const todayUtc = Date.parse(`${ctx.today}T00:00:00Z`);
  return Array.from({ length: ctx.days }, (_, age) => new Date(todayUtc - age * DAY).toISOString().slice(0, 10));
}

/** How busy each day is, by age: quiet Fridays, and a business growing by about a third over the period. */
const dayWeights = (ctx: OrderRowContext): number[] =>
  orderDates(ctx).map((date, age) => WEEKDAY_WEIGHT[new Date(`${date}T00:00:00Z`).getUTCDay()]! * (1 + (0.3 * (ctx.days - age)) / ctx.days));

/** How many of `count` orders fall on each day, oldest day first (the counts add up to `count` exactly). */
export function dayQuotas(ctx: OrderRowContext, count: number): { age: number; count: number }[] {
  const weights = dayWeights(ctx);
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / total) * count);
  const quotas = exact.map(Math.floor);
  const byRemainder = exact.map((x, age) => ({ age, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.age - b.age);
  const missing = count - quotas.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i += 1) quotas[byRemainder[i]!.age]! += 1;
  return quotas.map((n, age) => ({ age, count: n })).reverse();
}

/**
 * The last customers of the list went quiet: no orders in their last 40, 55 and 70 days (the inactive merchants
 * report has merchants to show). An order of theirs younger than that goes to another customer, chosen by the
 * row's index, so the random draws (and every other order) stay as they were.
 */
const QUIET_SINCE_DAYS = [40, 55, 70] as const;

function activeCustomer(customers: number, picked: number, age: number, index: number): number {
  const fromLast = customers - 1 - picked;
  const quietSince = customers > 2 * QUIET_SINCE_DAYS.length ? (QUIET_SINCE_DAYS[fromLast] ?? 0) : 0;
  return age < quietSince ? index % (customers - QUIET_SINCE_DAYS.length) : picked;
}

/** A maker of order rows: call it with 0, 1, 2 ... (the index makes customer serials unique), and the order's age in days when the caller spreads orders over days itself. */
export function createOrderRowMaker(ctx: OrderRowContext, rng: Rng): (index: number, age?: number) => OrderRow {
  if (!ctx.customers.length || !ctx.cities.length || !ctx.shippers.length || !ctx.holdReasonIds.length) {
    throw new Error('orders need customers, cities, shippers and hold reasons');
  }
  const todayUtc = Date.parse(`${ctx.today}T00:00:00Z`);
  const dates = orderDates(ctx);
  const pickAge = weightedPicker(dayWeights(ctx));
  const pickCustomer = weightedPicker(ctx.customers.map((_, i) => 1 / (i + 1) ** 0.6));
  const pickCity = weightedPicker(ctx.cities.map((_, i) => (i === 0 ? 8 : i === 1 ? 5 : i === 2 ? 4 : 1)));
  const nowMs = ctx.now.getTime();

  return (index, givenAge) => {
    const age = givenAge ?? pickAge(rng);
    const customer = ctx.customers[activeCustomer(ctx.customers.length, pickCustomer(rng), age, index)]!;
    const city = ctx.cities[pickCity(rng)]!;
    const zone = city.zones.length ? pick(rng, city.zones) : null;
    const status = statusForAge(rng, age);
    const pickUp = chance(rng, 0.25);
    const created = Math.min(todayUtc - age * DAY - CAIRO_OFFSET + randomInt(rng, 8 * 60, 20 * 60) * 60_000, nowMs - randomInt(rng, 1, 90) * 60_000);
    const [lagMin, lagMax] = STATUS_LAG_HOURS[status];
    const statusAt = Math.min(Math.max(workingHours(created + randomInt(rng, lagMin * 60, lagMax * 60) * 60_000, rng), created), nowMs);
    const amount = chance(rng, 0.05) ? 0 : randomInt(rng, 16, 600) * 500;
    const fees = piastres(customer.fees.get(city.id) ?? money(DEFAULT_FEE));
    const shipper = status === 'Pending' ? null : pick(rng, ctx.shippers);
    const delivered = status === 'Delivered' || status === 'Collected';
    const collected = !delivered ? null : chance(rng, 0.06) ? Math.max(0, amount - fees) : amount;
    const customerSettled = status === 'Collected' && age > 10;
    return {
      order_date: dates[age]!,
      customer_id: customer.id,
      city_id: city.id,
      zone_id: zone?.id ?? null,
      shipment_contents: pick(rng, CONTENTS),
      full_name: recipientName(rng),
      phone: `${pick(rng, MOBILE)}${String(randomInt(rng, 0, 99_999_999)).padStart(8, '0')}`,
      address: address(rng, zone?.name ?? ''),
      weight: money(randomInt(rng, 1, 20) * 50),
      total_amount: money(amount),
      total_fees: money(fees),
      shipper_fees: shipper ? shipper.fee : '0.00',
      shipper_id: shipper?.id ?? null,
      notes: chance(rng, 0.3) ? pick(rng, ORDER_NOTES) : '',
      pick_up: pickUp,
      return_count: status === 'Returned' ? (chance(rng, 0.2) ? 2 : 1) : 0,
      status,
      status_date: new Date(statusAt),
      status_code: statusCode(rng, status, age, pickUp),
      hold_reason_id: status === 'Hold' ? pick(rng, ctx.holdReasonIds) : null,
      collected_amount: collected === null ? null : money(collected),
      customer_serial: chance(rng, 0.45) ? `${SERIAL_PREFIXES[customer.id % SERIAL_PREFIXES.length]}-${100_000 + index}` : '',
      rejected: chance(rng, 0.004),
      printO: status === 'Pending' ? chance(rng, 0.15) : chance(rng, 0.9),
      is_repeated: chance(rng, 0.01),
      shipper_cash_state: status === 'Collected' ? 'Full Submit' : 'No Submit',
      shipper_cashed: status === 'Collected' && collected !== null ? money(collected) : '0.00',
      customer_cash_state: customerSettled ? 'Full Submit' : 'No Submit',
      customer_cashed: customerSettled && collected !== null ? money(Math.max(0, collected - fees)) : '0.00',
      is_urgent: chance(rng, 0.03),
      created_by: clerkOf(ctx.clerks, index),
      created_at: new Date(created),
    };
  };
}

/** `count` rows of one day, in the order they were created (so ids follow time, as in a real table). */
export function makeDayRows(make: (index: number, age?: number) => OrderRow, age: number, count: number, firstIndex: number): OrderRow[] {
  const rows = Array.from({ length: count }, (_, i) => make(firstIndex + i, age));
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}

/** `count` order rows over the context's days, oldest first, indexes from firstIndex. */
export function makeOrderRows(count: number, ctx: OrderRowContext, rng: Rng, firstIndex = 0): OrderRow[] {
  const make = createOrderRowMaker(ctx, rng);
  const rows: OrderRow[] = [];
  for (const day of dayQuotas(ctx, count)) rows.push(...makeDayRows(make, day.age, day.count, firstIndex + rows.length));
  return rows;
}
