import { Type } from '@sinclair/typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, orderPhotos, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { mediaUrl } from '../../lib/media';
import { OrderGallery } from '../../../domain/api/orders';

const Key = Type.String({ minLength: 1, maxLength: 200 });
const GalleryParams = Type.Object({ shipper: Key, serial: Key, company: Key, mobile: Key });
type GalleryParams = { shipper: string; serial: string; company: string; mobile: string };

/**
 * The public gallery of an order's photos (spec section 2: gallery/{shipper}/{serial}/{company}/{mobile}), the
 * link a merchant or recipient is sent. No login: instead all four keys must match one order (its serial, its
 * shipper's id, its customer's company name, or the customer's name when it has none, case and outer spaces
 * ignored, and the recipient's phone), so nobody can walk through serials. Any mismatch answers 404, the same as
 * an unknown serial. The answer carries only what the page shows: the serial and each photo's address and time.
 * The photos themselves are served by GET /api/media/:id, which is public (its id is a random UUID).
 */
export default async function orderGalleryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: GalleryParams }>(
    '/gallery/:shipper/:serial/:company/:mobile',
    { schema: { params: GalleryParams, response: { 200: OrderGallery } }, config: { access: { public: true } } },
    async (request, reply) => {
      const { shipper, serial, company, mobile } = request.params;
      if (!/^[1-9]\d{0,8}$/.test(shipper)) throw notFound();
      const companyName = sql`lower(trim(coalesce(nullif(${customers.company_name}, ''), ${customers.name})))`;
      const [order] = await app.db
        .select({ id: orders.id, serial: orders.serial })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customer_id))
        .where(
          and(
            eq(orders.serial, serial.trim()),
            eq(orders.shipper_id, Number(shipper)),
            eq(orders.phone, mobile.trim()),
            sql`${companyName} = ${company.trim().toLowerCase()}`,
          ),
        );
      if (!order) throw notFound();
      const photos = await app.db
        .select({ media_id: orderPhotos.media_id, created_at: orderPhotos.created_at })
        .from(orderPhotos)
        .where(eq(orderPhotos.order_id, order.id))
        .orderBy(asc(orderPhotos.created_at), asc(orderPhotos.id));
      return reply
        .header('cache-control', 'no-store')
        .send({ serial: order.serial, photos: photos.map((photo) => ({ url: mediaUrl(photo.media_id), created_at: photo.created_at })) });
    },
  );
}
