import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import { apiData } from '../../../lib/api-client';
import type { HomeBrand } from '../types';
import { homeKeys } from './keys';

/** spec: storefront §9 — home brands: page 0, size 4, by name ascending. */
export function getFeaturedBrands(signal?: AbortSignal): Promise<HomeBrand[]> {
  return apiData<Page<HomeBrand>>('/brands?page=0&size=4&sortBy=name&direction=asc', {
    signal,
  }).then((page) => page.content);
}

export const featuredBrandsQuery = () =>
  queryOptions({
    queryKey: homeKeys.featuredBrands(),
    queryFn: ({ signal }) => getFeaturedBrands(signal),
  });

export function useFeaturedBrands() {
  return useQuery(featuredBrandsQuery());
}
