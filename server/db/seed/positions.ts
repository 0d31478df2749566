/**
 * The couriers' tracks of the demo (shippertracking): the first few couriers each carry a phone that reported his
 * position every five minutes yesterday from 09:00 and today so far (from 09:00, or three hours ago if earlier),
 * along a round of Cairo and Giza districts, each courier his own round, a little off the straight line between
 * places as streets are.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import type { Tx } from '../client';
import { rowsOf } from '../rows';
import { shipperDevices, shipperPositions } from '../schema';

/** Districts a round passes through (latitude, longitude). */
const PLACES: readonly [number, number][] = [
  [30.0444, 31.2357], // Tahrir
  [30.0609, 31.2197], // Zamalek
  [30.0384, 31.2105], // Dokki
  [30.0561, 31.2003], // Mohandessin
  [30.0131, 31.2089], // Giza Square
  [29.9937, 31.1599], // Haram
  [29.9602, 31.2569], // Maadi
  [30.0771, 31.2446], // Shubra
  [30.0911, 31.3225], // Heliopolis
  [30.0561, 31.3301], // Nasr City
];
const COURIERS = 6;
const STEP_MINUTES = 5;
const STOPS_A_ROUND = 5;
const HOURS_OUT = 8;

/** A courier's round: five districts in turn, starting where his index says. */
const roundOf = (index: number) => Array.from({ length: STOPS_A_ROUND }, (_, step) => PLACES[(index * 3 + step * (index + 1)) % PLACES.length]!);

/** Where he was `minute` minutes into his day: between two districts of his round, a little off the straight line. */
function placeAt(round: readonly [number, number][], minute: number, seed: number): [number, number] {
  const legMinutes = (HOURS_OUT * 60) / (round.length - 1);
  const leg = Math.min(Math.floor(minute / legMinutes), round.length - 2);
  const share = Math.min(1, (minute - leg * legMinutes) / legMinutes);
  const [from, to] = [round[leg]!, round[leg + 1]!];
  const wobble = Math.sin((minute + seed * 17) / 7) * 0.0015;
  return [from[0] + (to[0] - from[0]) * share + wobble, from[1] + (to[1] - from[1]) * share - wobble];
}

export async function seedPositions(tx: Tx, shipperIds: readonly number[], userId: number, now: Date = new Date()): Promise<void> {
  for (const [index, shipper] of shipperIds.slice(0, COURIERS).entries()) {
    const [device] = await tx
      .insert(shipperDevices)
      .values({
        shipper_id: shipper,
        label: `Phone ${index + 1}`,
        // A token no one holds: the demo's phones have sent, and send no more.
        token_hash: createHash('sha256').update(`demo-phone-${shipper}-${now.getTime()}`).digest('hex'),
        created_by: userId,
      })
      .returning({ id: shipperDevices.id });
    const round = roundOf(index);
    for (const day of [cairoDaysAgo(1), cairoToday()]) {
      const [start] = rowsOf(await tx.execute(sql`select ((${day}::date + time '09:00') at time zone 'Africa/Cairo') as at`));
      // Today's round began three hours ago at the latest, so the demo's day has a track whenever it starts.
      const startAt = Math.min(new Date(String(start!.at)).getTime(), day === cairoToday() ? now.getTime() - 3 * 3_600_000 : Infinity);
      const rows = [];
      for (let minute = 0; minute <= HOURS_OUT * 60; minute += STEP_MINUTES) {
        const at = new Date(startAt + minute * 60_000);
        if (at > now) break;
        const [latitude, longitude] = placeAt(round, minute, shipper);
        rows.push({ shipper_id: shipper, device_id: device!.id, at, latitude, longitude, accuracy: 8 + ((minute / STEP_MINUTES) % 5) * 3 });
      }
      if (rows.length) await tx.insert(shipperPositions).values(rows);
    }
  }
}
