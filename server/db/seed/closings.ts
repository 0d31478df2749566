/**
 * The demo's money, day by day as its orders go in (seedOrders' afterDay): each delivered order posts its
 * delivery to the ledger once its status time has passed (one ledger transaction per order, a batch per day),
 * and over the last thirty days every courier holding anything is closed every few days or weekly by the demo
 * superuser, with the cash he should hand over counted (now and then 10-50 LE short, once 15 LE over) and every
 * parcel he still held received back. The first of these closings takes all his older cash too. Afterwards the
 * supervisor approves them, which makes their orders Collected, but for one refused on the spot (its cash goes
 * into his next closing) and one left waiting; one parcel is left missing; and one fee of a closed order is
 * lowered through an approved request. A parcel returned to a merchant whose terms charge returns posts its return
 * fee. Everything goes through the app's own functions, so the demo's ledger
 * is the one the app would have written. Entries are dated now (the ledger is written once, with its own time).
 */
import { eq } from 'drizzle-orm';
import { planClosing } from '../../../domain/ledger/closing';
import { eventOf, positionOf } from '../../../domain/ledger/position';
import { fromPiastres, toPiastres } from '../../../domain/orders/money';
import { postTransactions } from '../../ledger/post';
import { chargeReturnFees } from '../../ledger/return-fees';
import { approveClosing, lockClosing, unwindClosing } from '../../closings/decide';
import { readFigures } from '../../closings/figures';
import { approveRequest, askMoneyChange, lockRequest } from '../../closings/money-requests';
import { returnsOf, saveClosing } from '../../closings/save';
import type { Tx } from '../client';
import { orders, shipperClosings } from '../schema';
import type { SeededOrder } from './orders';
import { chance, createRng, randomInt } from './prng';
import { ledgerKey } from '../../../domain/ledger/keys';

const DAY = 86_400_000;
/** Cairo is UTC+2 in the demo's made-up times (order-rows.ts). */
const CAIRO_OFFSET = 2 * 3_600_000;
/**
 * The days (before today) the office closes couriers on; each courier is closed on the first and the last and
 * on every other one between, so some are closed every few days and some weekly. The seed's time goes mostly
 * into closings (about 30 ms each with its approval on PGlite), so there are about a hundred.
 */
const CLOSING_DAYS = [30, 24, 18, 12, 7, 3, 1] as const;
const everyone = { customer: () => true, shipper: () => true };

export interface DemoMoneyOptions {
  today: string;
  /** Couriers (not the hub), in id order. */
  shipperIds: readonly number[];
  /** Makes the closings and asks for the correction (the demo superuser). */
  makerId: number;
  /** Approves them (the demo supervisor). */
  approverId: number;
}

const ageOf = (today: string, day: string) => Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY);

/** The ages (days before today) at which the i-th courier is closed. */
export const closingAges = (i: number): number[] => CLOSING_DAYS.filter((_, k) => k === 0 || k === CLOSING_DAYS.length - 1 || (k + i) % 2 === 0);

/** The demo's deliveries and closings, fed each day's orders; `finish` posts the rest and decides the closings. */
export function demoMoney(tx: Tx, options: DemoMoneyOptions) {
  const rng = createRng(30_112_026);
  const waiting: SeededOrder[] = [];
  const saved: { id: number; shipper: number }[] = [];
  const last = new Map(options.shipperIds.map((id, i) => [id, Math.min(...closingAges(i))]));
  let overage = false;
  let refused = false;

  /** Posts the deliveries whose time has come (all of them without `until`). */
  async function post(until?: number): Promise<void> {
    const due = waiting.filter((order) => until === undefined || order.status_date.getTime() <= until);
    if (due.length === 0) return;
    const done = new Set(due);
    waiting.splice(0, waiting.length, ...waiting.filter((order) => !done.has(order)));
    await postTransactions(
      tx,
      due.map((order) => ({
        header: { kind: eventOf(order)!, key: ledgerKey.order(order.id, 1), user_id: options.makerId, order_id: order.id, at: order.status_date },
        postings: positionOf(order),
      })),
    );
  }

  async function close(shipper: number, index: number, day: string, age: number): Promise<void> {
    const figures = await readFigures(tx, shipper);
    const returns = await returnsOf(tx, shipper);
    if (!figures.cash.some((line) => line.amount !== 0n) && returns.length === 0) return;
    const { toHandOver } = planClosing(figures, 0n, true, shipper);
    let counted = toHandOver;
    if (!overage && age <= 10) {
      overage = true;
      counted += 1_500n;
    } else if (chance(rng, 0.15)) counted -= BigInt(randomInt(rng, 10, 50) * 100);
    if (counted < 0n) counted = 0n;
    // The second courier's last closing leaves his newest parcel missing (MissedReturnShipper).
    const missing = index === 1 && age === last.get(shipper) ? returns.at(-1)?.id : undefined;
    const received = returns.map((parcel) => parcel.id).filter((id) => id !== missing);
    // Closed in the evening of that day (19:00 in Cairo), as the office does.
    const at = new Date(Date.parse(`${day}T19:00:00Z`) - CAIRO_OFFSET);
    const id = await saveClosing(tx, options.makerId, { shipper, closing_date: day, counted, fees_kept: true, received, at });
    if (!refused && age <= 12 && age > last.get(shipper)!) {
      refused = true;
      const row = await lockClosing(tx, id, () => true);
      await unwindClosing(tx, options.approverId, row, 'refused', 'The count does not match the run sheet; count again');
    } else saved.push({ id, shipper });
  }

  return {
    async afterDay(day: string, created: readonly SeededOrder[]): Promise<void> {
      // A parcel back with a merchant whose terms charge returns is charged its return fee, as the move to Returned does.
      const charged = await chargeReturnFees(
        tx,
        created.filter((order) => order.status === 'Returned'),
      );
      waiting.push(...created.filter((order) => eventOf(order) === 'delivered' || eventOf(order) === 'partial'), ...charged.filter((order) => eventOf(order)));
      const age = ageOf(options.today, day);
      if (!(CLOSING_DAYS as readonly number[]).includes(age)) return;
      await post(Date.parse(`${day}T00:00:00Z`) + DAY - CAIRO_OFFSET);
      for (const [index, shipper] of options.shipperIds.entries()) if (closingAges(index).includes(age)) await close(shipper, index, day, age);
    },

    async finish(): Promise<void> {
      await post();
      // The first courier's last closing waits for the supervisor.
      const waits = saved.filter((c) => c.shipper === options.shipperIds[0]).at(-1)?.id;
      for (const { id } of saved) if (id !== waits) await approveClosing(tx, options.approverId, await lockClosing(tx, id, () => true));
      await correctFee(tx, options);
    },
  };
}

/** A delivery fee of a collected order lowered by 10 LE: asked by the superuser, approved by the supervisor. */
async function correctFee(tx: Tx, { makerId, approverId }: DemoMoneyOptions): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id, fee: orders.total_fees })
    .from(orders)
    .innerJoin(shipperClosings, eq(shipperClosings.id, orders.shipper_closing_id))
    .where(eq(orders.status, 'Collected'))
    .orderBy(orders.id)
    .limit(1);
  if (!order) return;
  const amount = fromPiastres(toPiastres(order.fee) > 1_000n ? toPiastres(order.fee) - 1_000n : 0n);
  const reason = 'Delivered a day late: the merchant was promised 10 LE off the fee';
  const id = await askMoneyChange(tx, makerId, { kind: 'fee_change', order_id: order.id, amount, reason }, everyone);
  await approveRequest(tx, approverId, await lockRequest(tx, id, everyone), everyone);
}
