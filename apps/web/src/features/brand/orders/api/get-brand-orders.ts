import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandOrdersPage } from '@souk/shared/responses/brand-orders';
import type { BrandOrderFilter, BrandOrderSort } from '@souk/shared/schemas/brand-orders';
import { apiData } from '../../../../lib/api-client';
import { pagedListParams, type PagedListFilters } from '../../../../lib/paged-list';
import { brandKeys } from '../../use-brand-id';

export type BrandOrdersFilters = PagedListFilters<BrandOrderSort> & { status: BrandOrderFilter };

/** spec: dashboards §7 "Orders" — GET /orders/brand/{brandId}/paged (the brand's parts only). */
export function getBrandOrders(
  brandId: number,
  filters: BrandOrdersFilters,
  signal?: AbortSignal,
): Promise<BrandOrdersPage> {
  const query = pagedListParams(filters, { status: filters.status });
  return apiData<BrandOrdersPage>(`/orders/brand/${brandId}/paged?${query}`, { signal });
}

export const brandOrdersKeys = {
  all: (brandId: number) => brandKeys.area(brandId, 'orders'),
  list: (brandId: number, filters: BrandOrdersFilters) =>
    [...brandOrdersKeys.all(brandId), filters] as const,
};

export const brandOrdersQuery = (brandId: number, filters: BrandOrdersFilters) =>
  queryOptions({
    queryKey: brandOrdersKeys.list(brandId, filters),
    queryFn: ({ signal }) => getBrandOrders(brandId, filters, signal),
    // the table keeps its rows while the next page, sort or filter loads
    placeholderData: keepPreviousData,
  });

export function useBrandOrders(brandId: number | null, filters: BrandOrdersFilters) {
  return useQuery({ ...brandOrdersQuery(brandId ?? 0, filters), enabled: brandId !== null });
}
