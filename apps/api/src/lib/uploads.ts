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
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('payload_too_large');
    if (status === 415) throw new AppError('unsupported_media_type');
    throw new AppError('bad_request');
  }
}
