import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MAX_LABEL } from '../../../../domain/orders/import';
import { ApiError } from '../../../lib/errors';
import { acceptUploads, readUploadForm } from '../../../lib/media';
import { userOf } from '../../../lib/request-user';
import type { RouteAccess } from '../../../plugins/access';
import { orderScope } from '../../../orders/scope';
import { assertMayImport, commitImport, previewImport, readImportFile, type ImportTarget } from '../../../orders/import/service';
import { importTemplate } from '../../../orders/import/template';
import type { ImportLang } from '../../../orders/import/table';
import { createImportGate } from '../../../orders/import/gate';
import { ImportPreview, ImportResult, ImportTemplate } from '../../../../domain/api/imports';

const LangQuery = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])) });
type LangQuery = Static<typeof LangQuery>;

export interface ImportRoutesOptions {
  /** Where the routes live: `<base>/template/`, `<base>/preview/`, `<base>/commit/`. */
  base: string;
  access: RouteAccess;
  /** Whom the file's orders are for and what the caller's own create adds to each, from the caller and the form's text fields. */
  target: (request: FastifyRequest, fields: Record<string, string>) => ImportTarget;
}

const langOf = (value: string | undefined): ImportLang => (value === 'ar' ? 'ar' : 'en');

/**
 * Importing orders from a spreadsheet, for merchants (their own orders) and staff (a customer's, with addOrder):
 * the template, a preview that checks every row and stores nothing, and the commit that checks the file again
 * and stores all its orders or none. Both take the file as a form (`file`, `lang` for the messages' column names,
 * and for staff `customer`).
 */
export function importRoutes(options: ImportRoutesOptions) {
  return async function orderImportRoutes(app: FastifyInstance): Promise<void> {
    await acceptUploads(app);
    const config = { access: options.access };

    app.get<{ Querystring: LangQuery }>(
      `${options.base}/template/`,
      { schema: { querystring: LangQuery, response: { 200: ImportTemplate } }, config },
      async (request, reply) => {
        const lang = request.query.lang ?? 'en';
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="orders-import-${lang}.xlsx"`)
          .send(await importTemplate(app.db, lang));
      },
    );

    /** The form read, the caller's right to add the customer's orders checked, then the file's rows read. */
    const upload = async (request: FastifyRequest) => {
      const form = await readUploadForm(request, { maxBytes: IMPORT_MAX_BYTES, sizeLabel: IMPORT_MAX_LABEL, fileField: 'file' });
      const target = options.target(request, form.fields);
      const scope = await orderScope(app.db, userOf(request));
      assertMayImport(scope, target);
      if (!form.file) throw new ApiError(400, 'import.file_required', {}, { file: 'import.file_required' });
      const rows = readImportFile(form.file.data, langOf(form.fields.lang));
      return { scope, target, rows, fileName: form.file.filename.replace(/\p{Cc}/gu, '').slice(0, 200) };
    };

    const oneAtATime = createImportGate();

    app.post(`${options.base}/preview/`, { schema: { response: { 200: ImportPreview } }, config }, async (request) =>
      oneAtATime(userOf(request).id, async () => {
        const { scope, target, rows } = await upload(request);
        return previewImport(app.db, scope, target, rows);
      }),
    );

    app.post(`${options.base}/commit/`, { schema: { response: { 201: ImportResult } }, config }, async (request, reply) =>
      oneAtATime(userOf(request).id, async () => {
        const { scope, target, rows, fileName } = await upload(request);
        return reply.status(201).send(await commitImport(app.writeDb, scope, target, rows, fileName));
      }),
    );
  };
}
