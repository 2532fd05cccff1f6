import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import { apiData } from '../../../lib/api-client';
import type { Product } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §7 — GET /products/paginated: the catalogue query (filters, sort, page). */
export function getCatalogueProducts(query: string, signal?: AbortSignal): Promise<Page<Product>> {
  return apiData<Page<Product>>(`/products/paginated?${query}`, { signal });
}

export const catalogueProductsQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.productList(query),
    queryFn: ({ signal }) => getCatalogueProducts(query, signal),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCatalogueProducts(query: string) {
  return useQuery(catalogueProductsQuery(query));
}
