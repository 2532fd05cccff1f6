import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandsReport } from '@souk/shared/responses/admin-reports';
import type { BrandReportPeriod } from '@souk/shared/schemas/admin-reports';
import { apiData } from '../../../../lib/api-client';
import { backoffDelay, retryUpTo } from '../../../../lib/query-client';
import { adminReportKeys, REPORT_STALE_MS } from '../../overview/api/keys';

/** GET /reports/brands?period= — each brand's revenue, orders, products, rating and growth. */
export function getBrandsReport(period: BrandReportPeriod, signal?: AbortSignal) {
  return apiData<BrandsReport>(`/reports/brands?period=${period}`, { signal });
}

export const brandsReportQuery = (period: BrandReportPeriod) =>
  queryOptions({
    queryKey: adminReportKeys.brands(period),
    queryFn: ({ signal }) => getBrandsReport(period, signal),
    staleTime: REPORT_STALE_MS,
    retry: retryUpTo(3),
    retryDelay: backoffDelay,
    placeholderData: keepPreviousData,
  });

export const useBrandsReport = (period: BrandReportPeriod) => useQuery(brandsReportQuery(period));
