import type { FastifyRequest } from 'fastify';
import { STATUS_CODE } from '../../../../domain/orders/status';
import { badRequest, notFound } from '../../../lib/errors';
import { userOf } from '../../../lib/request-user';
import { NEW_ORDER } from '../../../orders/screens';
import type { ImportRoutesOptions } from './routes';

/** Staff import a customer's orders (its id in the form's `customer`) with the rights of order entry, as its create form would add them. */
export const STAFF_IMPORT: ImportRoutesOptions = {
  base: '/orders/import',
  access: { urls: [NEW_ORDER, '/dashboard/orders/new'] },
  target: (_request, fields) => {
    const text = (fields.customer ?? '').trim();
    const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
    if (id < 1 || id > 2147483647) throw badRequest({ customer: 'orders.customer_required' });
    return { customerId: id, body: {}, extra: {} };
  },
};

/** A merchant imports its own orders, which wait for pickup as those it enters one by one (server/routes/merchant/orders.ts). */
export const MERCHANT_IMPORT: ImportRoutesOptions = {
  base: '/merchant/orders/import',
  access: { customer: true },
  target: (request: FastifyRequest) => {
    const customerId = userOf(request).customer_id;
    if (customerId == null) throw notFound();
    return { customerId, body: { pick_up: true }, extra: { status_code: STATUS_CODE.awaitingPickup } };
  },
};
