import type { AdminReportRange, BrandReportPeriod } from '@souk/shared/schemas/admin-reports';

/** Query keys of the admin reports (overview, analytics, brand performance), general to specific. */
export const adminReportKeys = {
  all: ['admin', 'reports'] as const,
  overview: (range: AdminReportRange) => [...adminReportKeys.all, 'overview', range] as const,
  orders: () => [...adminReportKeys.all, 'orders'] as const,
  customers: () => [...adminReportKeys.all, 'customers'] as const,
  brands: (period: BrandReportPeriod) => [...adminReportKeys.all, 'brands', period] as const,
  newestCustomers: () => [...adminReportKeys.all, 'newest-customers'] as const,
};

/** spec: dashboards §9 — statistics stay fresh 5 minutes, 3 retries, backoff capped at 30 s. */
export const REPORT_STALE_MS = 300_000;
