import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@souk/shared/constants';
import type { BrandProductPage } from '@souk/shared/responses/brand-products';
import { apiData } from '../../../../lib/api-client';
import { brandKeys } from '../../use-brand-id';

/** spec: dashboards §2 — the tabs of the products screen; out of stock is a quantity ≤ 0 (§4). */
export const PRODUCT_TABS = ['all', 'active', 'inactive', 'out-of-stock'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export type BrandProductsFilter = { tab: ProductTab; search: string; page: number };

/** Every cached list of the brand's products (what a change refreshes, with brandKeys.all). */
export const brandProductsKey = (brandId: number) => brandKeys.area(brandId, 'products');

/**
 * spec: dashboards §7 "Brand products" — GET /products/brand/{brandId}/paged and the variants
 * /active/paged, /inactive/paged, /out-of-stock/paged; sortBy=id, direction=asc, zero-based pages.
 */
export function getBrandProducts(
  brandId: number,
  { tab, search, page }: BrandProductsFilter,
  signal?: AbortSignal,
): Promise<BrandProductPage> {
  const params = new URLSearchParams({
    page: String(page),
    size: String(LIMITS.defaultPageSize),
    sortBy: 'id',
    direction: 'asc',
  });
  if (search) params.set('search', search);
  const variant = tab === 'all' ? '' : `${tab}/`;
  return apiData<BrandProductPage>(`/products/brand/${brandId}/${variant}paged?${params}`, {
    signal,
  });
}

export const brandProductsQuery = (brandId: number, filter: BrandProductsFilter) =>
  queryOptions({
    queryKey: [...brandProductsKey(brandId), filter.tab, filter.search, filter.page] as const,
    queryFn: ({ signal }) => getBrandProducts(brandId, filter, signal),
    // the list and its counts stay on screen while another tab, search or page loads
    placeholderData: keepPreviousData,
  });

export function useBrandProducts(brandId: number, filter: BrandProductsFilter) {
  return useQuery(brandProductsQuery(brandId, filter));
}
