import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../components/product-card';
import { apiData } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** spec: storefront §9 — the home page shows 5 randomly chosen featured products. */
export const FEATURED_SHOWN = 5;
/** The pool the five are drawn from. */
const FEATURED_POOL = 20;

/** spec: storefront §7 — GET /products/featured?limit= (data is an array). */
export function getFeaturedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  return apiData<ProductSummary[]>(`/products/featured?limit=${FEATURED_POOL}`, { signal });
}

/** `count` products in random order (Fisher–Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy.slice(0, count);
}

export const featuredProductsQuery = () =>
  queryOptions({
    queryKey: homeKeys.featuredProducts(),
    queryFn: async ({ signal }) => pickRandom(await getFeaturedProducts(signal), FEATURED_SHOWN),
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}
