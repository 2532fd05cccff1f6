import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import { apiData } from '../../../lib/api-client';
import type { Brand } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §2 brands directory — sorts popular, newest, alphabetical. */
export const BRAND_SORTS = ['popular', 'newest', 'alphabetical'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

export type BrandListQuery = {
  /** zero-based */
  page: number;
  size: number;
  sort: BrandSort;
  category: number | null;
};

/** spec: storefront §7 — GET /brands?page&size&sortBy&direction (&category: a brand category). */
export function getBrands(query: BrandListQuery, signal?: AbortSignal): Promise<Page<Brand>> {
  return apiData<Page<Brand>>(`/brands?${brandsParams(query)}`, { signal });
}

function brandsParams({ page, size, sort, category }: BrandListQuery): string {
  const params = new URLSearchParams({
    page: String(page),
    size: String(size),
    sortBy: sort,
    direction: sort === 'alphabetical' ? 'asc' : 'desc',
  });
  if (category) params.set('category', String(category));
  return params.toString();
}

export const brandsQuery = (query: BrandListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.brands(brandsParams(query)),
    queryFn: ({ signal }) => getBrands(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBrands(query: BrandListQuery) {
  return useQuery(brandsQuery(query));
}
