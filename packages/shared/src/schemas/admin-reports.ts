import { z } from 'zod';

/**
 * The admin dashboard's reports (issue 13; dashboards §2 "Admin screens: Overview, Analytics,
 * Brand performance report", §3 "Reports", §7 "Reports"): GET /reports/overview, /reports/orders,
 * /reports/customers and /reports/brands. Days, hours and months are those of Tunisia
 * (REPORT_TIME_ZONE in ./brand-reports).
 */

/**
 * spec: dashboards §2 "Analytics" — Last 24 Hours = day (hour by hour), Last Week = week (7 days,
 * day by day), Last Month = month (30 days, day by day; the default), Last Year = year (12
 * months, month by month). Each is compared with the period of the same length just before it.
 */
export const ADMIN_REPORT_RANGES = ['day', 'week', 'month', 'year'] as const;
export type AdminReportRange = (typeof ADMIN_REPORT_RANGES)[number];
export const DEFAULT_ADMIN_REPORT_RANGE: AdminReportRange = 'month';

export const adminOverviewQuerySchema = z.object({
  range: z
    .enum(ADMIN_REPORT_RANGES, { error: 'invalid_value' })
    .default(DEFAULT_ADMIN_REPORT_RANGE),
});
export type AdminOverviewQuery = z.output<typeof adminOverviewQuerySchema>;

/**
 * spec: dashboards §2 "Brand performance report" — weekly, monthly (the default), yearly; daily
 * serves the analytics page's Last 24 Hours. The same windows as the ranges above.
 */
export const BRAND_REPORT_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type BrandReportPeriod = (typeof BRAND_REPORT_PERIODS)[number];
export const DEFAULT_BRAND_REPORT_PERIOD: BrandReportPeriod = 'monthly';
/** What the brand performance report page offers (spec: dashboards §9 "report periods"). */
export const BRAND_PERFORMANCE_PERIODS = ['weekly', 'monthly', 'yearly'] as const;

/** The range of the overview that covers the same window as a brands report period. */
export const RANGE_OF_PERIOD: Record<BrandReportPeriod, AdminReportRange> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

export const brandsReportQuerySchema = z.object({
  period: z
    .enum(BRAND_REPORT_PERIODS, { error: 'invalid_value' })
    .default(DEFAULT_BRAND_REPORT_PERIOD),
});
export type BrandsReportQuery = z.output<typeof brandsReportQuerySchema>;

/** spec: dashboards §9 — top brands 3. */
export const ADMIN_TOP_BRANDS = 3;

/** spec: dashboards §9 "colour palette of 5 for segments": brands and segments take them in turn. */
export const REPORT_PALETTE = ['#0f766e', '#c2410c', '#4338ca', '#a16207', '#be185d'] as const;

/**
 * Customer segments (GET /reports/customers): a customer who has ordered for 1,000 dt or more in
 * all counts as loyal, like one with 5 orders.
 */
export const LOYAL_ORDERS = 5;
export const LOYAL_SPENDING = 1000;
export const RETURNING_ORDERS = 2;
export const NEW_CUSTOMER_DAYS = 30;
export const INACTIVE_AFTER_DAYS = 90;

/** The brands report period that covers the same window as an overview range. */
export const PERIOD_OF_RANGE: Record<AdminReportRange, BrandReportPeriod> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  year: 'yearly',
};
