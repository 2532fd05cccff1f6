import { productThumbnailUrl } from '@souk/shared/responses/brand-products';
import { reencodeImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';

/**
 * A product's pictures on storage (dashboards §3, §5; issue 12). Every upload is checked by its
 * content and re-encoded (lib/images.ts: a file that is no image is a 415 whatever it claims),
 * then stored twice:
 *   - a thumbnail, at most 400 px, as products/thumbs/{key}.webp, for cards and lists;
 *   - a large version, at most 1200 px, as products/{key}/{name}.webp: the URL the product keeps.
 * The thumbnail's key is the large version's folder, so the thumbnail of any product image URL
 * follows from its path (`productThumbnailUrl` in @souk/shared/responses/brand-products); no
 * extra column is needed and any storage that keeps folders (disk, S3) serves both.
 */

const LARGE = { width: 1200, height: 1200, fit: 'inside' } as const;
const THUMBNAIL = { width: 400, height: 400, fit: 'inside' } as const;

/** Re-encodes every image first (so a bad file stores nothing), then stores them in order. */
export async function storeProductImages(storage: Storage, images: Buffer[]): Promise<string[]> {
  const encoded = await Promise.all(
    images.map(async (bytes) => ({
      large: await reencodeImage(bytes, LARGE),
      thumbnail: await reencodeImage(bytes, THUMBNAIL),
    })),
  );
  const urls: string[] = [];
  try {
    for (const image of encoded) {
      const thumbnailUrl = await storage.save('products/thumbs', 'webp', image.thumbnail);
      const key = thumbnailUrl.slice(thumbnailUrl.lastIndexOf('/') + 1, -'.webp'.length);
      urls.push(await storage.save(`products/${key}`, 'webp', image.large));
    }
  } catch (error) {
    await removeProductImages(storage, urls);
    throw error;
  }
  return urls;
}

/** Removes images and their thumbnails (demo images stay: storage never removes them). */
export async function removeProductImages(
  storage: Storage,
  urls: ReadonlyArray<string | null>,
): Promise<void> {
  await Promise.all(
    urls.flatMap((url) => {
      if (!url) return [];
      const thumbnail = productThumbnailUrl(url);
      return thumbnail === url
        ? [storage.remove(url)]
        : [storage.remove(url), storage.remove(thumbnail)];
    }),
  );
}
