import { z } from 'zod';
import { pageOf } from '../api';
import { productSchema } from './catalogue';

/**
 * What the brand dashboard's product calls answer (dashboards §3 "Brand product (as read)", §7
 * "Brand products"): the product as the catalogue reads it — inactive ones included — paged, with
 * the tab counts of the same search.
 */

const count = z.number().int().min(0);

/** spec: dashboards §2 — the tabs All, Active, Inactive, Out of stock (quantity ≤ 0, §4). */
export const brandProductCountsSchema = z.object({
  all: count,
  active: count,
  inactive: count,
  outOfStock: count,
});
export type BrandProductCounts = z.infer<typeof brandProductCountsSchema>;

export const brandProductPageSchema = pageOf(productSchema).extend({
  counts: brandProductCountsSchema,
});
export type BrandProductPage = z.infer<typeof brandProductPageSchema>;

/** DELETE /products/{id}: removed, or — when orders name it — deactivated instead. */
export const productDeletionSchema = z.object({
  deleted: z.boolean(),
  deactivated: z.boolean(),
});
export type ProductDeletion = z.infer<typeof productDeletionSchema>;

/**
 * Thumbnails (decision: product images, product-images.ts): each uploaded image is stored twice,
 * a large version (at most 1200 px) and a 400 px thumbnail. The thumbnail lives at
 * /uploads/products/thumbs/{key}.webp and the large version at /uploads/products/{key}/{name}.webp,
 * so the thumbnail of an image URL follows from its path. Images that were not uploaded this way
 * (demo images, older uploads) are their own thumbnail.
 */
const LARGE_IMAGE = /^(.*\/uploads\/products)\/(?!thumbs\/)([\w-]+)\/[\w-]+\.webp$/;
export function productThumbnailUrl<T extends string | null>(imageUrl: T): T {
  if (!imageUrl) return imageUrl;
  const match = LARGE_IMAGE.exec(imageUrl);
  return (match ? `${match[1]}/thumbs/${match[2]}.webp` : imageUrl) as T;
}
