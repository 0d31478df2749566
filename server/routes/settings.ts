import { Type } from '@sinclair/typebox';
import { tableRowSchema } from '../lib/rest/row-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOGO_MAX_BYTES, SITE_SETTINGS_FIELDS, validateSiteSettings, type SiteSettingsValues } from '../../domain/validation';
import { PHOTO_TYPES, sniffPhotoType } from '../../domain/orders/photos';
import { mediaFiles, siteSettings } from '../db/schema';
import type { Db } from '../db/client';
import { audit } from '../lib/audit';
import { ApiError, assertValid, notFound } from '../lib/errors';
import { acceptUploads, mediaUrl, readUploadForm, sendMedia, storeMedia } from '../lib/media';
import { userOf } from '../lib/request-user';
import { NotJson } from '../../domain/api/common';

const SETTINGS_ID = 1;
const SCREEN = '/dashboard/SiteSettings';

const SettingsBody = Type.Object(Object.fromEntries(SITE_SETTINGS_FIELDS.map((f) => [f, Type.String({ maxLength: 2000, default: '' })])));
const Settings = tableRowSchema(siteSettings);
const MediaParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** The one settings row, created empty the first time anybody asks. */
async function loadSettings(db: Db) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
  if (row) return row;
  const [created] = await db.insert(siteSettings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)))[0]!;
}

export default async function settingsRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app);

  app.get(
    '/settings/get_user_settings',
    { schema: { response: { 200: Type.Object({ settings: Settings }) } }, config: { access: { public: true } } },
    async () => ({ settings: await loadSettings(app.db) }),
  );

  app.get<{ Params: { id: number } }>(
    '/SiteSettings/:id',
    { schema: { params: IdParams, response: { 200: Settings } }, config: { access: { url: SCREEN } } },
    async (request) => {
      if (request.params.id !== SETTINGS_ID) throw notFound();
      return loadSettings(app.db);
    },
  );

  app.put<{ Params: { id: number }; Body: SiteSettingsValues }>(
    '/SiteSettings/:id',
    { schema: { params: IdParams, body: SettingsBody, response: { 200: Settings } }, config: { access: { url: SCREEN } } },
    async (request) => {
      if (request.params.id !== SETTINGS_ID) throw notFound();
      assertValid(validateSiteSettings(request.body));
      const before = await loadSettings(app.db);
      return app.db.transaction(async (tx) => {
        const [after] = await tx
          .update(siteSettings)
          .set({ ...request.body, updated_at: new Date() })
          .where(eq(siteSettings.id, SETTINGS_ID))
          .returning();
        await audit(tx, { userId: userOf(request).id, action: 'update', entity: 'SiteSettings', entityId: SETTINGS_ID, before, after });
        return after;
      });
    },
  );

  /**
   * Stores an uploaded logo and answers with its address; the settings form then saves that address. The bytes
   * decide: a PNG, JPEG or WebP image is stored as what it is, whatever its name or declared type; anything else
   * (SVG, a page named logo.png) is refused.
   */
  app.post(
    '/SiteSettings/logo',
    { schema: { response: { 201: Type.Object({ logo: Type.String() }) } }, config: { access: { url: SCREEN } } },
    async (request, reply) => {
      const { file } = await readUploadForm(request, { maxBytes: LOGO_MAX_BYTES, sizeLabel: '1 MB', fileField: 'logo' });
      if (!file) throw new ApiError(400, 'validation.required', {}, { logo: 'validation.required' });
      const type = sniffPhotoType(file.data);
      if (!type) throw new ApiError(400, 'errors.file_type', {}, { logo: 'errors.file_type' });
      const id = await storeMedia(app.db, type, file.data);
      return reply.status(201).send({ logo: mediaUrl(id) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/media/:id',
    { schema: { params: MediaParams, response: { 200: NotJson('The stored photo or logo', ...PHOTO_TYPES) } }, config: { access: { public: true } } },
    async (request, reply) => {
      const [file] = await app.db.select().from(mediaFiles).where(eq(mediaFiles.id, request.params.id));
      if (!file) throw notFound();
      return sendMedia(reply, file.data);
    },
  );
}
