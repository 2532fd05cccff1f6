import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandProductsReport } from '@souk/shared/responses/brand-reports';
import type { ReportRange } from '@souk/shared/schemas/brand-reports';
import { apiData } from '../../../../lib/api-client';
import { backoffDelay, retryUpTo } from '../../../../lib/query-client';
import { brandKeys } from '../../use-brand-id';

/**
 * dashboards §7 "Reports": GET /reports/brand/products?range= — the figures of the overview and
 * of the analytics (one answer for both; the server takes the brand from the token). Kept under
 * the brand's keys, so any change on the dashboard (`brandKeys.all`) reloads it.
 */
export function getBrandReport(range: ReportRange, signal?: AbortSignal) {
  return apiData<BrandProductsReport>(`/reports/brand/products?range=${range}`, { signal });
}

/** spec: dashboards §9 — statistics stay fresh 5 minutes, 3 retries, backoff capped at 30 s. */
export const brandReportQuery = (brandId: number, range: ReportRange) =>
  queryOptions({
    queryKey: [...brandKeys.area(brandId, 'reports'), 'products', range] as const,
    queryFn: ({ signal }) => getBrandReport(range, signal),
    staleTime: 300_000,
    retry: retryUpTo(3),
    retryDelay: backoffDelay,
    placeholderData: keepPreviousData,
  });

export function useBrandReport(brandId: number | null, range: ReportRange) {
  return useQuery({ ...brandReportQuery(brandId ?? 0, range), enabled: brandId !== null });
}
