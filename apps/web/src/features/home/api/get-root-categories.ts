import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { HomeCategory } from '../types';
import { homeKeys } from './keys';

/** spec: storefront §7 — GET /categories/root: top-level categories with image and product count. */
export function getRootCategories(signal?: AbortSignal): Promise<HomeCategory[]> {
  return apiData<HomeCategory[]>('/categories/root', { signal });
}

export const rootCategoriesQuery = () =>
  queryOptions({
    queryKey: homeKeys.categories(),
    queryFn: ({ signal }) => getRootCategories(signal),
  });

export function useRootCategories() {
  return useQuery(rootCategoriesQuery());
}
