/**
 * The catalogue's sorts and weight buckets: plain lists, apart from the catalogue's query schema
 * (schemas/catalogue.ts), so the web app's catalogue reads them without the validation library.
 */
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
