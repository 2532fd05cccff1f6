import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Category } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §7 — GET /categories/root: the top-level categories with product counts. */
export function getRootCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiData<Category[]>('/categories/root', { signal });
}

export const rootCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.rootCategories(),
    queryFn: ({ signal }) => getRootCategories(signal),
  });

export function useRootCategories() {
  return useQuery(rootCategoriesQuery());
}
