import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §7 — GET /brand-categories, each with its number of brands. */
export function getBrandCategories(signal?: AbortSignal): Promise<BrandCategory[]> {
  return apiData<BrandCategory[]>('/brand-categories', { signal });
}

export const brandCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.brandCategories(),
    queryFn: ({ signal }) => getBrandCategories(signal),
  });

export function useBrandCategories() {
  return useQuery(brandCategoriesQuery());
}
