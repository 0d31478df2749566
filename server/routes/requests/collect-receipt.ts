import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MAX_LABEL, sniffPhotoType } from '../../../domain/orders/photos';
import { REQUEST_SCREEN } from '../../../domain/requests/desks';
import { screenUrl } from '../../../domain/screens';
import { cairoToday } from '../../../domain/time';
import { customerRequests } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ApiError, badRequest } from '../../lib/errors';
import { acceptUploads, readUploadForm, storeMedia } from '../../lib/media';
import { userOf } from '../../lib/request-user';
import { deskScope, shownToDesk } from '../../requests/desk-scope';
import { tellMerchant } from '../../requests/notices';
import { actOn, listRequests, lockRequests } from '../../requests/repo';
import { IdParams, type IdRoute } from '../../requests/schemas';
import { RequestRecord } from '../../../domain/api/requests';

/** The gallery link's secret: 192 random bits, so no link can be guessed or walked. */
const galleryKey = (): string => randomBytes(24).toString('base64url');

/**
 * The hand-over of a collect request (`POST addorders/collect/{id}/receipt/`, a form with the photo as `file`): the
 * photo of the receipt the merchant signed (JPEG, PNG or WebP by its bytes, at most the order photos' size)
 * is stored and the request is done, with the time, the day (Cairo) and the key of its public gallery link. Only
 * a request with its courier or transfer chosen is handed over; done is final, so the photo is not replaced.
 */
export default async function collectReceiptRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app);
  const config = { access: { url: screenUrl(REQUEST_SCREEN.collect) } };

  app.post<IdRoute>('/addorders/collect/:id/receipt/', { schema: { params: IdParams, response: { 200: RequestRecord } }, config }, async (request) => {
    const form = await readUploadForm(request, { maxBytes: PHOTO_MAX_BYTES, sizeLabel: PHOTO_MAX_LABEL, fileField: 'file' });
    const file = form.file;
    if (!file || file.data.length === 0) throw badRequest({ file: 'collect.receipt_required' });
    const type = sniffPhotoType(file.data);
    if (!type) throw new ApiError(400, 'orders.photo_type', {}, { file: 'orders.photo_type' });
    const note = (form.fields.note ?? '').trim().slice(0, 1000);
    const desk = await deskScope(app.db, userOf(request));
    const userId = desk.scope.user.id;
    await app.db.transaction(async (tx) => {
      const rows = await lockRequests(tx, [request.params.id], and(eq(customerRequests.kind, 'collect'), desk.visible));
      const row = rows[0]!;
      // One transaction: a hand-over the request's status refuses takes the stored photo back with it.
      const receipt_media_id = await storeMedia(tx, type, file.data);
      const changes = { receipt_media_id, handed_over_at: new Date(), collect_date: cairoToday(), gallery_key: galleryKey() };
      await actOn(tx, rows, 'done', { actor: 'staff', userId }, { note, ownCall: true, changes });
      await tellMerchant(tx, row, 'done', row.shipper_id ? { id: row.shipper_id } : null);
      await audit(tx, {
        userId,
        action: 'request.handover',
        entity: 'customer_requests',
        entityId: row.id,
        before: { status: row.status, shipper: row.shipper_id },
        after: { status: 'done', collect_date: changes.collect_date, size: file.data.length, type },
      });
    });
    const { results } = await listRequests(app.db, eq(customerRequests.id, request.params.id));
    return shownToDesk(desk, results[0]!);
  });
}
