import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomersReport } from '@souk/shared/responses/admin-reports';
import { apiData } from '../../../../lib/api-client';
import { backoffDelay, retryUpTo } from '../../../../lib/query-client';
import { adminReportKeys, REPORT_STALE_MS } from '../../overview/api/keys';

/** GET /reports/customers — the customers by segment, with their spending and change. */
export function getCustomersReport(signal?: AbortSignal) {
  return apiData<CustomersReport>('/reports/customers', { signal });
}

export const customersReportQuery = () =>
  queryOptions({
    queryKey: adminReportKeys.customers(),
    queryFn: ({ signal }) => getCustomersReport(signal),
    staleTime: REPORT_STALE_MS,
    retry: retryUpTo(3),
    retryDelay: backoffDelay,
  });

export const useCustomersReport = () => useQuery(customersReportQuery());
