import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Product } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §7 — GET /products/{id}; a missing or hidden product is a 404. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiData<Product>(`/products/${id}`, { signal });
}

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.productDetail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: number) {
  return useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
