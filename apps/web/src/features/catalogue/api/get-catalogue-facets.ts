import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Facets } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/**
 * GET /products/facets — for the current filters, how many products each choice leaves (each
 * facet counted with the other filters kept).
 */
export function getCatalogueFacets(query: string, signal?: AbortSignal): Promise<Facets> {
  return apiData<Facets>(`/products/facets?${query}`, { signal });
}

export const catalogueFacetsQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.facets(query),
    queryFn: ({ signal }) => getCatalogueFacets(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCatalogueFacets(query: string) {
  return useQuery(catalogueFacetsQuery(query));
}
