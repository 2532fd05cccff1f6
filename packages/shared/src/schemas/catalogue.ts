import { z } from 'zod';
import { LIMITS } from '../constants';

/** Comma lists in query strings ("1,2,3" or repeated keys) -> trimmed, non-empty strings. */
const list = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean),
);
const idList = list.pipe(
  z.array(z.string().regex(/^\d+$/, { error: 'invalid_value' }).transform(Number)),
);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
/** spec: storefront §2 — an empty price counts as 0 */
const priceBound = z
  .union([z.literal(''), z.coerce.number().min(0).max(1_000_000)])
  .transform((value) => (value === '' ? 0 : value));

export const CATALOGUE_SORTS = [
  'popular',
  'price-low',
  'price-high',
  'discount',
  'rating',
  'newest',
  'relevance',
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Weight filter buckets, in kilograms (spec: storefront §2 catalogue "weights"). */
export const WEIGHT_BUCKETS = [
  { id: '0-1', min: 0, max: 1 },
  { id: '1-5', min: 1, max: 5 },
  { id: '5-20', min: 5, max: 20 },
  { id: '20+', min: 20, max: null },
] as const;

/**
 * The catalogue query (storefront §2 "Catalogue"): every filter and sort of the catalogue page,
 * on GET /products/paginated and GET /products/facets.
 */
export const catalogueQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.defaultPageSize),
  sort: z.enum(CATALOGUE_SORTS).optional(),
  /** a category id, or a category name ("office" finds "Office Products") */
  category: z.string().trim().max(100).optional(),
  categories: idList.optional(),
  subcategories: idList.optional(),
  brand: z.coerce.number().int().positive().optional(),
  brands: idList.optional(),
  /** a tag id, or tag text as the home page's collections use */
  tag: z.string().trim().max(100).optional(),
  tags: list.optional(),
  search: z.string().trim().max(200).optional(),
  searchQuery: z.string().trim().max(200).optional(),
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  colors: list.optional(),
  sizes: list.optional(),
  dimensions: list.optional(),
  weights: list
    .pipe(z.array(z.enum(WEIGHT_BUCKETS.map((b) => b.id) as [string, ...string[]])))
    .optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  freeShipping: flag.optional(),
  sortBy: z.string().max(50).optional(),
  direction: z.string().max(4).optional(),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

export const searchQuerySchema = z.object({
  query: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
