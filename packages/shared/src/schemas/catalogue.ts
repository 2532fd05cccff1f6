import { z } from 'zod';
import { LIMITS } from '../constants';
import { pageField, pageSizeField } from '../api';
import { idField, idListField, queryList as list, textField } from '../validation';
import { CATALOGUE_SORTS, WEIGHT_BUCKETS } from '../catalogue-options';

export { CATALOGUE_SORTS, WEIGHT_BUCKETS, type CatalogueSort } from '../catalogue-options';

const idList = idListField;
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
/** spec: storefront §2 — an empty price counts as 0 */
const priceBound = z
  .union([z.literal(''), z.coerce.number().min(0).max(1_000_000)])
  .transform((value) => (value === '' ? 0 : value));

/** What a shopper types into a search box (LIMITS.searchMaxChars bounds the work it causes). */
const searchText = textField(LIMITS.searchMaxChars);

/**
 * The catalogue query (storefront §2 "Catalogue"): every filter and sort of the catalogue page,
 * on GET /products/paginated and GET /products/facets.
 */
export const catalogueQuerySchema = z.object({
  page: pageField,
  size: pageSizeField(),
  sort: z.enum(CATALOGUE_SORTS).optional(),
  /** a category id, or a category name ("office" finds "Office Products") */
  category: textField(100).optional(),
  categories: idList.optional(),
  subcategories: idList.optional(),
  brand: idField.optional(),
  brands: idList.optional(),
  /** a tag id, or tag text as the home page's collections use */
  tag: textField(100).optional(),
  tags: list.optional(),
  search: searchText.optional(),
  searchQuery: searchText.optional(),
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
  sortBy: textField(50).optional(),
  direction: textField(4).optional(),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

export const searchQuerySchema = z.object({
  query: searchText.default(''),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
