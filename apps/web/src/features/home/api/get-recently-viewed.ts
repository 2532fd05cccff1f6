import { useQueries } from '@tanstack/react-query';
import type { ProductSummary } from '../../../components/product-card';
import { ApiError, apiData } from '../../../lib/api-client';
import { safeStorage, STORAGE_KEYS } from '../../../lib/storage-keys';
import { homeKeys } from './keys';

/** spec: storefront §9 — recently viewed: 4. */
export const RECENTLY_VIEWED_SHOWN = 4;

/**
 * The ids the product page keeps under `recentlyViewed` (a JSON array, newest first; written by
 * the catalogue's product page, read here — features do not import each other).
 */
export function readRecentlyViewed(): number[] {
  try {
    const value: unknown = JSON.parse(
      safeStorage('local').get(STORAGE_KEYS.recentlyViewed) ?? '[]',
    );
    if (!Array.isArray(value)) return [];
    const ids = value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_SHOWN);
  } catch {
    return [];
  }
}

/** GET /products/{id} for each remembered id; products gone since (404) are left out. */
export function useRecentlyViewedProducts(ids: number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: homeKeys.product(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiData<ProductSummary>(`/products/${id}`, { signal }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
    })),
    combine: (results) => ({
      products: results
        .map((result) => result.data)
        .filter((product): product is ProductSummary => Boolean(product)),
      isPending: results.some((result) => result.isPending),
      isError: results.length > 0 && results.every((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
