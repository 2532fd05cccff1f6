import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersReport } from '@souk/shared/responses/admin-reports';
import { apiData } from '../../../../lib/api-client';
import { backoffDelay, retryUpTo } from '../../../../lib/query-client';
import { adminReportKeys, REPORT_STALE_MS } from '../../overview/api/keys';

/** GET /reports/orders — the marketplace's orders per month over the last 12 months. */
export function getOrdersReport(signal?: AbortSignal) {
  return apiData<AdminOrdersReport>('/reports/orders', { signal });
}

export const ordersReportQuery = () =>
  queryOptions({
    queryKey: adminReportKeys.orders(),
    queryFn: ({ signal }) => getOrdersReport(signal),
    staleTime: REPORT_STALE_MS,
    retry: retryUpTo(3),
    retryDelay: backoffDelay,
  });

export const useOrdersReport = () => useQuery(ordersReportQuery());
