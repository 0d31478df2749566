import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '../../../domain/orders/status';
import { LAST_DIGITS_PATTERN, PUBLIC_STEPS, SERIAL_PATTERN } from '../../../domain/tracking';
import { sourceOf } from '../../auth/source';
import { ATTEMPT_WINDOW_MS, clearAttempts, releaseAttempt, reserveAttempt, type AttemptLimit } from '../../auth/throttle';
import { notFound } from '../../lib/errors';
import { readTracking } from '../../tracking/read';

const TrackBody = Type.Object({
  serial: Type.String({ pattern: SERIAL_PATTERN }),
  last4: Type.String({ pattern: LAST_DIGITS_PATTERN }),
});
type TrackBody = Static<typeof TrackBody>;

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Name = Type.Object({ name: Type.String(), name_ar: Type.String() }, { additionalProperties: false });

/** The answer's shape: the serializer writes these fields and no other (a second guard behind read.ts's allow-list). */
const TrackAnswer = Type.Object(
  {
    serial: Type.String(),
    status: literals(ORDER_STATUSES),
    state: Type.Union([Type.Literal('awaiting_pickup'), Type.Literal('cancelled'), Type.Null()]),
    expected_day: Type.Union([Type.String(), Type.Null()]),
    steps: Type.Array(
      Type.Object(
        {
          kind: literals(Object.values(PUBLIC_STEPS)),
          status: literals(ORDER_STATUSES),
          at: Type.String(),
          hold_reason: Type.Union([Name, Type.Null()]),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * Tries are limited with the failed-login rule's table and statement (server/auth/throttle.ts), counted before
 * the lookup and per source address (TRUST_PROXY decides whether X-Forwarded-For is believed):
 * - a serial from one address: 10 tries in 15 minutes; the right digits clear that address's count for it;
 * - one address over all serials: 30 tries in 15 minutes, so nobody walks through serials; a right answer gives
 *   its own try back only (clearing the count would let one known parcel reset it).
 * There is no limit per serial over all addresses: anyone could then keep a recipient from tracking a parcel,
 * and what the answer tells (statuses and days, no personal data) does not call for it.
 */
export const TRACK_LIMITS = {
  serial: { max: 10, message: 'errors.too_many_tries' },
  address: { max: 30, message: 'errors.too_many_tries' },
} as const satisfies Record<string, AttemptLimit>;
export const TRACK_WINDOW_MS = ATTEMPT_WINDOW_MS;

/** Keys of the attempts table that no login name can take (login names hold no ':'). */
const serialKey = (serial: string, source: string) => ({ username: `track:${serial}`, source });
const addressKey = (source: string) => ({ username: 'track:*', source });

/**
 * `POST /api/track/` (public, no login): a parcel's status, steps and expected day for whoever gives its serial
 * and the last four digits of the recipient's phone. An unknown serial and wrong digits answer the same 404.
 */
export default async function trackingRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: TrackBody }>(
    '/track/',
    { schema: { body: TrackBody, response: { 200: TrackAnswer } }, config: { access: { public: true } } },
    async (request, reply) => {
      const { serial, last4 } = request.body;
      const source = sourceOf(request.ip);
      await reserveAttempt(app.db, addressKey(source), TRACK_LIMITS.address);
      await reserveAttempt(app.db, serialKey(serial, source), TRACK_LIMITS.serial);
      const tracking = await readTracking(app.db, serial, last4);
      if (!tracking) throw notFound();
      await Promise.all([clearAttempts(app.db, serialKey(serial, source)), releaseAttempt(app.db, addressKey(source))]);
      return reply.header('cache-control', 'no-store').send(tracking);
    },
  );
}
