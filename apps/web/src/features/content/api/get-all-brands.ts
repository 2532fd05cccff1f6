import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import { LIMITS } from '@souk/shared/constants';
import type { Brand } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { contentKeys } from './keys';

export type SitemapBrand = Pick<Brand, 'id' | 'name'>;

const brandsPage = (page: number, signal?: AbortSignal) =>
  apiData<Page<SitemapBrand>>(
    `/brands?page=${page}&size=${LIMITS.pageSizeMax}&sortBy=name&direction=asc`,
    { signal, auth: false },
  );

/**
 * spec: storefront §7 — GET /brands?page&size&sortBy&direction. The sitemap lists every brand:
 * the first page of 100, then any further pages together.
 */
export async function getAllBrands(signal?: AbortSignal): Promise<SitemapBrand[]> {
  const first = await brandsPage(0, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      brandsPage(index + 1, signal),
    ),
  );
  return [first, ...rest].flatMap((page) => page.content);
}

export const allBrandsQuery = () =>
  queryOptions({
    queryKey: contentKeys.allBrands(),
    queryFn: ({ signal }) => getAllBrands(signal),
  });

export function useAllBrands() {
  return useQuery(allBrandsQuery());
}
