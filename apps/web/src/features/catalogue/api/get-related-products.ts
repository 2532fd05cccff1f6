import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Product } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** GET /products/{id}/related — up to 5 random products of the same category, not this one. */
export function getRelatedProducts(id: number, signal?: AbortSignal): Promise<Product[]> {
  return apiData<Product[]>(`/products/${id}/related`, { signal });
}

export const relatedProductsQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.related(id),
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
  });

export function useRelatedProducts(id: number, enabled: boolean) {
  return useQuery({ ...relatedProductsQuery(id), enabled });
}
