import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoAnswer } from '../../domain/api/common';
import { Device, DeviceBody, GeocodeAnswer, GeocodeQuery, IssuedDevice, LocationsQuery, PositionsBody, Track } from '../../domain/api/positions';
import { isVisible, shipperVisibility } from '../../domain/permissions';
import { DEVICE_TOKEN_HEADER, positionError } from '../../domain/positions/rules';
import { screenUrl } from '../../domain/screens';
import { shipperDevices, shippers } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import { userOf } from '../lib/request-user';
import { orderScope } from '../orders/scope';
import { addressOf } from '../positions/geocode';
import { devicesOf, issueDevice, revokeDevice, takeSend } from '../positions/devices';
import { recordPositions, trackOf } from '../positions/track';

const tracking = { access: { url: screenUrl('shippertracking') } };
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * Couriers' positions (issue 23, item 6; domain/positions/rules.ts): a courier's day on the map (spec: GET
 * locations with day_date and shipper_id), his phones' tokens issued and revoked, the addresses of places, for
 * whoever may open shippertracking about the couriers it may see (any other answers as a missing one); and the
 * positions a courier's phone sends with its token, which is all it can do.
 */
export default async function shipperPositionRoutes(app: FastifyInstance): Promise<void> {
  /** The courier named, if the caller may see him; else 404 as a missing one. */
  const seenShipper = async (request: FastifyRequest, id: number) => {
    const scope = await orderScope(app.db, userOf(request));
    if (!isVisible(shipperVisibility(scope.grants), id)) throw notFound();
    const [shipper] = await app.db.select({ id: shippers.id, name: shippers.name }).from(shippers).where(eq(shippers.id, id));
    if (!shipper) throw notFound();
    return shipper;
  };

  app.get<{ Querystring: { day_date: string; shipper_id: number } }>(
    '/shippers/locations/',
    { schema: { querystring: LocationsQuery, response: { 200: Track } }, config: tracking },
    async (request) => {
      const shipper = await seenShipper(request, request.query.shipper_id);
      const track = await trackOf(app.db, shipper.id, request.query.day_date);
      return { ...track, shipper_name: shipper.name, map: { tiles: app.maps.tiles ?? null, attribution: app.maps.attribution ?? '' } };
    },
  );

  app.post<{ Body: PositionsBody }>(
    '/shippers/locations/',
    { schema: { body: PositionsBody, response: { 200: Type.Object({ accepted: Type.Integer() }) } }, config: { access: { public: true } } },
    async (request) => {
      const token = request.headers[DEVICE_TOKEN_HEADER];
      if (typeof token !== 'string' || token.length > 200) throw new ApiError(401, 'positions.device_unknown');
      const refused = request.body.positions.map((position) => positionError(position)).find(Boolean);
      if (refused) throw new ApiError(400, refused);
      const taken = await takeSend(app.db, token);
      if (taken.state !== 'sent') throw taken.state === 'unknown' ? new ApiError(401, 'positions.device_unknown') : new ApiError(429, 'positions.too_soon');
      await recordPositions(app.db, taken.shipper, taken.device, request.body.positions);
      return { accepted: request.body.positions.length };
    },
  );

  app.get<{ Querystring: { shipper: number } }>(
    '/shippers/devices/',
    { schema: { querystring: Type.Object({ shipper: Id }), response: { 200: Type.Array(Device) } }, config: tracking },
    async (request) => devicesOf(app.db, (await seenShipper(request, request.query.shipper)).id),
  );

  app.post<{ Body: DeviceBody }>(
    '/shippers/devices/',
    { schema: { body: DeviceBody, response: { 201: IssuedDevice } }, config: tracking },
    async (request, reply) => {
      const shipper = await seenShipper(request, request.body.shipper);
      return reply.code(201).send(await issueDevice(app.db, shipper.id, request.body.label, userOf(request).id));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/shippers/devices/:id/',
    { schema: { params: Type.Object({ id: Id }), response: { 204: NoAnswer } }, config: tracking },
    async (request, reply) => {
      const [device] = await app.db.select({ shipper: shipperDevices.shipper_id }).from(shipperDevices).where(eq(shipperDevices.id, request.params.id));
      if (!device) throw notFound();
      await seenShipper(request, device.shipper);
      await revokeDevice(app.db, device.shipper, request.params.id, userOf(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get<{ Querystring: { latitude: number; longitude: number; lang: 'en' | 'ar' } }>(
    '/geocode/reverse/',
    { schema: { querystring: GeocodeQuery, response: { 200: GeocodeAnswer } }, config: tracking },
    async (request) => ({ address: await addressOf(app.db, app.maps.geocoder, request.query.latitude, request.query.longitude, request.query.lang) }),
  );
}
