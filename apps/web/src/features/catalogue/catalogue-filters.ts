import { LIMITS } from '@souk/shared/constants';
import {
  CATALOGUE_SORTS,
  WEIGHT_BUCKETS,
  type CatalogueSort,
} from '@souk/shared/catalogue-options';
import type { ViewMode } from '../../components/view-toggle';
import { spellingsOf, type Named } from '../../lib/local-name';

/**
 * The catalogue's state lives in the address (storefront §2: category, brand, tag, search and
 * sort; every other filter too, so that a filtered view can be shared). Defaults are left out.
 *
 *   /catalogue?category=9&brand=2,5&minPrice=20&maxPrice=150&sort=price-low&page=2
 *
 * category and tag take ids or one name ('office', 'summer'), as the home page's collections
 * link them; page is 1-based here and zero-based in the API.
 */

/** spec: storefront §2 — the sorts the catalogue offers (relevance is the default of a search). */
export const CATALOGUE_PAGE_SORTS = [
  'popular',
  'price-low',
  'price-high',
  'discount',
  'rating',
] as const satisfies readonly CatalogueSort[];
export type CataloguePageSort = (typeof CATALOGUE_PAGE_SORTS)[number] | 'relevance';

/** spec: storefront §2 — rating options 4, 3, 2 and 1 and up. */
export const RATING_OPTIONS = [4, 3, 2, 1] as const;

/** spec: storefront §2 — the price range defaults to 0 to 2000 (an empty number counts as 0). */
export const PRICE_RANGE = { min: 0, max: 2000 } as const;

/** spec: storefront §9 — catalogue 8 per page. */
export const CATALOGUE_PAGE_SIZE = LIMITS.catalogueFilterPageSize;

export type CatalogueFilters = {
  category: string[];
  subcategories: string[];
  brand: string[];
  tag: string[];
  search: string;
  minPrice: string;
  maxPrice: string;
  colors: string[];
  sizes: string[];
  dimensions: string[];
  weights: string[];
  rating: number | null;
  freeShipping: boolean;
  sort: CataloguePageSort | null;
};

export type CatalogueState = { filters: CatalogueFilters; page: number; view: ViewMode };

export const EMPTY_FILTERS: CatalogueFilters = {
  category: [],
  subcategories: [],
  brand: [],
  tag: [],
  search: '',
  minPrice: '',
  maxPrice: '',
  colors: [],
  sizes: [],
  dimensions: [],
  weights: [],
  rating: null,
  freeShipping: false,
  sort: null,
};

/** The list filters and their address parameter (the same name as the field). */
export const LIST_FILTERS = [
  'category',
  'subcategories',
  'brand',
  'tag',
  'colors',
  'sizes',
  'dimensions',
  'weights',
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

const NUMERIC: ReadonlySet<ListFilter> = new Set(['subcategories', 'brand']);
const WEIGHT_IDS = new Set<string>(WEIGHT_BUCKETS.map((bucket) => bucket.id));

const splitList = (value: string | null) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

const priceText = (value: string | null) => {
  const text = (value ?? '').trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? text : '';
};

/** Reads the catalogue's state from the address; anything malformed is ignored. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueState {
  const filters: CatalogueFilters = { ...EMPTY_FILTERS };
  for (const key of LIST_FILTERS) {
    let values = splitList(params.get(key));
    if (NUMERIC.has(key)) values = values.filter((value) => /^\d+$/.test(value));
    if (key === 'weights') values = values.filter((value) => WEIGHT_IDS.has(value));
    filters[key] = values;
  }
  filters.search = (params.get('search') ?? '').trim();
  filters.minPrice = priceText(params.get('minPrice'));
  filters.maxPrice = priceText(params.get('maxPrice'));
  const rating = Number(params.get('rating'));
  filters.rating = (RATING_OPTIONS as readonly number[]).includes(rating) ? rating : null;
  filters.freeShipping = params.get('freeShipping') === 'true';
  const sort = params.get('sort');
  filters.sort =
    sort && (sort === 'relevance' || (CATALOGUE_SORTS as readonly string[]).includes(sort))
      ? (sort as CataloguePageSort)
      : null;
  const page = Number(params.get('page'));
  return {
    filters,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/**
 * What is wrong with the address's price range, for the page to say so rather than drop it
 * silently: a value that is no price (a negative one, a word) is ignored; a minimum above the
 * maximum is kept, and no product can match it.
 */
export type PriceProblem =
  { kind: 'ignored'; value: string } | { kind: 'order'; min: string; max: string };

export function priceProblems(params: URLSearchParams): PriceProblem[] {
  const problems: PriceProblem[] = [];
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const value = (params.get(key) ?? '').trim();
    if (value && !priceText(value)) problems.push({ kind: 'ignored', value });
  }
  const min = priceText(params.get('minPrice'));
  const max = priceText(params.get('maxPrice'));
  if (min && max && Number(min) > Number(max)) problems.push({ kind: 'order', min, max });
  return problems;
}

/** The address parameters of a state, defaults left out, in a stable order. */
export function catalogueSearchParams({ filters, page, view }: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => value && params.set(key, value);
  set('search', filters.search.trim());
  for (const key of LIST_FILTERS) set(key, filters[key].join(','));
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('rating', filters.rating ? String(filters.rating) : '');
  set('freeShipping', filters.freeShipping ? 'true' : '');
  set('sort', filters.sort ?? '');
  set('view', view === 'list' ? 'list' : '');
  set('page', page > 1 ? String(page) : '');
  return params;
}

/** The sort the list is in: the chosen one, else relevance for a search, else popular. */
export function effectiveSort(filters: CatalogueFilters): CataloguePageSort {
  return filters.sort ?? (filters.search ? 'relevance' : 'popular');
}

/**
 * The filters as the API's catalogue query (GET /products/paginated and /products/facets):
 * several categories or brands go to the list parameters, one category name to `category`.
 */
export function catalogueApiParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => value && params.set(key, value);
  const categoryIds = filters.category.filter((value) => /^\d+$/.test(value));
  const categoryName = filters.category.find((value) => !/^\d+$/.test(value));
  if (categoryIds.length) set('categories', categoryIds.join(','));
  else if (categoryName) set('category', categoryName);
  set('subcategories', filters.subcategories.join(','));
  set('brands', filters.brand.join(','));
  set('tags', filters.tag.join(','));
  set('search', filters.search.trim());
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('colors', filters.colors.join(','));
  set('sizes', filters.sizes.join(','));
  set('dimensions', filters.dimensions.join(','));
  set('weights', filters.weights.join(','));
  set('rating', filters.rating ? String(filters.rating) : '');
  set('freeShipping', filters.freeShipping ? 'true' : '');
  return params;
}

/** The list query: the filters, the sort and the zero-based page of 8. */
export function catalogueListQuery(filters: CatalogueFilters, page: number): string {
  const params = catalogueApiParams(filters);
  const sort = effectiveSort(filters);
  params.set('sort', sort);
  params.set('page', String(Math.max(page - 1, 0)));
  params.set('size', String(CATALOGUE_PAGE_SIZE));
  return params.toString();
}

/** How many filters narrow the list (the sort and the view do not count). */
export function activeFilterCount(filters: CatalogueFilters): number {
  return (
    LIST_FILTERS.reduce((total, key) => total + filters[key].length, 0) +
    (filters.search ? 1 : 0) +
    (filters.minPrice || filters.maxPrice ? 1 : 0) +
    (filters.rating ? 1 : 0) +
    (filters.freeShipping ? 1 : 0)
  );
}

/**
 * True when a category reference (an id, or a name in any language as the API matches it: the
 * name, or the first words of the English one) names a category.
 */
export function categoryMatches(ref: string, category: Named & { id: number }): boolean {
  if (/^\d+$/.test(ref)) return Number(ref) === category.id;
  const text = ref.toLowerCase();
  return spellingsOf(category).includes(text) || category.name.toLowerCase().startsWith(`${text} `);
}

/** True when a tag reference (an id or the tag's text in any language) names a tag. */
export function tagMatches(ref: string, tag: Named & { id: number }): boolean {
  return /^\d+$/.test(ref) ? Number(ref) === tag.id : spellingsOf(tag).includes(ref.toLowerCase());
}
