import type { FastifyInstance } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { badRequest } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { orderScope } from '../../orders/scope';
import { scanParcel } from '../../dispatch/scan';
import { ScanBody } from '../../dispatch/schemas';
import { courier } from '../../dispatch/shipper';
import { ScanAnswer } from '../../../domain/api/dispatch';

/**
 * POST orders/in_out/ (spec section 7 'in/out'): one barcode scan at the hub, a parcel out to a shipper or in
 * from one. Every scan that reaches a parcel is recorded, whatever its result; a scan without its serial, or
 * out without a usable shipper, is bad input and records nothing.
 */
export default async function scanRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ScanBody }>(
    '/orders/in_out/',
    { schema: { body: ScanBody, response: { 200: ScanAnswer } }, config: { access: { url: screenUrl('hubscan') } } },
    async (request) => {
      const { direction, serial, shipper: shipperId } = request.body;
      if (serial.trim() === '') throw badRequest({ serial: 'validation.required' });
      if (direction === 'out' && shipperId === undefined) throw badRequest({ shipper: 'orders.shipper_required' });
      const scope = await orderScope(app.db, userOf(request));
      const shipper = direction === 'out' && shipperId !== undefined ? await courier(app.db, scope, shipperId) : undefined;
      return scanParcel(app.db, scope, direction, serial, shipper);
    },
  );
}
