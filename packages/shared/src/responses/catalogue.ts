import { z } from 'zod';
import { pageOf } from '../api';
import { SOCIAL_PLATFORMS } from '../constants';
import type { NameTranslations } from '../names';

/**
 * What the catalogue's calls answer (storefront §3 "Product", "Category", "Brand", "Review";
 * dashboards §3 "Brand"). The server serializes through these schemas, so a field that is not
 * declared here never leaves; the web app reads the same types.
 */

const id = z.number().int();
const count = z.number().int().min(0);
/** a moment, as an ISO 8601 text in UTC */
const timestamp = z.iso.datetime();

/** The French and Arabic texts of a catalogue name (decision 007). */
export const nameTranslationsSchema = z.object({
  fr: z.string().optional(),
  ar: z.string().optional(),
}) satisfies z.ZodType<NameTranslations>;

/** A subcategory or tag of a product: its English name and that name's other texts. */
export const labelSchema = z.object({
  id,
  name: z.string(),
  nameTranslations: nameTranslationsSchema,
});
export type Label = z.infer<typeof labelSchema>;

/**
 * The product as the spec reads it: prices as numbers with two decimals, discountPrice a
 * percentage, discountedPrice what the customer pays, lists as arrays.
 */
export const productSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: z.number(),
  discountPrice: z.number().describe('a percentage, 0 to 100'),
  discountedPrice: z.number().describe('price - price * discountPrice / 100, to hundredths'),
  imageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()),
  brandId: id,
  brandName: z.string().nullable(),
  producer: z.string().nullable().describe('the brand name'),
  categoryId: id.nullable(),
  categoryName: z.string().nullable(),
  categoryNameTranslations: nameTranslationsSchema.nullable(),
  subCategory_id: id.nullable().describe('the first subcategory'),
  subcategories: z.array(labelSchema),
  subcategoryIds: z.array(id),
  tags: z.array(labelSchema),
  tagIds: z.array(id),
  averageRating: z.number(),
  reviewCount: count,
  quantity: z.number().int().describe('units in stock'),
  stockLevel: z.number().int(),
  inStock: z.boolean(),
  sku: z.string(),
  barcode: z.string(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  weight: z.number().nullable().describe('kilograms'),
  dimensions: z.string().nullable(),
  material: z.string().nullable(),
  care: z.string().nullable(),
  origin: z.string().nullable(),
  fit: z.string().nullable(),
  features: z.array(z.string()),
  active: z.boolean(),
  featured: z.boolean(),
  freeShipping: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.infer<typeof productSchema>;

/** The header's live search: the best matches and how many there are in all. */
export const searchResultsSchema = z.object({
  content: z.array(productSchema),
  totalElements: count,
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

const valueCount = z.object({ value: z.string(), count });

/** How many products each choice of each catalogue filter leaves, the other filters kept. */
export const facetsSchema = z.object({
  categories: z.array(labelSchema.extend({ count })),
  subcategories: z.array(labelSchema.extend({ parentId: id, count })),
  brands: z.array(z.object({ id, name: z.string(), count })),
  colors: z.array(valueCount),
  sizes: z.array(valueCount),
  tags: z.array(labelSchema.extend({ count })),
  ratings: z.array(z.object({ rating: z.number().int(), count })),
  price: z.object({ min: z.number(), max: z.number() }),
  dimensions: z.array(valueCount),
  weights: z.array(valueCount.describe('a weight bucket: 0-1, 1-5, 5-20 or 20+ kg')),
});
export type Facets = z.infer<typeof facetsSchema>;

/** A product category, or a subcategory (parentId set), with its public product count. */
export const categorySchema = z.object({
  id,
  name: z.string(),
  nameTranslations: nameTranslationsSchema,
  description: z.string().nullable(),
  type: z.string().nullable(),
  imageUrl: z.string().nullable(),
  img: z.string().nullable().describe('the same as imageUrl'),
  parentId: id.nullable(),
  active: z.boolean(),
  productCount: count,
});
export type Category = z.infer<typeof categorySchema>;

/** A top-level category with its subcategories. */
export const categoryTreeSchema = categorySchema.extend({
  subcategories: z.array(categorySchema),
  subcategoryCount: count,
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export const tagSchema = z.object({
  id,
  name: z.string(),
  nameTranslations: nameTranslationsSchema,
  description: z.string().nullable(),
  type: z.string().nullable(),
  productCount: count,
});
export type Tag = z.infer<typeof tagSchema>;

/** A brand category with how many enabled brands it has. */
export const brandCategorySchema = z.object({
  id,
  name: z.string(),
  nameTranslations: nameTranslationsSchema,
  description: z.string().nullable(),
  brandCount: count,
});
export type BrandCategory = z.infer<typeof brandCategorySchema>;

export const brandLinkSchema = z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() });
export type BrandLink = z.infer<typeof brandLinkSchema>;

/** A brand as the directory shows it (storefront §3 "Brand"; dashboards §3 "Brand"). */
export const brandSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  links: z.array(brandLinkSchema),
  brandCategoryId: id.nullable(),
  brandCategoryName: z.string().nullable(),
  brandCategoryNameTranslations: nameTranslationsSchema.nullable(),
  enabled: z.boolean(),
  averageRating: z.number(),
  reviewCount: count,
  productCount: count.describe('active products'),
  registrationDate: timestamp,
});
export type Brand = z.infer<typeof brandSchema>;

/** A review as shown under its product. */
export const reviewSchema = z.object({
  id,
  userId: id,
  username: z.string().describe('first name and the initial of the last name'),
  productId: id,
  productName: z.string(),
  rating: z.number().int().describe('1 to 5'),
  comment: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** issue 12: the brand's one public reply, shown under the review */
  reply: z.string().nullable(),
  repliedAt: timestamp.nullable(),
  brandName: z.string().describe('the brand that replies'),
});
export type Review = z.infer<typeof reviewSchema>;

/** A page of a product's reviews, with the product's average rating and review count beside it. */
export const productReviewsPageSchema = pageOf(reviewSchema).extend({
  averageRating: z.number(),
  totalReviews: count,
});
export type ProductReviewsPage = z.infer<typeof productReviewsPageSchema>;

/**
 * GET /reviews/product/{id}/mine: what the signed-in customer may do under a product. The page
 * shows their review (with edit and delete) when there is one, the form when `canReview` and
 * none yet, and nothing otherwise.
 */
export const myProductReviewSchema = z.object({
  canReview: z
    .boolean()
    .describe('a delivered, not rejected order item of this product belongs to the caller'),
  review: reviewSchema.nullable(),
});
export type MyProductReview = z.infer<typeof myProductReviewSchema>;
