import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL, sniffPhotoType } from '../../../domain/orders/photos';
import type { FieldErrors } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { orderPhotos, orders, shippers } from '../../db/schema';
import { ApiError, assertValid, badRequest, notFound } from '../../lib/errors';
import { mediaUrl, readUploadForm, storeMedia } from '../../lib/media';
import { userOf } from '../../lib/request-user';
import { screenUrl } from '../../../domain/screens';
import { ADMIN_ORDERS } from '../../orders/screens';
import { assertMay, canSeeCustomer, orderScope, type OrderScope } from '../../orders/scope';
import { readPhotos } from '../../orders/timeline';
import { OrderPhoto, StoredPhoto } from '../../../domain/api/orders';

/** The follow-up screen checks photos too (spec: getorderfollowup's imageStatus). */
export const FOLLOW_ORDERS = screenUrl('followorders');

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ImagesQuery = Type.Object({
  serial: Type.String({ minLength: 1, maxLength: 64 }),
  shipper: Type.Optional(Type.Union([Id, Type.Literal('')])),
});
type ImagesQuery = { serial: string; shipper?: number | '' };

/** A form field holding an optional id: a number, or null when empty; undefined when it is not an id. */
function optionalId(value: string | undefined): number | null | undefined {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'null') return null;
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}

/** The file's name as shown: no folders, no control characters, at most 200 characters. */
const cleanFileName = (name: string): string => (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 200);

/**
 * The order with this serial among those the caller may see. A caller who may not see serials cannot find
 * orders by one (as in the list's search), so the serial cannot be probed; both answer 404.
 */
export async function orderBySerial(db: Db, scope: OrderScope, serial: string) {
  if (!scope.fields.show_order_serial) throw notFound();
  const [row] = await db
    .select({ id: orders.id, customer_id: orders.customer_id, shipper_id: orders.shipper_id })
    .from(orders)
    .where(eq(orders.serial, serial.trim()));
  if (!row || !canSeeCustomer(scope, row.customer_id)) throw notFound();
  return row;
}

/** Order photos (spec section 3 "Photo upload": a form with the order serial and the shipper; section 7 order images). */
export default async function orderPhotoRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const access = { access: { urls: [ADMIN_ORDERS, FOLLOW_ORDERS] } };

  app.post('/orders/upload_photo/', { schema: { response: { 201: StoredPhoto } }, config: access }, async (request, reply) => {
    const form = await readUploadForm(request, { maxBytes: PHOTO_MAX_BYTES, sizeLabel: PHOTO_MAX_LABEL, fileField: 'file' });
    const errors: FieldErrors = {};
    const serial = (form.fields.serial ?? '').trim();
    if (!serial) errors.serial = 'validation.required';
    else if (serial.length > 64) errors.serial = 'validation.invalid';
    const shipper = optionalId(form.fields.shipper);
    if (shipper === undefined) errors.shipper = 'validation.invalid';
    if (!form.file || form.file.data.length === 0) errors.file = 'validation.required';
    assertValid(errors);
    const file = form.file!;
    const type = sniffPhotoType(file.data);
    if (!type) throw new ApiError(400, 'orders.photo_type', {}, { file: 'orders.photo_type' });

    const scope = await scopeOf(request);
    const order = await orderBySerial(app.db, scope, serial);
    assertMay(scope, order.customer_id, 'updateOrder');
    if (shipper) {
      const [known] = await app.db.select({ id: shippers.id }).from(shippers).where(eq(shippers.id, shipper));
      if (!known) throw badRequest({ shipper: 'errors.not_found' });
    }
    const file_name = cleanFileName(file.filename) || `photo.${type.slice('image/'.length)}`;
    const photo = await app.db.transaction(async (tx) => {
      const mediaId = await storeMedia(tx, type, file.data);
      const [row] = await tx
        .insert(orderPhotos)
        .values({
          order_id: order.id,
          shipper_id: shipper ?? order.shipper_id,
          media_id: mediaId,
          file_name,
          size: file.data.length,
          uploaded_by: scope.user.id,
        })
        .returning();
      return row!;
    });
    return reply
      .status(201)
      .send({ id: photo.id, url: mediaUrl(photo.media_id), file_name, size: photo.size, content_type: type, created_at: photo.created_at });
  });

  /** The photos of the order with this serial, oldest first; with a shipper, only the photos that shipper took. */
  app.get<{ Querystring: ImagesQuery }>(
    '/orders/images',
    { schema: { querystring: ImagesQuery, response: { 200: Type.Array(OrderPhoto) } }, config: access },
    async (request) => {
      const scope = await scopeOf(request);
      const order = await orderBySerial(app.db, scope, request.query.serial);
      return readPhotos(app.db, order.id, request.query.shipper || undefined);
    },
  );
}
