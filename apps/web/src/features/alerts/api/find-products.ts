import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@souk/shared/constants';
import type { SearchResults } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/alert-keys';

/** The create-alert modal's product chooser: GET /products/search, from 3 characters. */
export const findProducts = (text: string, signal?: AbortSignal) => {
  const params = new URLSearchParams({ query: text, limit: '6' });
  return apiData<SearchResults>(`/products/search?${params}`, { signal });
};

export const findProductsQuery = (text: string) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'products', text.toLowerCase()],
    queryFn: ({ signal }) => findProducts(text, signal),
    staleTime: 60_000,
  });

export function useFindProducts(text: string) {
  return useQuery({
    ...findProductsQuery(text),
    enabled: text.trim().length >= LIMITS.searchMinChars,
    placeholderData: keepPreviousData,
  });
}
