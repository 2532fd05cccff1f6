import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Product } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §2 brands directory — each card shows the brand's first 4 products. */
export const BRAND_CARD_PRODUCTS = 4;

/** spec: storefront §7 — GET /products/brand/{id} (data is an array). */
export function getBrandProducts(brandId: number, signal?: AbortSignal): Promise<Product[]> {
  return apiData<Product[]>(`/products/brand/${brandId}?limit=${BRAND_CARD_PRODUCTS}`, { signal });
}

export const brandProductsQuery = (brandId: number) =>
  queryOptions({
    queryKey: catalogueKeys.brandProducts(brandId),
    queryFn: ({ signal }) => getBrandProducts(brandId, signal),
  });

export function useBrandProducts(brandId: number) {
  return useQuery(brandProductsQuery(brandId));
}
