import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Reads the one image file of a multipart upload, at most `maxBytes`. What a client can get wrong
 * is a 4xx: not multipart (415), no file (400), not an image (415), too large (413), and a body
 * that is not well-formed multipart — truncated, no boundary, an empty one — is a 400, not the
 * parser's 500.
 */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw new AppError('validation_failed', undefined, { file: 'required' });
    if (!file.mimetype.startsWith('image/')) throw new AppError('unsupported_media_type');
    return await file.toBuffer(); // throws 413 past the size limit
  } catch (error) {
    throw uploadError(error);
  }
}

export type MultipartForm = {
  /** text fields by name; a name sent twice keeps its last value */
  fields: Record<string, string>;
  /** image files by field name, in the order they came */
  files: Record<string, Buffer[]>;
};

/**
 * Reads a multipart form of text fields and image files (a product with its pictures, a brand
 * profile with its logo). Each file is at most `maxFileBytes` (413) and must say it is an image
 * (415; its content is checked again when it is re-encoded); more than `maxFiles` files is a 413.
 * Not multipart is 415; a malformed body is 400, never the parser's 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: { maxFileBytes: number; maxFiles: number; maxFieldBytes?: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  // No prototype: a part named __proto__ or constructor is a field like any other.
  const form: MultipartForm = { fields: Object.create(null), files: Object.create(null) };
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fieldSize: limits.maxFieldBytes ?? 64 * 1024,
        fields: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (!part.mimetype.startsWith('image/')) throw new AppError('unsupported_media_type');
      const bytes = await part.toBuffer(); // throws 413 past the size limit
      (form.files[part.fieldname] ??= []).push(bytes);
    }
  } catch (error) {
    throw uploadError(error);
  }
  return form;
}

/** The parser's failures as ours: past a size limit 413, not an image 415, anything else 400. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  return new AppError('bad_request');
}
