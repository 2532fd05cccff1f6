import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomerFilter } from '@souk/shared/schemas/admin-users';
import type { AdminCustomerPage } from '@souk/shared/responses/admin-users';
import { apiData } from '../../../../lib/api-client';
import { pagedListParams } from '../../../../lib/paged-list';
import { adminCustomerKeys, type AdminCustomerListFilters } from './keys';

/** spec: dashboards §7 — one path per filter. */
const LIST_PATHS: Record<AdminCustomerFilter, string> = {
  all: '/users/paged',
  active: '/users/active/paged',
  inactive: '/users/inactive/paged',
  new: '/users/new/paged',
};

/** A page of customers, filtered, searched and sorted by the server. */
export function getAdminCustomers(
  filters: AdminCustomerListFilters,
  signal?: AbortSignal,
): Promise<AdminCustomerPage> {
  return apiData<AdminCustomerPage>(`${LIST_PATHS[filters.filter]}?${pagedListParams(filters)}`, {
    signal,
  });
}

export const adminCustomersQuery = (filters: AdminCustomerListFilters) =>
  queryOptions({
    queryKey: adminCustomerKeys.list(filters),
    queryFn: ({ signal }) => getAdminCustomers(filters, signal),
    // the table stays on screen while another page, filter or search loads
    placeholderData: keepPreviousData,
  });

export const useAdminCustomers = (filters: AdminCustomerListFilters) =>
  useQuery(adminCustomersQuery(filters));
