import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersPage } from '@souk/shared/responses/admin-orders';
import { apiData } from '../../../../lib/api-client';
import { pagedListParams } from '../../../../lib/paged-list';
import { adminOrderKeys, type AdminOrdersFilters } from './keys';

/** spec: dashboards §7 "Orders" — GET /orders/paged, with the insights of the metric cards. */
export function getAdminOrders(
  filters: AdminOrdersFilters,
  signal?: AbortSignal,
): Promise<AdminOrdersPage> {
  const query = pagedListParams(filters, { status: filters.status });
  return apiData<AdminOrdersPage>(`/orders/paged?${query}`, { signal });
}

export const adminOrdersQuery = (filters: AdminOrdersFilters) =>
  queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    // the table keeps its rows while the next page, sort or filter loads
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (filters: AdminOrdersFilters) => useQuery(adminOrdersQuery(filters));
