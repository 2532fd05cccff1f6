import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomerPage } from '@souk/shared/responses/admin-users';
import { apiData } from '../../../../lib/api-client';
import { adminReportKeys, REPORT_STALE_MS } from './keys';

/** spec: dashboards §2 "Overview" — the customers table: filter all, page size 10, newest first. */
export const NEWEST_CUSTOMERS_PATH =
  '/users/paged?page=0&size=10&sortBy=registrationDate&direction=desc';

export function getNewestCustomers(signal?: AbortSignal) {
  return apiData<AdminCustomerPage>(NEWEST_CUSTOMERS_PATH, { signal });
}

export const newestCustomersQuery = () =>
  queryOptions({
    queryKey: adminReportKeys.newestCustomers(),
    queryFn: ({ signal }) => getNewestCustomers(signal),
    staleTime: REPORT_STALE_MS,
  });

export const useNewestCustomers = () => useQuery(newestCustomersQuery());
