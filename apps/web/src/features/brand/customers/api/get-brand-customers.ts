import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandCustomersPage } from '@souk/shared/responses/brand-customers';
import { apiData } from '../../../../lib/api-client';
import { pagedListParams } from '../../../../lib/paged-list';
import { customerKeys, type CustomerListFilters } from './keys';

/**
 * spec: dashboards §7 "Reports" — GET /reports/brand/customers: the brand's customers from its
 * orders, paged, sorted, filtered and searched by the server (the brand comes from the token).
 */
export function getBrandCustomers(
  filters: CustomerListFilters,
  signal?: AbortSignal,
): Promise<BrandCustomersPage> {
  const params = pagedListParams(filters, { status: filters.status });
  return apiData<BrandCustomersPage>(`/reports/brand/customers?${params}`, { signal });
}

export const brandCustomersQuery = (brandId: number, filters: CustomerListFilters) =>
  queryOptions({
    queryKey: customerKeys.list(brandId, filters),
    queryFn: ({ signal }) => getBrandCustomers(filters, signal),
    // the table stays on screen while another page, sort or search loads
    placeholderData: keepPreviousData,
  });

export function useBrandCustomers(brandId: number | null, filters: CustomerListFilters) {
  return useQuery({ ...brandCustomersQuery(brandId ?? 0, filters), enabled: brandId !== null });
}
