import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@souk/shared/responses/admin-reports';
import type { AdminReportRange } from '@souk/shared/schemas/admin-reports';
import { apiData } from '../../../../lib/api-client';
import { backoffDelay, retryUpTo } from '../../../../lib/query-client';
import { adminReportKeys, REPORT_STALE_MS } from './keys';

/** GET /reports/overview?range= — the overview's tiles, sales, brands and top 3 brands. */
export function getAdminOverview(range: AdminReportRange, signal?: AbortSignal) {
  return apiData<AdminOverview>(`/reports/overview?range=${range}`, { signal });
}

export const adminOverviewQuery = (range: AdminReportRange) =>
  queryOptions({
    queryKey: adminReportKeys.overview(range),
    queryFn: ({ signal }) => getAdminOverview(range, signal),
    staleTime: REPORT_STALE_MS,
    retry: retryUpTo(3),
    retryDelay: backoffDelay,
    placeholderData: keepPreviousData,
  });

export const useAdminOverview = (range: AdminReportRange) => useQuery(adminOverviewQuery(range));
