import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_HAND_OVER } from '../../../domain/dispatch/rules';
import { screenUrl } from '../../../domain/screens';
import { runSheets } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { orderScope } from '../../orders/scope';
import { handOver, idsOfSerials } from '../../dispatch/hand-over';
import { parcelsOfSheet, sendable, sheetParcels, toBringBack } from '../../dispatch/reads';
import { HandOverBody, SerialQuery, SheetParams, ShipperDayQuery } from '../../dispatch/schemas';
import { courier, handOverDay, readDay, visibleShipper } from '../../dispatch/shipper';
import { BringBack, DayOrders, FoundParcel, HandOverAnswer, RunSheetData, SendableOrders } from '../../../domain/api/dispatch';

const SHIPPER_ENTRY = { access: { url: screenUrl('shipperEntry') } };
const RUN_SHEET = { access: { url: screenUrl('shipmentEntrySheet') } };

/**
 * Handing parcels to shippers (shipperEntry, spec section 7 'daily send orders'), the shipper's day lists
 * ("today's shipper orders and return shipper orders") and the printed run sheet (shipmentEntrySheet).
 */
export default async function dispatchRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));

  /** The hub's parcels in the shipper's zones, to pick from. */
  app.get<{ Querystring: ShipperDayQuery }>(
    '/shippers/daily_send_orders/',
    { schema: { querystring: ShipperDayQuery, response: { 200: SendableOrders } }, config: SHIPPER_ENTRY },
    async (request) => {
      const scope = await scopeOf(request);
      const shipper = await visibleShipper(app.db, scope, request.query.shipper_id);
      return { shipper: { id: shipper.id, name: shipper.name }, results: await sendable(app.db, scope, shipper.id) };
    },
  );

  /** A serial scanned for the hand-over, checked before it joins the list: a serial no parcel the caller sees has answers 404. */
  app.get<{ Querystring: SerialQuery }>(
    '/shippers/daily_send_orders/parcel/',
    { schema: { querystring: SerialQuery, response: { 200: FoundParcel } }, config: SHIPPER_ENTRY },
    async (request) => {
      const [id] = await idsOfSerials(app.db, await scopeOf(request), [request.query.serial]);
      if (id === undefined) throw badRequest({ serial: 'dispatch.parcels_required' });
      return { id, serial: request.query.serial.trim() };
    },
  );

  /** Hands the parcels (picked by id or scanned by serial) to the shipper for the day: all or nothing. */
  app.post<{ Body: HandOverBody }>(
    '/shippers/daily_send_orders/',
    { schema: { body: HandOverBody, response: { 200: HandOverAnswer } }, config: SHIPPER_ENTRY },
    async (request) => {
      const scope = await scopeOf(request);
      const { shipper: shipperId, day: givenDay, ids = [], serials = [] } = request.body;
      const day = handOverDay(givenDay);
      const shipper = await courier(app.db, scope, shipperId);
      const wanted = [...new Set([...ids, ...(await idsOfSerials(app.db, scope, serials))])];
      if (wanted.length === 0) throw badRequest({ serials: 'dispatch.parcels_required' });
      if (wanted.length > MAX_HAND_OVER) throw badRequest({ serials: 'dispatch.too_many' });
      const result = await app.db.transaction((tx) => handOver(tx, scope, shipper, day, wanted));
      return { ...result, day, shipper: shipper.id };
    },
  );

  /** Today's shipper orders: the parcels on his run sheet of the day. */
  app.get<{ Querystring: ShipperDayQuery }>(
    '/shippers/today_shipper_orders/',
    { schema: { querystring: ShipperDayQuery, response: { 200: DayOrders } }, config: SHIPPER_ENTRY },
    async (request) => {
      const scope = await scopeOf(request);
      const day = readDay(request.query.day);
      const shipper = await visibleShipper(app.db, scope, request.query.shipper_id);
      return { day, results: await sheetParcels(app.db, scope, shipper.id, day) };
    },
  );

  /** Return shipper orders: what he must bring back (not delivered, still with him). */
  app.get<{ Querystring: ShipperDayQuery }>(
    '/shippers/return_shipper_orders/',
    { schema: { querystring: ShipperDayQuery, response: { 200: BringBack } }, config: SHIPPER_ENTRY },
    async (request) => {
      const scope = await scopeOf(request);
      const shipper = await visibleShipper(app.db, scope, request.query.shipper_id);
      return { results: await toBringBack(app.db, scope, shipper.id) };
    },
  );

  /** The run sheet of a shipper and day, for printing; an empty one when nothing was handed over yet. */
  app.get<{ Querystring: ShipperDayQuery }>(
    '/shippers/run_sheet/',
    { schema: { querystring: ShipperDayQuery, response: { 200: RunSheetData } }, config: RUN_SHEET },
    async (request) => {
      const scope = await scopeOf(request);
      const day = readDay(request.query.day);
      const shipper = await visibleShipper(app.db, scope, request.query.shipper_id);
      const [sheet] = await app.db
        .select({ id: runSheets.id })
        .from(runSheets)
        .where(and(eq(runSheets.shipper_id, shipper.id), eq(runSheets.day, day)))
        .orderBy(runSheets.id)
        .limit(1);
      return { id: sheet?.id ?? null, day, shipper: { id: shipper.id, name: shipper.name }, orders: await sheetParcels(app.db, scope, shipper.id, day) };
    },
  );

  /** One run sheet by its number; one of a shipper the caller may not see is missing. */
  app.get<{ Params: SheetParams }>(
    '/shippers/run_sheet/:id',
    { schema: { params: SheetParams, response: { 200: RunSheetData } }, config: RUN_SHEET },
    async (request) => {
      const scope = await scopeOf(request);
      const [sheet] = await app.db.select().from(runSheets).where(eq(runSheets.id, request.params.id));
      if (!sheet) throw notFound();
      const shipper = await visibleShipper(app.db, scope, sheet.shipper_id);
      return { id: sheet.id, day: sheet.day, shipper: { id: shipper.id, name: shipper.name }, orders: await parcelsOfSheet(app.db, scope, sheet.id) };
    },
  );
}
