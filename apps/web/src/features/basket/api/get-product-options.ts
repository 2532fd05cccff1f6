import { useQuery } from '@tanstack/react-query';
import type { Product } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { basketKeys } from './keys';

/**
 * The whole product (colours, sizes, stock) for the add-to-cart panel when a card only has its
 * summary. spec: storefront §5 — the maximum quantity is the product's stock, fetched per product.
 */
export function useProductOptions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: basketKeys.productOptions(id),
    queryFn: ({ signal }) => apiData<Product>(`/products/${id}`, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
