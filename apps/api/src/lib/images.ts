import sharp from 'sharp';
import { AppError } from './errors';

/**
 * Re-encodes an uploaded image: whatever arrives (JPEG, PNG, WebP, GIF, AVIF...) leaves as a
 * fresh WebP with metadata stripped, so no uploaded bytes are ever served as they came.
 */
export async function reencodeImage(
  input: Buffer,
  size: { width: number; height: number; fit?: 'cover' | 'inside' },
): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit ?? 'cover',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type');
  }
}
