import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sniffPhotoType } from '../../domain/orders/photos';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';
import { ApiError } from './errors';

/**
 * Uploaded files (the site logo, order photos): read from a multipart form, checked by their bytes, stored base64
 * in media_files and served by GET /api/media/:id (public: the id is a random UUID) with the type the bytes are.
 */

/** Lets the routes registered in `app` (and its children) read multipart forms; limits are set per call. */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
}

export const mediaUrl = (id: string): string => `/api/media/${id}`;

/** Stores a file's bytes and answers its media id. */
export async function storeMedia(db: Db, contentType: string, data: Buffer): Promise<string> {
  const id = randomUUID();
  await db.insert(mediaFiles).values({ id, content_type: contentType, data: data.toString('base64') });
  return id;
}

/**
 * Sends a stored file as the image its bytes are (sniffed again, so a file stored before the bytes were checked
 * cannot be served as a page), with nosniff and a policy that lets nothing in it run. Bytes that are no known
 * image are sent as a download.
 */
export function sendMedia(reply: FastifyReply, base64: string): FastifyReply {
  const data = Buffer.from(base64, 'base64');
  const type = sniffPhotoType(data);
  if (!type) reply.header('content-disposition', 'attachment');
  return reply
    .header('content-type', type ?? 'application/octet-stream')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .send(data);
}

export interface UploadedFile {
  field: string;
  filename: string;
  /** The type the browser declared; check the bytes before trusting it. */
  mimetype: string;
  data: Buffer;
}

export interface UploadForm {
  fields: Record<string, string>;
  file?: UploadedFile;
}

export interface UploadLimits {
  maxBytes: number;
  /** The limit as people read it ("5 MB"), for the error message. */
  sizeLabel: string;
  /** The form field the size error is shown beside. */
  fileField: string;
}

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Reads a whole multipart form: its text fields and at most one file, in whatever order the browser sent them.
 * A file over the limit answers 413 beside the file field; a request that is not a form, or a malformed one,
 * answers 400, never a server error.
 */
export async function readUploadForm(request: FastifyRequest, limits: UploadLimits): Promise<UploadForm> {
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        form.file = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'errors.file_too_large', { size: limits.sizeLabel }, { [limits.fileField]: 'errors.file_too_large' });
    }
    throw new ApiError(400, 'validation.invalid');
  }
  return form;
}
