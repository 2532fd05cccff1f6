import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** spec: storefront §7 — GET /reviews/product/{id}/rating-count?rating=N (data is a number). */
export function getRatingCount(productId: number, rating: number, signal?: AbortSignal) {
  return apiData<number>(`/reviews/product/${productId}/rating-count?rating=${rating}`, { signal });
}

export const ratingCountQuery = (productId: number, rating: number) =>
  queryOptions({
    queryKey: catalogueKeys.ratingCount(productId, rating),
    queryFn: ({ signal }) => getRatingCount(productId, rating, signal),
  });

/** How many reviews gave 5, 4, 3, 2 and 1 stars: the distribution beside the average. */
export function useRatingDistribution(productId: number, enabled: boolean) {
  return useQueries({
    queries: [5, 4, 3, 2, 1].map((rating) => ({ ...ratingCountQuery(productId, rating), enabled })),
    combine: (results) => ({
      counts: results.map((result, index) => ({ rating: 5 - index, count: result.data })),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
