import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerStatistics } from '@souk/shared/responses/admin-users';
import { apiData } from '../../../../lib/api-client';
import { backoffDelay, retryUpTo } from '../../../../lib/query-client';
import { adminCustomerKeys } from './keys';

/** spec: dashboards §9 — the statistics are cached 5 minutes and retried 3 times. */
const STATISTICS_FRESH_MS = 300_000;
const STATISTICS_RETRIES = 3;

/** spec: dashboards §7 — GET /users/statistics: the metric cards' figures. */
export function getCustomerStatistics(signal?: AbortSignal): Promise<CustomerStatistics> {
  return apiData<CustomerStatistics>('/users/statistics', { signal });
}

export const customerStatisticsQuery = () =>
  queryOptions({
    queryKey: adminCustomerKeys.statistics(),
    queryFn: ({ signal }) => getCustomerStatistics(signal),
    staleTime: STATISTICS_FRESH_MS,
    retry: retryUpTo(STATISTICS_RETRIES),
    // exponential backoff, capped at 30 s (§9)
    retryDelay: backoffDelay,
  });

export const useCustomerStatistics = () => useQuery(customerStatisticsQuery());
