import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@souk/shared/constants';
import type { SearchResults } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import type { Product } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §9 — search from 3 characters, 5 results shown. */
export const SEARCH_MIN_CHARS = LIMITS.searchMinChars;
export const SEARCH_RESULTS_SHOWN = 5;

export type { SearchResults };

/**
 * spec: storefront §7 — GET /products/search?query=: the best matches (typo-tolerant, in three
 * languages) and how many there are. The spec's other answer shapes are read too.
 */
export async function searchProducts(text: string, signal?: AbortSignal): Promise<SearchResults> {
  const params = new URLSearchParams({ query: text, limit: String(SEARCH_RESULTS_SHOWN) });
  const data = await apiData<SearchResults | Product[]>(`/products/search?${params}`, { signal });
  if (Array.isArray(data)) return { content: data, totalElements: data.length };
  return { content: data.content ?? [], totalElements: data.totalElements ?? 0 };
}

export const searchProductsQuery = (text: string) =>
  queryOptions({
    queryKey: catalogueKeys.search(text.toLowerCase()),
    queryFn: ({ signal }) => searchProducts(text, signal),
    staleTime: 60_000,
  });

export function useSearchProducts(text: string) {
  return useQuery({
    ...searchProductsQuery(text),
    enabled: text.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
